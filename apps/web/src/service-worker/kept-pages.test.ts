import { keptPageFits, keptPageKey, mayKeep } from './kept-pages';

const pages = {
  open: ['/', '/personality-test', '/v2/pg-explore', '/es', '/es/personality-test'],
  queries: { '/v2/pg-explore': ['q', 'area'], '/v2/pg-career-details': ['code', 'from'] },
  careerPath: '/v2/pg-career-details',
};
const at = (address: string) => new URL(address, 'https://pathwise.example');

describe('keptPageKey', () => {
  it('keeps an open page under its address, in each language', () => {
    expect(keptPageKey(at('/personality-test'), pages)).toBe('/personality-test');
    expect(keptPageKey(at('/es/personality-test'), pages)).toBe('/es/personality-test');
    expect(keptPageKey(at('/'), pages)).toBe('/');
  });

  it('shares the key of an address with parameters the page does not read', () => {
    expect(keptPageKey(at('/?utm_source=news'), pages)).toBe('/');
    expect(keptPageKey(at('/v2/pg-explore?ref=class'), pages)).toBe('/v2/pg-explore');
  });

  it('keeps nothing for an address whose page reads its parameters', () => {
    expect(keptPageKey(at('/v2/pg-explore?q=nurse'), pages)).toBeNull();
    expect(keptPageKey(at('/v2/pg-explore?utm_source=x&area=Social'), pages)).toBeNull();
  });

  it('keeps nothing for a page that is not open or not prerendered', () => {
    expect(keptPageKey(at('/dashboard'), pages)).toBeNull();
    expect(keptPageKey(at('/es/dashboard'), pages)).toBeNull();
    expect(keptPageKey(at('/personality-test/'), pages)).toBeNull();
  });

  it("keeps a career's page by its code and language alone", () => {
    expect(keptPageKey(at('/v2/pg-career-details?code=29-1141.00&from=explore'), pages)).toBe(
      '/v2/pg-career-details?code=29-1141.00',
    );
    expect(keptPageKey(at('/es/v2/pg-career-details?code=29-1141.00'), pages)).toBe(
      '/es/v2/pg-career-details?code=29-1141.00',
    );
    expect(keptPageKey(at('/v2/pg-career-details?code='), pages)).toBeNull();
  });
});

describe('keptPageFits', () => {
  it("shows a kept page in another language's address whatever the browser prefers", () => {
    expect(keptPageFits('/es/personality-test', 'en', ['en-US'])).toBe(true);
    expect(keptPageFits('/es', undefined, [])).toBe(true);
  });

  it('leaves an English address to the server when the reader wants another language', () => {
    expect(keptPageFits('/', 'es', ['en-US'])).toBe(false);
    expect(keptPageFits('/', null, ['es-MX', 'en'])).toBe(false);
  });

  it('shows a kept English page to a reader who wants English or a language Pathwise lacks', () => {
    expect(keptPageFits('/', 'en', ['es-MX'])).toBe(true);
    expect(keptPageFits('/', null, ['de-DE'])).toBe(true);
    expect(keptPageFits('/', null, ['en-GB', 'es'])).toBe(true);
  });

  it("asks the server when the worker can't read the reader's choice", () => {
    expect(keptPageFits('/', undefined, ['en-US'])).toBe(false);
  });
});

describe('mayKeep', () => {
  const response = (status: number, control: string | null, redirected = false) => {
    const made = new Response('<!doctype html>', {
      status,
      headers: control ? { 'cache-control': control } : {},
    });
    // The Fetch standard's own responses: type basic, and redirected when the request was.
    Object.defineProperty(made, 'type', { value: 'basic' });
    Object.defineProperty(made, 'redirected', { value: redirected });
    return made;
  };

  it('keeps a page the server lets be kept', () => {
    expect(mayKeep(response(200, 'no-cache'))).toBe(true);
    expect(mayKeep(response(200, null))).toBe(true);
  });

  it('keeps no private, unstorable, redirected or failed answer', () => {
    expect(mayKeep(response(200, 'private, max-age=60'))).toBe(false);
    expect(mayKeep(response(200, 'no-store'))).toBe(false);
    expect(mayKeep(response(200, 'no-cache', true))).toBe(false);
    expect(mayKeep(response(404, 'no-cache'))).toBe(false);
    expect(mayKeep(response(503, null))).toBe(false);
  });
});

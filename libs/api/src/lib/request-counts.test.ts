import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { countRequests, failsOnce, recordRequests } from './request-counts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ADDRESS = new URL('/api/me', location.href).href;
const answered = http.all(new URL('/api/*', location.href).href, () =>
  HttpResponse.json({ from: 'next handler' }),
);

describe('the story kit’s request helpers', () => {
  it('counts requests, answers by their number and passes on the rest, until reset', async () => {
    const profile = countRequests('getMe', (count) =>
      count === 2 ? HttpResponse.json({ from: 'second' }) : undefined,
    );
    server.resetHandlers(profile.handler, answered);
    const read = async () => (await (await fetch(ADDRESS)).json()) as { from: string };
    expect((await read()).from).toBe('next handler');
    expect((await read()).from).toBe('second');
    expect(profile.count()).toBe(2);
    profile.reset();
    expect(profile.count()).toBe(0);
    expect((await read()).from).toBe('next handler');
    expect(profile.count()).toBe(1);
  });

  it('fails the first request with a problem, then lets the others through', async () => {
    const once = failsOnce('getMe');
    server.resetHandlers(once.handler, answered);
    const first = await fetch(ADDRESS);
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toBe('application/problem+json');
    expect(await first.json()).toMatchObject({ status: 500, code: 'internal_error' });
    expect((await fetch(ADDRESS)).status).toBe(200);
  });

  it('notes what each request sent, for any of its operations', async () => {
    const changes = recordRequests(['updateMe', 'putOnboarding']);
    server.resetHandlers(...changes.handlers, answered);
    await fetch(ADDRESS, { method: 'PATCH', body: JSON.stringify({ shareProfile: true }) });
    await fetch(new URL('/api/me/onboarding', location.href), {
      method: 'PUT',
      body: JSON.stringify({ completed: true }),
    });
    expect(changes.seen).toEqual([{ shareProfile: true }, { completed: true }]);
    changes.reset();
    expect(changes.seen).toEqual([]);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type CareerDetails, type CareerPage } from '@pathwise/contract';
import { inject } from 'vitest';
import { ensureCatalogue, startApi } from './helpers';

const ORIGIN = 'https://pathwise.example';
/** The render time limit here: short, so a stuck render is seen to end. */
const HANG_LIMIT_MS = 1500;
/** Career pages one address may have rendered a minute here: small, so the limit is reached. */
const RENDERS_PER_MINUTE = 12;
const SLOTS = {
  title: '__TITLE_SLOT__',
  description: '__DESCRIPTION_SLOT__',
  head: '<!--head-slot-->',
  root: '<!--root-slot-->',
  seed: '<!--seed-slot-->',
};
const template = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${SLOTS.title}</title><meta name="description" content="${SLOTS.description}">${SLOTS.head}</head><body><div id="root">${SLOTS.root}</div>${SLOTS.seed}<script>start()</script></body></html>`;

/**
 * Stands in for the web build's render entry (apps/web/src/prerender.tsx), which e2e tests run for
 * real: it renders what it is given, and counts its renders.
 */
const RENDERER = `
import { appendFileSync, existsSync } from 'node:fs';
export async function renderCareerPage(code, career, locale, origin) {
  appendFileSync(new URL('./renders.log', import.meta.url), locale + ':' + code + '\\n');
  if (existsSync(new URL('./fail', import.meta.url))) throw new Error('render failed');
  if (existsSync(new URL('./hang-' + code, import.meta.url))) await new Promise(() => {});
  const name = career ? career.title : 'No such career: ' + code;
  return {
    html: '<h1>' + name.replace(/</g, '&lt;') + '</h1>',
    title: career ? career.title + ' · Pathwise' : 'Career details · Pathwise',
    description: career ? career.description : '',
    head: career ? '<link rel="canonical" href="' + origin + '/v2/pg-career-details?code=' + code + '">' : '<meta name="robots" content="noindex">',
    seed: '<script type="application/json" id="pathwise-seed">{}</script>',
  };
}`;

describe('career pages, sitemap and robots.txt, served by the API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-careers-'));
  mkdirSync(join(dir, 'pages', 'es'), { recursive: true });
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><body></body></html>');
  writeFileSync(join(dir, 'pages', 'career.html'), template('en'));
  writeFileSync(join(dir, 'pages', 'es', 'career.html'), template('es'));
  writeFileSync(join(dir, 'pages', 'home.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'pages', 'es', 'home.html'), '<h1>Inicio</h1>');
  writeFileSync(join(dir, 'server', 'render.js'), RENDERER);
  /** The renders so far, as "language:code", in order (the renderer runs in a worker thread). */
  const renders = () =>
    existsSync(join(dir, 'server', 'renders.log'))
      ? readFileSync(join(dir, 'server', 'renders.log'), 'utf8')
          .split('\n')
          .filter(Boolean)
      : [];
  writeFileSync(
    join(dir, 'pages', 'pages.json'),
    JSON.stringify({
      pages: { '/': 'home.html', '/es': 'es/home.html' },
      routes: ['/', '/v2/pg-career-details', '/dashboard', '/v2/pg-profile/:id'],
      prefixed: ['/es'],
      notFound: { files: {}, placeholder: '/not-found-placeholder' },
      career: {
        path: '/v2/pg-career-details',
        files: { en: 'career.html', es: 'es/career.html' },
        renderer: 'server/render.js',
        slots: SLOTS,
      },
      private: ['/dashboard', '/v2/pg-profile/'],
    }),
  );
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi(
      { url: inject('postgresUrl') },
      {
        web: {
          dir,
          authEmulatorHost: '127.0.0.1:9099',
          publicOrigin: ORIGIN,
          renderTimeLimitMs: HANG_LIMIT_MS,
          careerRendersPerMinute: RENDERS_PER_MINUTE,
        },
      },
    );
    await ensureCatalogue(api.database);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    api.app.inject({ url, headers, remoteAddress });
  const career = async (code: string, language = 'en') =>
    (await get(`/api/careers/${code}`, { 'accept-language': language })).json<CareerDetails>();

  it('sends a career page complete, titled by its career, in the page language', async () => {
    const nurses = await career('29-1141.00');
    const response = await get('/v2/pg-career-details?code=29-1141.00&from=explorer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${nurses.title}</h1>`);
    expect(response.body).toContain(`<title>${nurses.title} · Pathwise</title>`);
    expect(response.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/v2/pg-career-details?code=29-1141.00">`,
    );
    expect(response.body).toContain('<meta name="onet-release" content="30.1">');
    for (const slot of Object.values(SLOTS)) expect(response.body).not.toContain(slot);

    const spanish = await get('/es/v2/pg-career-details?code=29-1141.00');
    const enfermeras = await career('29-1141.00', 'es');
    expect(enfermeras.title).not.toBe(nurses.title);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain(`<h1>${enfermeras.title}</h1>`);
  });

  it('renders each career once per language, and sends it compressed', async () => {
    const before = renders().length;
    const first = await get('/v2/pg-career-details?code=15-1252.00', { 'accept-encoding': 'br' });
    const again = await get('/v2/pg-career-details?code=15-1252.00', { 'accept-encoding': 'br' });
    expect(renders().slice(before)).toEqual(['en:15-1252.00']);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain(
      `<h1>${(await career('15-1252.00')).title}</h1>`,
    );
  });

  it('answers a code the release lacks with a 404 that names it, rendered once for all', async () => {
    const before = renders().length;
    const missing = await get('/v2/pg-career-details?code=99-9999.98');
    const other = await get('/v2/pg-career-details?code=99-9999.97');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('No such career: 99-9999.98');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    expect(other.body).toContain('No such career: 99-9999.97');
    expect(renders().slice(before)).toEqual(['en:00-0000.00']);
  });

  it('answers what is not a code with a 404 that repeats nothing of it', async () => {
    for (const code of ['<script>alert(1)</script>', '29-1141', '', '29-1141.00x']) {
      const response = await get(`/v2/pg-career-details?code=${encodeURIComponent(code)}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<script>alert');
    }
  });

  it('sends the shell when a page cannot be rendered, so the browser renders it', async () => {
    writeFileSync(join(dir, 'server', 'fail'), '');
    try {
      const response = await get('/v2/pg-career-details?code=11-1011.00');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<h1>');
    } finally {
      rmSync(join(dir, 'server', 'fail'));
    }
    // Once it can be, it is.
    const again = await get('/v2/pg-career-details?code=11-1011.00');
    expect(again.body).toContain(`<h1>${(await career('11-1011.00')).title}</h1>`);
  });

  it('stops a render that hangs within its time limit, while other career pages keep being served', async () => {
    const hung = '13-2011.00';
    writeFileSync(join(dir, 'server', `hang-${hung}`), '');
    try {
      const started = Date.now();
      const [stuck, other] = await Promise.all([
        get(`/v2/pg-career-details?code=${hung}`),
        // Asked just after: it waits for the stuck one at most the time limit, then renders.
        new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
          get('/v2/pg-career-details?code=43-4051.00'),
        ),
      ]);
      // The stuck page is left to the browser (the shell, which renders it from the API's answer).
      expect(stuck.statusCode).toBe(200);
      expect(stuck.body).not.toContain('<h1>');
      expect(Date.now() - started).toBeLessThan(HANG_LIMIT_MS + 3000);
      expect(other.body).toContain(`<h1>${(await career('43-4051.00')).title}</h1>`);
      // Asked again, it isn't tried again for a while: nothing waits behind it.
      const again = Date.now();
      const retried = await get(`/v2/pg-career-details?code=${hung}`);
      expect(retried.body).not.toContain('<h1>');
      expect(Date.now() - again).toBeLessThan(HANG_LIMIT_MS);
    } finally {
      rmSync(join(dir, 'server', `hang-${hung}`));
    }
  });

  it('limits the new pages one address has rendered, serving the rest as the shell, never refused', async () => {
    const codes = (await get('/api/careers?limit=100&q=manager'))
      .json<CareerPage>()
      .items.map((item) => item.code);
    const unread = codes.filter((code) => !renders().includes(`en:${code}`)).slice(0, 14);
    expect(unread).toHaveLength(14);
    const page = (code: string, from: string) =>
      get(`/v2/pg-career-details?code=${code}`, {}, from);
    const crawler = '10.9.8.7';
    for (const code of unread.slice(0, RENDERS_PER_MINUTE)) {
      expect((await page(code, crawler)).body).toContain('<h1>');
    }
    const before = renders().length;
    const over = await page(unread[RENDERS_PER_MINUTE]!, crawler);
    // Not refused: the shell, which the browser renders from the API's answer.
    expect(over.statusCode).toBe(200);
    expect(over.body).not.toContain('<h1>');
    expect(renders().length).toBe(before);
    // Pages already rendered cost nothing, so they are still sent whole.
    expect((await page(unread[0]!, crawler)).body).toContain('<h1>');
    // Someone at another address is not held up by it.
    const classmate = await page(unread[RENDERS_PER_MINUTE + 1]!, '10.9.8.8');
    expect(classmate.body).toContain(
      `<h1>${(await career(unread[RENDERS_PER_MINUTE + 1]!)).title}</h1>`,
    );
  });

  it('never serves the render entry as a file', async () => {
    const response = await get('/server/render.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderCareerPage');
  });

  it('lists every career of the release in each language, and the open pages, in sitemap.xml', async () => {
    const all = (await get('/api/careers?limit=1')).json<CareerPage>();
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['cache-control']).toContain('public');
    const addresses = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    const english = addresses.filter((loc) =>
      loc.startsWith(`${ORIGIN}/v2/pg-career-details?code=`),
    );
    const spanish = addresses.filter((loc) =>
      loc.startsWith(`${ORIGIN}/es/v2/pg-career-details?code=`),
    );
    expect(english).toHaveLength(all.total);
    expect(spanish).toHaveLength(all.total);
    expect(english).toContain(`${ORIGIN}/v2/pg-career-details?code=29-1141.00`);
    expect(addresses).toContain(`${ORIGIN}/`);
    expect(addresses).toContain(`${ORIGIN}/es`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('points robots.txt to the sitemap and keeps the API and signed-in pages out', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/dashboard', '/es/dashboard', '/v2/pg-profile/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { ONET_ATTRIBUTION } from '@pathwise/contract';
import { withOnetRelease } from '../src/web/web-pages';
import { startApi } from './helpers';

const bootScript = 'document.documentElement.classList.add("light")';
const page = { accept: 'text/html,application/xhtml+xml' };

describe('the web app served beside the API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><script>${bootScript}</script></head><body>Pathwise</body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app")');
  // The pages the build prerenders, with the manifest it writes (tools/vite/prerender.ts).
  const pageScript = 'window.prerendered = true';
  const prerendered = (body: string) =>
    `<!doctype html><html><head><script>${bootScript}</script><script>${pageScript}</script></head><body><div id="root">${body}</div></body></html>`;
  mkdirSync(join(dir, 'pages', 'v2'), { recursive: true });
  writeFileSync(
    join(dir, 'pages', 'home.html'),
    prerendered(
      `<h1>Home page</h1><p>${'Plenty to read. '.repeat(200)}</p><p>${ONET_ATTRIBUTION.text(null)}</p>`,
    ),
  );
  writeFileSync(join(dir, 'pages', 'v2', 'pg-home.html'), prerendered('<h1>Playground</h1>'));
  writeFileSync(
    join(dir, 'pages', 'not-found.html'),
    prerendered('<h1>Not found</h1><p>Nothing at <code>/page-not-found-here</code></p>'),
  );
  mkdirSync(join(dir, 'pages', 'es'), { recursive: true });
  writeFileSync(join(dir, 'pages', 'es', 'home.html'), prerendered('<h1>Página de inicio</h1>'));
  writeFileSync(
    join(dir, 'pages', 'es', 'not-found.html'),
    prerendered(
      '<h1>No encontramos esa página</h1><p>Nada en <code>/page-not-found-here</code></p>',
    ),
  );
  writeFileSync(
    join(dir, 'pages', 'es', 'shell.html'),
    `<!doctype html><html lang="es" dir="ltr"><head><script>${bootScript}</script></head><body><noscript>Pathwise necesita JavaScript.</noscript></body></html>`,
  );
  writeFileSync(
    join(dir, 'pages', 'pages.json'),
    JSON.stringify({
      pages: { '/': 'home.html', '/v2/pg-home': 'v2/pg-home.html', '/es': 'es/home.html' },
      routes: ['/', '/dashboard', '/v2/pg-home', '/v2/pg-career-details', '/v2/pg-profile/:id'],
      prefixed: ['/es'],
      notFound: {
        files: { en: 'not-found.html', es: 'es/not-found.html' },
        placeholder: '/page-not-found-here',
      },
      shells: { es: 'es/shell.html' },
      // What each route's first view reads from the address (from the route table).
      queries: { '/v2/pg-home': ['tab'], '/v2/pg-career-details': ['code', 'from'] },
    }),
  );
  // The build writes brotli and gzip copies beside each text file (vite-plugin-compression2).
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  writeFileSync(join(dir, 'assets', 'big-5678.js'), script);
  writeFileSync(join(dir, 'assets', 'big-5678.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'big-5678.js.gz'), gzipSync(script));
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi({ memory: true }, { web: { dir, authEmulatorHost: '127.0.0.1:9099' } });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers each prerendered address with its page, whatever the Accept header', async () => {
    for (const headers of [page, {}, { accept: 'application/json' }]) {
      const response = await api.app.inject({ url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<h1>Home page</h1>');
    }
    const head = await api.app.inject({ method: 'HEAD', url: '/v2/pg-home' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    const playground = await api.app.inject({ url: '/v2/pg-home' });
    expect(playground.body).toContain('<h1>Playground</h1>');
  });

  it('serves Spanish pages under /es, with lang set before any script, and sends readers on to them', async () => {
    const home = await api.app.inject({ url: '/es' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Página de inicio</h1>');
    const shell = await api.app.inject({ url: '/es/dashboard' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<html lang="es" dir="ltr">');
    // The shell the build wrote in Spanish, with its words in Spanish.
    expect(shell.body).toContain('<noscript>Pathwise necesita JavaScript.</noscript>');
    // A language the build wrote no shell for gets the English one with its language set.
    expect((await api.app.inject({ url: '/dashboard' })).body).toContain(
      '<html lang="en" dir="ltr">',
    );
    const missing = await api.app.inject({ url: '/es/no/such/page' });
    expect(missing.statusCode).toBe(404);
    // The router reads the address without its language, and so does the page.
    expect(missing.body).toContain('Nada en <code>/no/such/page</code>');

    // A first visit from a Spanish browser to a spec address goes to its Spanish page.
    const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    const first = await api.app.inject({ url: '/', headers: spanish });
    expect(first.statusCode).toBe(302);
    expect(first.headers['location']).toBe('/es');
    expect(String(first.headers['vary'])).toMatch(/accept-language/i);
    const deep = await api.app.inject({ url: '/dashboard?from=mail', headers: spanish });
    expect(deep.headers['location']).toBe('/es/dashboard?from=mail');
    // A person who chose English stays in English; one who chose Spanish goes there.
    const chosenEnglish = await api.app.inject({
      url: '/',
      headers: { ...spanish, cookie: 'theme=dark; pathwise-lang=en' },
    });
    expect(chosenEnglish.statusCode).toBe(200);
    expect(chosenEnglish.body).toContain('<h1>Home page</h1>');
    const chosenSpanish = await api.app.inject({
      url: '/v2/pg-home',
      headers: { 'accept-language': 'en-GB', cookie: 'pathwise-lang=es' },
    });
    expect(chosenSpanish.headers['location']).toBe('/es/v2/pg-home');
    // Languages Pathwise lacks, and headers that are nonsense, get English.
    for (const language of ['pt-BR,fr;q=0.8', 'es;q=0', `${'x'.repeat(5000)},es`, ';;;,,q=2'])
      expect(
        (await api.app.inject({ url: '/', headers: { 'accept-language': language } })).statusCode,
        language,
      ).toBe(200);
  });

  it('answers other routes, and prerendered ones with a query their first view reads, with the shell the client renders', async () => {
    for (const url of [
      '/dashboard',
      '/v2/pg-career-details?code=15-1252.00',
      '/v2/pg-profile/someone',
      '/v2/pg-home?tab=2',
      '/v2/pg-home?utm_source=news&tab=2',
    ]) {
      const response = await api.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<body>Pathwise</body>');
    }
  });

  it('sends the prerendered page for an address whose query its first view does not read', async () => {
    for (const [url, heading] of [
      ['/?utm_source=news&utm_medium=email', '<h1>Home page</h1>'],
      ['/?ref=class', '<h1>Home page</h1>'],
      ['/v2/pg-home?fbclid=abc', '<h1>Playground</h1>'],
      ['/es?utm_source=news', '<h1>Página de inicio</h1>'],
    ] as const) {
      const response = await api.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(heading);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // It names its own address, without the query, as the page's.
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(response.body)?.[1];
      expect(canonical && new URL(canonical).pathname, url).toBe(new URL(url, 'http://x').pathname);
      expect(canonical, url).not.toContain('?');
    }
  });

  it('answers an unknown address with the not-found page, naming it safely, as a 404', async () => {
    const missing = await api.app.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('Nothing at <code>/no/such/page</code>');
    const hostile = await api.app.inject({ url: "/%3Cb%3E/a&b'c" });
    expect(hostile.statusCode).toBe(404);
    expect(hostile.body).toContain('<code>/%3Cb%3E/a&#38;b&#39;c</code>');
    // A parameter stands for one whole segment, never for nothing or for two.
    for (const url of ['/v2/pg-profile/', '/v2/pg-profile/a/b', '/dashboard/extra'])
      expect((await api.app.inject({ url })).statusCode, url).toBe(404);
    // The pages' own files are not served as files.
    expect((await api.app.inject({ url: '/pages/home.html' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/pages/pages.json' })).statusCode).toBe(404);
  });

  it('sends pages brotli- or gzip-compressed as asked, and plain otherwise', async () => {
    const plain = await api.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await api.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await api.app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the build’s compressed copies by Accept-Encoding, and the plain file otherwise', async () => {
    const url = '/assets/big-5678.js';
    const br = await api.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    const gz = await api.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('xxxx');
    const plain = await api.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('xxxx');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses large JSON answers, and leaves small ones as they are', async () => {
    const openapi = await api.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openapi.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
    const small = await api.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('names the O*NET release in the page for the credit, once there is one', async () => {
    // This database holds no catalogue yet: the page is served as built.
    const response = await api.app.inject({ url: '/', headers: page });
    expect(response.body).not.toContain('onet-release');
    const html = '<html><head><title>x</title></head></html>';
    expect(withOnetRelease(html, '30.1')).toBe(
      '<html><head><title>x</title><meta name="onet-release" content="30.1"></head></html>',
    );
    // Only a release number is ever written into the page.
    expect(withOnetRelease(html, '"><script>')).toBe(html);
    expect(withOnetRelease(html, null)).toBe(html);
    // The credit the build rendered without a release gets the release's number.
    const credit = `<p>${ONET_ATTRIBUTION.text(null)}</p>`;
    expect(withOnetRelease(credit, '30.1')).toBe(`<p>${ONET_ATTRIBUTION.text('30.1')}</p>`);
    // In any language: the credit's release slot gets it.
    const slot = '<p>la base de datos O*NET<span data-onet-release=""></span> del</p>';
    expect(withOnetRelease(slot, '30.1')).toBe(
      '<p>la base de datos O*NET<span data-onet-release=""> 30.1</span> del</p>',
    );
  });

  it('allows exactly the pages’ inline scripts and the sign-in emulator in its CSP', async () => {
    const response = await api.app.inject({ url: '/', headers: page });
    const csp = String(response.headers['content-security-policy']);
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(bootScript)} ${hash(pageScript)} https:`);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("answers from /api/ carry a policy of their own, not the pages' long one", async () => {
    const answer = await api.app.inject({ url: '/api/healthz', headers: page });
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    const home = await api.app.inject({ url: '/', headers: page });
    expect(String(home.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const response = await api.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // What applies to a script; the page's policy and framing rules are for documents.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
    // A page still gets them all, its framing rules agreeing with each other.
    const home = await api.app.inject({ url: '/', headers: page });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['permissions-policy']).toContain('camera=()');
  });

  it('keeps API and missing-file errors as problems, not pages', async () => {
    const api404 = await api.app.inject({ url: '/api/nothing-here', headers: page });
    expect(api404.statusCode).toBe(404);
    expect(api404.headers['content-type']).toContain('application/problem+json');
    const asset404 = await api.app.inject({ url: '/assets/missing.js' });
    expect(asset404.statusCode).toBe(404);
    expect(asset404.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves the app’s files outside the per-address limit, which still guards the API', async () => {
    const limited = await startApi({ memory: true }, { web: { dir }, rateLimitPerMinute: 2 });
    try {
      for (let i = 0; i < 5; i++) {
        const asset = await limited.app.inject({ url: '/assets/app-1234.js' });
        expect(asset.statusCode).toBe(200);
      }
      const api = [];
      for (let i = 0; i < 3; i++)
        api.push((await limited.app.inject({ url: '/api/careers' })).statusCode);
      expect(api.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

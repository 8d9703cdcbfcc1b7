import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withOnetRelease } from '../src/plugins/web';
import { startApi } from './helpers';

const bootScript = 'document.documentElement.classList.add("light")';
const page = { accept: 'text/html,application/xhtml+xml' };

describe('the web app served beside the API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${bootScript}</script></head><body>Pathwise</body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app")');
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi({ memory: true }, { web: { dir, authEmulatorHost: '127.0.0.1:9099' } });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every page path with the app shell, so the client router takes over', async () => {
    for (const url of ['/', '/dashboard', '/v2/pg-career-details?code=15-1252.00']) {
      const response = await api.app.inject({ url, headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('Pathwise');
    }
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
  });

  it('allows exactly the inline boot script and the sign-in emulator in its CSP', async () => {
    const response = await api.app.inject({ url: '/', headers: page });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('caches hashed assets for a year', async () => {
    const response = await api.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

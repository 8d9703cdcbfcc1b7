import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type WebOptions = {
  /** The built web app (index.html and assets/). */
  dir: string;
  /** host:port of the Auth emulator the web app signs in against, if any. */
  authEmulatorHost?: string;
  /** Extra origins the web app may call (analytics). */
  connectOrigins?: string[];
  /** Extra origins the web app may load scripts from (the web analytics tag). */
  scriptOrigins?: string[];
};

/**
 * The page with the O*NET release the catalogue holds, for the credit every page shows (read by
 * `OnetAttribution`); the page as built when none is loaded.
 */
export function withOnetRelease(html: string, release: string | null): string {
  if (!release || !/^\d{1,2}\.\d{1,2}$/.test(release)) return html;
  return html.replace('</head>', `<meta name="onet-release" content="${release}"></head>`);
}

/** Hashes of the inline scripts in index.html, so the CSP allows exactly those and nothing else. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The Content-Security-Policy for the web app: its own origin plus what sign-in needs. */
export function webContentSecurityPolicy(html: string, options: WebOptions) {
  const emulator = options.authEmulatorHost ? [`http://${options.authEmulatorHost}`] : [];
  const firebase = ['https://*.firebaseapp.com', 'https://*.web.app'];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: [
      "'self'",
      ...inlineScriptHashes(html),
      'https://apis.google.com',
      ...(options.scriptOrigins ?? []),
    ],
    scriptSrcAttr: ["'none'"],
    // Radix positions popovers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      ...emulator,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
      ...(options.connectOrigins ?? []),
    ],
    frameSrc: ["'self'", ...emulator, ...firebase, 'https://accounts.google.com'],
    // Plain http stays plain on loopback, where the emulator runs.
    upgradeInsecureRequests: null,
  };
}

export function readWebIndex(dir: string) {
  try {
    return readFileSync(join(dir, 'index.html'), 'utf8');
  } catch {
    throw new Error(`No built web app in ${dir}: build it first (npx nx build @pathwise/web).`);
  }
}

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app beside the API: hashed assets cached for a year, every other page path
 * answered with index.html so the client-side router takes over.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: WebOptions & { onetRelease?: () => string | null },
) {
  // The file routes, collected in a context of their own so that nothing else is counted.
  const fileRoutes = new Set<string>();
  await app.register(async function files(scope) {
    scope.addHook('onRoute', (route) => void fileRoutes.add(route.url));
    await scope.register(fastifyStatic, {
      root: options.dir,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies, sent by Accept-Encoding (with Vary); the plain file
      // otherwise. Nothing is compressed per request.
      preCompressed: true,
      setHeaders(res, path) {
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
  const index = readWebIndex(options.dir);
  // The page changes only with the release, so it is written once per release, not per request.
  let page = { release: null as string | null, html: index };
  const pageFor = (release: string | null) => {
    if (release !== page.release) page = { release, html: withOnetRelease(index, release) };
    return page.html;
  };
  return {
    /** Whether a request is for one of the web app's files (not the API, not a page). */
    isFileRequest: (request: FastifyRequest) => fileRoutes.has(request.routeOptions.url ?? ''),
    /** Answers a page request with the app's shell; false when the request is not for a page. */
    servePage(request: FastifyRequest, reply: FastifyReply) {
      if (!isPageRequest(request)) return false;
      void reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageFor(options.onetRelease?.() ?? null));
      return true;
    },
  };
}

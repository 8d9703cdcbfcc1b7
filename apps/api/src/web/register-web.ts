import fastifyStatic from '@fastify/static';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  type Locale,
  acceptedLanguages,
  localeOfPath,
  pathInLocale,
  readerLocale,
  withoutLocale,
} from '@pathwise/i18n/locales';
import { languageChoiceInCookies } from '@pathwise/i18n/language-cookie';
import { isApiUrl } from '@pathwise/contract';
import type { CareerPages } from '../services/career-pages';
import { RATE_LIMITS } from '../config';
import { careerHtml } from './career-html';
import { registerRobots } from './robots';
import { registerSitemap } from './sitemap';
import {
  type EncodedPage,
  type WebPages,
  encodedPage,
  withCanonical,
  withOnetRelease,
} from './web-pages';

export type WebOptions = {
  /** The built web app (index.html and assets/). */
  dir: string;
  /** host:port of the Auth emulator the web app signs in against, if any. */
  authEmulatorHost?: string;
  /** Extra origins the web app may call (analytics). */
  connectOrigins?: string[];
  /** Extra origins the web app may load scripts from (the web analytics tag). */
  scriptOrigins?: string[];
  /**
   * Where the site is public (scheme, host and port, e.g. https://pathwise.example), for the
   * addresses its pages, sitemap and robots.txt give of themselves; never read from a request.
   */
  publicOrigin?: string;
  /** How long a career page's render may take (the renderer's own limit unless given: tests). */
  renderTimeLimitMs?: number;
  /** Career pages not yet rendered that one address may have rendered a minute (tests). */
  careerRendersPerMinute?: number;
};

/** The public origin when none is configured. */
const LOCAL_ORIGIN = 'http://127.0.0.1:4200';

/** Paths of the app's own pages: not the API's, and not files (whose last segment has a dot). */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiUrl(request.url) &&
  !/\.[^/]*$/.test(request.url.split('?')[0]!);

/** The encoding to send a page in, from Accept-Encoding (one refused with q=0 is not chosen). */
function pageEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' {
  const offered = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  return offered.has('br') ? 'br' : offered.has('gzip') ? 'gzip' : 'identity';
}

/**
 * The language a reader of the spec's (English) addresses wants: the one they chose in the app,
 * else their browser's first language Pathwise has. Null keeps English.
 */
function wantedLocale(request: FastifyRequest): Locale | null {
  return readerLocale(
    languageChoiceInCookies(request.headers.cookie),
    acceptedLanguages(request.headers['accept-language']),
  );
}

/** The build's hashed files (scripts, styles, images), as their addresses start. */
export const WEB_ASSETS = /^\/assets\//;

/**
 * Serves the built web app beside the API: hashed assets cached for a year; each page path answered
 * with its prerendered HTML, the shell the client renders, or the not-found page (404), whatever
 * the request's Accept header.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: WebOptions & {
    /** The built pages (`readWebPages`), read once by the caller. */
    pages: WebPages;
    onetRelease?: () => string | null;
    /** Each career's data, to render its page from (the API's own answers). */
    careers?: CareerPages;
  },
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
      // The prerendered pages are sent for their addresses (below), not as files, and the server's
      // render entry is no file of the site.
      allowedPath: (path) => !path.startsWith('/pages/') && !path.startsWith('/server/'),
      setHeaders(res, path) {
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
  const { pages } = options;
  // Pages change only with the release, so each is written and compressed once per release (the
  // not-found page, which names the address, is compressed per response by @fastify/compress).
  let written = { release: null as string | null, pages: new Map<string, EncodedPage>() };
  const encoded = (key: string, html: string, release: string | null): EncodedPage => {
    if (release !== written.release) written = { release, pages: new Map() };
    let page = written.pages.get(key);
    if (!page) written.pages.set(key, (page = encodedPage(withOnetRelease(html, release))));
    return page;
  };
  const currentRelease = () => options.onetRelease?.() ?? null;
  const careerPage =
    pages.career && options.careers
      ? careerHtml({
          ...pages.career,
          careers: options.careers,
          origin: options.publicOrigin ?? LOCAL_ORIGIN,
          release: currentRelease,
          log: app.log,
          timeLimitMs: options.renderTimeLimitMs,
        })
      : null;
  if (careerPage) app.addHook('onClose', () => careerPage.close());
  // Counted in the same store as the API's limits, so it holds across replicas.
  const renderLimit = app.createRateLimit({
    max: options.careerRendersPerMinute ?? RATE_LIMITS.careerRendersPerAddress.max,
    timeWindow: RATE_LIMITS.careerRendersPerAddress.windowMs,
    keyGenerator: (request) => `career-render:${normalizeIP(request.ip)}`,
  });
  if (options.careers) {
    const origin = options.publicOrigin ?? LOCAL_ORIGIN;
    registerSitemap(app, { pages, careers: options.careers, origin, release: currentRelease });
    registerRobots(app, { pages, origin });
  }
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: EncodedPage) => {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(page.identity);
    return reply.header('content-encoding', encoding).send(page[encoding]());
  };
  const pageHeaders = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8');
  /** A career's page; the career page's not-found view, with a 404, for a code the release lacks. */
  async function sendCareer(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    query: string,
    code: string,
  ) {
    try {
      const answer = await careerPage!.pageFor(code, localeOfPath(path), async () => {
        const result = await renderLimit(request);
        return result.isAllowed || !result.isExceeded;
      });
      if (answer) return sendPage(request, pageHeaders(reply, answer.status), answer.page);
      // Not rendered here: the shell, and the browser renders it from the API's answer.
      const shell = pages.answer(path, query);
      return pageHeaders(reply, shell.status).send(withOnetRelease(shell.html, currentRelease()));
    } catch (error) {
      return reply.send(error);
    }
  }
  return {
    /** Whether a request is for one of the web app's files (not the API, not a page). */
    isFileRequest: (request: FastifyRequest) => fileRoutes.has(request.routeOptions.url ?? ''),
    /** Answers a request for a page; false when the request is not for one. */
    servePage: (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPageRequest(request)) return false;
      const [path = '/', query = ''] = request.url.split(/\?(.*)/s);
      // The spec's addresses are English; a reader who wants another language is sent to its own.
      const wanted = localeOfPath(path) === DEFAULT_LOCALE ? wantedLocale(request) : null;
      if (wanted && wanted !== DEFAULT_LOCALE) {
        const to = pathInLocale(path, wanted) + (query ? `?${query}` : '');
        void reply
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language, cookie')
          .redirect(to, 302);
        return true;
      }
      // A career's page is rendered from its data (once per release and language).
      const code = careerPage && query ? new URLSearchParams(query).get('code') : null;
      if (code !== null && withoutLocale(path) === pages.career?.path) {
        void sendCareer(request, reply, path, query, code);
        return true;
      }
      const answer = pages.answer(path, query);
      void pageHeaders(reply, answer.status);
      if (answer.key === undefined) {
        void reply.send(withOnetRelease(answer.html, currentRelease()));
        return true;
      }
      const html = answer.canonical
        ? withCanonical(answer.html, (options.publicOrigin ?? LOCAL_ORIGIN) + answer.canonical)
        : answer.html;
      void sendPage(request, reply, encoded(answer.key, html, currentRelease()));
      return true;
    },
  };
}

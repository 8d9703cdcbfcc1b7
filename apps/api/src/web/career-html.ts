import { pathToFileURL } from 'node:url';
import type { CareerDetails } from '@pathwise/contract';
import { type CareerSlots, escapeHtml } from '@pathwise/contract/pages';
import type { Locale } from '@pathwise/i18n/locales';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CareerPages } from '../services/career-pages';
import { RenderTimeoutError, inWorker } from './render-worker';
import { type EncodedPage, encodedPage, withOnetRelease } from './web-pages';

/** What the build's render entry's `renderCareerPage` gives (apps/web/src/prerender.tsx). */
type RenderedCareerPage = {
  html: string;
  title: string;
  description: string;
  head: string;
  seed: string;
};

/** An O*NET-SOC code as the API's routes accept it. */
const CAREER_CODE = /^\d{2}-\d{4}\.\d{2}$/;
/**
 * The page for a well-formed code the release lacks is rendered once per language with this code,
 * then names the code asked for; one that isn't a code at all, once with this.
 */
const ANY_MISSING_CODE = '00-0000.00';
const NOT_A_CODE = 'none';

/** Rendered pages kept, in bytes: a few hundred of those people read most (100–250 KB each). */
const KEPT_BYTES = 48 * 1024 * 1024;

/**
 * How long one render may take: a page takes a tenth of a second or so; one that takes this long
 * is stuck, and every page after it would wait.
 */
export const RENDER_TIME_LIMIT_MS = 5000;

/** How long a page whose render got stuck is left to the browser before the server tries again. */
const STUCK_FOR_MS = 10 * 60 * 1000;

/** Brotli's quality for a page compressed while its reader waits (see `encodedPage`). */
const QUICK_BROTLI = 7;

export type CareerHtml = {
  /** 404 when the release has no such career. */
  status: 200 | 404;
  page: EncodedPage;
};

/**
 * Each career's page as complete HTML, in each language: rendered with the web app's own components
 * from the career's data as the API sends it, once per catalogue release and language, and kept
 * with its compressed copies. Null when the page can't be rendered here (the browser then renders it
 * from the API's answer). Renders run in a worker thread, one at a time, as the words' language is
 * the renderer's global state; there are as many as the release has careers (and one not-found page) per language, so
 * nobody can make the server render without end. A render that takes longer than its time limit
 * is stopped, and that page is left to the browser for a while, so one stuck page never holds the
 * others.
 */
export function careerHtml(options: {
  renderer: string;
  template: (locale: Locale) => string | null;
  slots: CareerSlots;
  careers: CareerPages;
  origin: string;
  release: () => string | null;
  log: FastifyBaseLogger;
  /** `RENDER_TIME_LIMIT_MS` unless given (tests). */
  timeLimitMs?: number;
}) {
  const renderer = inWorker(pathToFileURL(options.renderer).href);
  const timeLimitMs = options.timeLimitMs ?? RENDER_TIME_LIMIT_MS;
  let queue: Promise<unknown> = Promise.resolve();
  // Pages whose render got stuck, and until when the browser renders them instead.
  const stuck = new LRUCache<string, true>({ max: 1000, ttl: STUCK_FOR_MS });

  /** The page's HTML, or null when it can't be rendered. */
  const render = async (code: string, locale: Locale): Promise<string | null> => {
    const template = options.template(locale);
    if (!template) return null;
    let career: CareerDetails | null = null;
    if (code !== ANY_MISSING_CODE && code !== NOT_A_CODE) {
      const written = (await options.careers(locale))?.get(code);
      // A career whose data the API can't send: the browser shows the API's answer.
      if (!written || written instanceof Error) return null;
      career = JSON.parse(written.body.toString('utf8')) as CareerDetails;
    }
    const turn = queue.then(() =>
      renderer.call<RenderedCareerPage>(
        'renderCareerPage',
        [code, career, locale, options.origin],
        timeLimitMs,
      ),
    );
    queue = turn.catch(() => undefined);
    const page = await turn;
    const { slots } = options;
    return withOnetRelease(
      template
        .replace(slots.title, () => escapeHtml(page.title))
        .replace(slots.description, () => escapeHtml(page.description))
        .replace(slots.head, () => page.head)
        .replace(slots.root, () => page.html)
        .replace(slots.seed, () => page.seed),
      options.release(),
    );
  };

  // Rendered pages with their compressed copies, the least recently read dropped first; readers
  // arriving together while one renders wait for that one.
  const kept = new LRUCache<string, EncodedPage, { code: string; locale: Locale }>({
    maxSize: KEPT_BYTES,
    // The page, plus its compressed copies (about a fifth as much again).
    sizeCalculation: (page) => Math.ceil(page.identity.length * 1.2),
    fetchMethod: async (_key, _stale, { context }) => {
      const html = await render(context.code, context.locale);
      return html === null ? undefined : encodedPage(html, { brotliQuality: QUICK_BROTLI });
    },
  });
  const renderedOnce = async (
    code: string,
    locale: Locale,
    mayRender: () => Promise<boolean>,
  ): Promise<EncodedPage | null> => {
    const key = `${options.release()}:${locale}:${code}`;
    // Asked again, a stuck page would hold every page behind it for the whole time limit.
    if (stuck.has(key)) return null;
    // Only a page not rendered yet costs the renderer's time, so only those count against the
    // asker; past their share the browser renders the page instead.
    if (!kept.has(key) && !(await mayRender())) return null;
    try {
      return (await kept.fetch(key, { context: { code, locale } })) ?? null;
    } catch (error: unknown) {
      if (error instanceof RenderTimeoutError) stuck.set(key, true);
      options.log.error({ err: error, code, locale }, 'A career page could not be rendered.');
      return null;
    }
  };

  /**
   * A career's page in a language, or null when it can't be rendered here. `mayRender` says whether
   * the asker may have a page rendered that isn't kept yet (their limit).
   */
  const pageFor = async (
    code: string,
    locale: Locale,
    mayRender: () => Promise<boolean> = async () => true,
  ): Promise<CareerHtml | null> => {
    const wellFormed = CAREER_CODE.test(code);
    const known = wellFormed && Boolean((await options.careers(locale))?.has(code));
    const page = await renderedOnce(
      known ? code : wellFormed ? ANY_MISSING_CODE : NOT_A_CODE,
      locale,
      mayRender,
    );
    if (!page) return null;
    if (known) return { status: 200, page };
    // The code, checked above to be digits, dots and dashes only, is safe to show as it is.
    return {
      status: 404,
      page: wellFormed
        ? encodedPage(page.identity.replaceAll(ANY_MISSING_CODE, code), {
            brotliQuality: QUICK_BROTLI,
          })
        : page,
    };
  };
  return { pageFor, close: () => renderer.close() };
}

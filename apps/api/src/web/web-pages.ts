import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ONET_ATTRIBUTION } from '@pathwise/contract';
import {
  type PagesManifest,
  escapeHtml,
  pageReadsQuery,
  pagesManifestSchema,
} from '@pathwise/contract/pages';
import {
  DEFAULT_LOCALE,
  LOCALE_DIRECTION,
  type Locale,
  localeOfPath,
  withoutLocale,
} from '@pathwise/i18n/locales';

/** The shell (the empty page the client renders) in a language: `lang` and `dir` set before any script. */
const shellIn = (shell: string, locale: Locale) =>
  shell.replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${LOCALE_DIRECTION[locale]}"`);

/**
 * A page for an address; `key` names it when it is the same for every address it answers, and
 * `canonical` is the address (without a query) it is the page of, when it has one.
 */
export type PageAnswer = { status: 200 | 404; html: string; key?: string; canonical?: string };

/** Whether a path fits a route pattern, where ":name" stands for one segment. */
function fits(pattern: string, path: string) {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

export function readWebIndex(dir: string) {
  try {
    return readFileSync(join(dir, 'index.html'), 'utf8');
  } catch {
    throw new Error(`No built web app in ${dir}: build it first (npx nx build @pathwise/web).`);
  }
}

/**
 * The built web app's pages: the routes the build rendered to HTML, the not-found page, and the
 * shell (index.html, an empty page the client renders) for every other route. A build without
 * prerendered pages (pages/pages.json) answers every route with the shell.
 */
export function readWebPages(dir: string) {
  const shell = readWebIndex(dir);
  let manifest: PagesManifest | null = null;
  try {
    manifest = pagesManifestSchema.parse(
      JSON.parse(readFileSync(join(dir, 'pages/pages.json'), 'utf8')),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const read = (file: string) => readFileSync(join(dir, 'pages', file), 'utf8');
  const pages = new Map(
    Object.entries(manifest?.pages ?? {}).map(([path, file]) => [path, read(file)]),
  );
  const notFoundPages = new Map(
    Object.entries(manifest?.notFound.files ?? {}).map(([locale, file]) => [locale, read(file)]),
  );
  // The shell in each language the build wrote it in (its description and no-script words).
  const shells = new Map(
    Object.entries(manifest?.shells ?? {}).map(([locale, file]) => [locale, read(file)]),
  );
  const shellOf = (locale: Locale) => shells.get(locale) ?? shellIn(shell, locale);
  const notFoundIn = (locale: Locale) =>
    notFoundPages.get(locale) ?? notFoundPages.get(DEFAULT_LOCALE);
  // The page around a career, by language, which the server fills from the career's data.
  const careerTemplates = new Map(
    Object.entries(manifest?.career?.files ?? {}).map(([locale, file]) => [locale, read(file)]),
  );
  /** The not-found page (404) in the address's language, naming the address. */
  const notFound = (path: string): PageAnswer => {
    const locale = localeOfPath(path);
    const page = notFoundIn(locale);
    return {
      status: 404,
      html: page
        ? page.replaceAll(manifest!.notFound.placeholder, escapeHtml(withoutLocale(path)))
        : shellOf(locale),
    };
  };
  return {
    /** Every page as built, for the inline scripts the CSP must allow. */
    all: [
      shell,
      ...pages.values(),
      ...notFoundPages.values(),
      ...shells.values(),
      ...careerTemplates.values(),
    ],
    /** The open pages the build rendered, by address (every language's). */
    openPages: [...pages.keys()],
    /** Route patterns only a signed-in person sees. */
    privateRoutes: manifest?.private ?? [],
    /**
     * Career pages: their route (without a language), the render entry's file and the template in
     * each language; null for a build without them.
     */
    career: manifest?.career
      ? {
          path: manifest.career.path,
          renderer: join(dir, manifest.career.renderer),
          slots: manifest.career.slots,
          template: (locale: Locale) =>
            careerTemplates.get(locale) ?? careerTemplates.get(DEFAULT_LOCALE) ?? null,
        }
      : null,
    /**
     * The page for an address: its prerendered HTML when it has one and the query holds none of
     * the parameters its first view reads (a campaign's `utm_source` changes nothing), the shell
     * for any other route, the not-found page otherwise.
     */
    answer(path: string, query: string): PageAnswer {
      const locale = localeOfPath(path);
      const bare = withoutLocale(path);
      const prerendered = pages.get(path);
      if (prerendered && !pageReadsQuery(manifest?.queries, bare, query))
        return { status: 200, html: prerendered, key: path, canonical: path };
      if (!manifest || manifest.routes.some((route) => fits(route, bare)))
        return { status: 200, html: shellOf(locale), key: `shell:${locale}` };
      return notFound(path);
    },
  };
}

/** The page naming its own address, without any query, for search engines and link previews. */
export const withCanonical = (html: string, address: string): string =>
  html.replace('</head>', `<link rel="canonical" href="${escapeHtml(address)}"></head>`);

/**
 * The page with the O*NET release the catalogue holds: named in a meta tag (read by
 * `OnetAttribution`) and in the credit the build rendered without it.
 */
export function withOnetRelease(html: string, release: string | null): string {
  if (!release || !/^\d{1,2}\.\d{1,2}$/.test(release)) return html;
  return html
    .replace('</head>', `<meta name="onet-release" content="${release}"></head>`)
    .replaceAll(ONET_ATTRIBUTION.text(null), ONET_ATTRIBUTION.text(release))
    .replaceAll(
      /<span data-onet-release="">[^<]*<\/span>/g,
      `<span data-onet-release=""> ${release}</span>`,
    );
}

export type EncodedPage = ReturnType<typeof encodedPage>;

/**
 * A page's bytes in each encoding, compressed once when first asked for: brotli at its best by
 * default; `brotliQuality` lower for a page made while someone waits (a career page: quality 11
 * takes some 200 ms for 13% fewer bytes than 7, which takes 4).
 */
export function encodedPage(
  html: string,
  { brotliQuality = constants.BROTLI_MAX_QUALITY }: { brotliQuality?: number } = {},
) {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity: html,
    br: () =>
      (br ??= brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      })),
    gzip: () => (gzip ??= gzipSync(html, { level: 9 })),
  };
}

export type WebPages = ReturnType<typeof readWebPages>;

import type { FastifyInstance } from 'fastify';
import { LOCALES, pathInLocale, withoutLocale } from '@pathwise/i18n/locales';
import type { CareerPages } from '../services/career-pages';
import type { WebPages } from './web-pages';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The sitemap and robots.txt depend on nobody who asks, and change only with a build or an import. */
export const PUBLIC_HOUR = 'public, max-age=3600';

export const SITEMAP_PATH = '/sitemap.xml';

/** /sitemap.xml: every open page and every career's page, in each language. */
export function registerSitemap(
  app: FastifyInstance,
  options: {
    pages: WebPages;
    careers: CareerPages;
    origin: string;
    release: () => string | null;
  },
) {
  const { pages, careers, origin } = options;
  const careerPath = pages.career?.path;
  let written: { release: string | null; xml: string } | null = null;

  async function sitemap(): Promise<string> {
    const release = options.release();
    if (written?.release === release) return written.xml;
    // The codes the release has, each with a page that renders (one in English means all languages).
    const english = await careers('en');
    const codes = [...(english ?? [])]
      .flatMap(([code, page]) => (page instanceof Error ? [] : [code]))
      .sort();
    const addresses = [
      // The career page without a career only asks which one.
      ...pages.openPages.filter((path) => withoutLocale(path) !== careerPath),
      ...(careerPath
        ? LOCALES.flatMap((locale) =>
            codes.map((code) => `${pathInLocale(careerPath, locale)}?code=${code}`),
          )
        : []),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...addresses.map((address) => `<url><loc>${escapeXml(origin + address)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    written = { release, xml };
    return xml;
  }

  app.get(SITEMAP_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', PUBLIC_HOUR)
      .type('application/xml; charset=utf-8')
      .send(await sitemap()),
  );
}

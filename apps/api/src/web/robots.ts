import type { FastifyInstance } from 'fastify';
import { LOCALES, pathInLocale } from '@pathwise/i18n/locales';
import { PUBLIC_HOUR, SITEMAP_PATH } from './sitemap';
import type { WebPages } from './web-pages';

/** /robots.txt: points to the sitemap and keeps the API and signed-in pages out of search engines. */
export function registerRobots(app: FastifyInstance, options: { pages: WebPages; origin: string }) {
  const { privateRoutes } = options.pages;
  // A route under another one listed (/v2/pg-profile/favorites under /v2/pg-profile/) goes unsaid.
  const listed = privateRoutes.filter(
    (route) => !privateRoutes.some((other) => other !== route && route.startsWith(other)),
  );
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    ...LOCALES.flatMap((locale) =>
      listed.map((route) => `Disallow: ${pathInLocale(route, locale)}`),
    ),
    '',
    `Sitemap: ${options.origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', PUBLIC_HOUR).type('text/plain; charset=utf-8').send(robots),
  );
}

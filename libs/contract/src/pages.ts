// The built web app's pages, as the build writes them and the API serves them. Imported by the
// build's config too, so its own imports name their files in full.
export { escapeHtml } from './lib/escape-html.ts';
export { pageReadsQuery } from './lib/page-query.ts';
export { type CareerSlots, type PagesManifest, pagesManifestSchema } from './lib/pages-manifest.ts';

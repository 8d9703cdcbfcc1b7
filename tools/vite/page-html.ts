import { type CareerSlots, escapeHtml } from '../../libs/contract/src/pages.ts';

/** index.html's words in a page's language, as the render entry gives them. */
export type PageWords = {
  description: string;
  noscript: string;
  /** Said to screen readers when a press waits for the app (apps/web/src/early-clicks.ts). */
  waiting: string;
};

/** What the server fills in a career page's template, each marked once. */
export const CAREER_SLOTS = {
  title: '__PATHWISE_TITLE__',
  description: '__PATHWISE_DESCRIPTION__',
  head: '<!--pathwise:head-->',
  root: '<!--pathwise:root-->',
  seed: '<!--pathwise:seed-->',
} as const satisfies CareerSlots;

/**
 * The built index.html with `script` (inline) in place of its module script and preloads: the page
 * is complete without them, and the script starts them once it has loaded and been painted.
 */
export function withPageScript(template: string, script: string): string {
  const withoutScripts = template
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (withoutScripts.includes('type="module"')) throw new Error('index.html has another script.');
  return withoutScripts.replace('</body>', () => `<script>${script}</script></body>`);
}

/** The language is on <html> before any script runs, and index.html's words are in it. */
export const inLanguage = (
  html: string,
  words: PageWords,
  locale: string,
  direction: 'ltr' | 'rtl',
) =>
  html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${direction}"`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, before: string, after: string) => `${before}${escapeHtml(words.description)}${after}`,
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeHtml(words.noscript)}</noscript>`,
    )
    .replace(/<body>/, () => `<body data-waiting="${escapeHtml(words.waiting)}">`);

/**
 * The page with its rendered content, its title (as HTML) and more tags for its <head>; each put in
 * as it is (no `$` patterns).
 */
export const filled = (html: string, page: { root: string; title: string; head: string }) =>
  html
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
    .replace('</head>', () => `${page.head}</head>`);

/** A career's page with its slots: the server fills them from the career's data. */
export const careerTemplate = (html: string) =>
  filled(html, {
    root: CAREER_SLOTS.root,
    title: CAREER_SLOTS.title,
    head: CAREER_SLOTS.head,
  }).replace('</body>', `${CAREER_SLOTS.seed}</body>`);

import type { ScreenName } from '@pathwise/routes';

/**
 * Which catalogues a page loads, decided once: the app (common-messages.ts, through the router's
 * lazy routes) and the preloads of prerendered pages (tools/vite/prerender.ts) both read this file,
 * which imports no code so the build can read it too. words.test.ts checks each list against what
 * the code imports.
 */

/**
 * Each folder, other than a screen's, whose catalogue (src/locales/<language>.po) holds words people
 * read: the one list, which lingui.config.ts extracts and the app loads from. Every folder under
 * libs/screens has a catalogue of its own as well.
 */
export const WORDED_LIBRARIES = [
  'apps/web',
  'libs/account',
  'libs/analytics',
  'libs/api',
  'libs/auth',
  'libs/career-facts',
  'libs/career-fits',
  'libs/career-words',
  'libs/forget-browser',
  'libs/groups',
  'libs/saved-careers',
  'libs/onboarding-questions',
  'libs/progress',
  'libs/shell',
  'libs/speech',
  'libs/theme',
  'libs/ui',
] as const;

export type WordedLibrary = (typeof WORDED_LIBRARIES)[number];

/**
 * The layout's words (header, footer, language and theme switches, analytics choices, the design
 * system's parts, route titles): loaded with the app, before its first render.
 */
export const LAYOUT_WORDS = [
  'apps/web',
  'libs/analytics',
  'libs/shell',
  'libs/theme',
  'libs/ui',
] as const satisfies readonly WordedLibrary[];

/**
 * What loads lazily after the layout: each screen library (under libs/screens, with its own
 * catalogue), the session boundary around screens that use the store, and the account corner of
 * someone signed in.
 */
export type LazyPart =
  ScreenName | 'career-layout' | 'not-found' | 'session-boundary' | 'account-slot';

/** The other libraries' words each lazy part may show, fetched beside its code. */
export const LAZY_WORDS: Record<LazyPart, readonly WordedLibrary[]> = {
  home: ['libs/career-words', 'libs/forget-browser'],
  'personality-test': ['libs/api'],
  'personality-report': [
    'libs/api',
    'libs/career-fits',
    'libs/career-words',
    'libs/progress',
    'libs/speech',
  ],
  login: ['libs/auth'],
  dashboard: ['libs/api', 'libs/career-fits', 'libs/career-words', 'libs/progress'],
  'homepage-v2': ['libs/career-words'],
  'playground-canvas': ['libs/api', 'libs/progress'],
  'playground-result': ['libs/career-words', 'libs/forget-browser', 'libs/speech'],
  onboarding: ['libs/api', 'libs/onboarding-questions', 'libs/progress'],
  'career-suggestions': [
    'libs/api',
    'libs/career-facts',
    'libs/career-words',
    'libs/forget-browser',
    'libs/saved-careers',
    'libs/onboarding-questions',
    'libs/progress',
  ],
  'career-details': [
    'libs/api',
    'libs/career-facts',
    'libs/career-words',
    'libs/saved-careers',
    'libs/progress',
  ],
  'playground-home': ['libs/api', 'libs/progress'],
  explorer: [
    'libs/api',
    'libs/career-facts',
    'libs/career-words',
    'libs/saved-careers',
    'libs/progress',
  ],
  profile: ['libs/api', 'libs/career-words', 'libs/onboarding-questions', 'libs/progress'],
  favourites: [
    'libs/api',
    'libs/career-facts',
    'libs/career-words',
    'libs/saved-careers',
    'libs/progress',
  ],
  'onboarding-data': ['libs/api', 'libs/onboarding-questions', 'libs/progress'],
  audio: ['libs/api', 'libs/progress'],
  privacy: [],
  educators: [],
  groups: ['libs/api', 'libs/groups'],
  'group-view': ['libs/api', 'libs/career-words', 'libs/groups'],
  'group-join': ['libs/api', 'libs/career-words', 'libs/groups'],
  'career-layout': [],
  'not-found': [],
  'session-boundary': [],
  'account-slot': ['libs/account', 'libs/api', 'libs/auth', 'libs/progress'],
};

/** Lazy parts that are no screen library, so have no catalogue of their own. */
const APP_PARTS = new Set<LazyPart>(['session-boundary', 'account-slot']);

/**
 * The catalogue files (from the workspace's root) that the layout and the given lazy parts show
 * words from, in one language.
 */
export function catalogueFiles(parts: readonly ('layout' | LazyPart)[], locale: string): string[] {
  const folders = parts.flatMap((part) =>
    part === 'layout'
      ? LAYOUT_WORDS
      : [...LAZY_WORDS[part], ...(APP_PARTS.has(part) ? [] : [`libs/screens/${part}`])],
  );
  return [...new Set(folders)].map((folder) => `${folder}/src/locales/${locale}.po`);
}

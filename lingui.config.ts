import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const root = import.meta.dirname;
const exclude = ['**/*.test.*', '**/*.stories.*', '**/locales/**'];

/**
 * The libraries and app whose words people read, each with a catalogue of its own under
 * src/locales: a screen's loads with its route, the others (the layout, the design system, the
 * account menu…) with the app. Libraries the API also runs (assessment, contract) carry no
 * messages: what they say is data with a language, or a code the web app puts into words.
 */
const WORDED = [
  'apps/web',
  ...[
    'account',
    'analytics',
    'api',
    'auth',
    'career-words',
    'compare',
    'progress',
    'shell',
    'speech',
    'theme',
    'ui',
  ].map((lib) => `libs/${lib}`),
  ...readdirSync(`${root}/libs/screens`).map((screen) => `libs/screens/${screen}`),
];

const catalogs = WORDED.map((dir) => ({
  path: `<rootDir>/${dir}/src/locales/{locale}`,
  include: [`<rootDir>/${dir}/src`],
  exclude,
}));

// `MESSAGES_ONLY=libs/screens/home npx lingui extract` touches that catalogue alone.
const only = process.env['MESSAGES_ONLY'];

/**
 * Messages are written in English in the code (Lingui's macros);
 * `npm run messages` extracts them, and `npm run messages:check` fails on a catalogue out of date
 * or a message without its Spanish.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: only ? catalogs.filter((c) => c.path.startsWith(`<rootDir>/${only}/`)) : catalogs,
  orderBy: 'messageId',
});

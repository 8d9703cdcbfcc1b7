import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { WORDED_LIBRARIES } from './apps/web/src/app/words.ts';

const root = import.meta.dirname;
const exclude = ['**/*.test.*', '**/*.stories.*', '**/locales/**'];

/**
 * The app's and libraries' catalogues (apps/web's words.ts keeps the one list), then each screen's.
 * Libraries the API also runs (assessment, contract) carry no Lingui messages: their texts are data
 * in each language (the personality test's items and descriptions), or codes the web app words.
 */
const WORDED = [
  ...WORDED_LIBRARIES,
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

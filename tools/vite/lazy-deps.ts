import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

const perLanguage = (dir: string, file: string) =>
  existsSync(`${modules}${dir}`)
    ? readdirSync(`${modules}${dir}`)
        .filter((language) => existsSync(`${modules}${dir}/${language}/${file}`))
        .map((language) => `${dir}/${language}/${file}`)
    : [];

/**
 * CommonJS modules the app imports only lazily (the Big Five items' answer labels and result texts,
 * one per language). Vite's dev server would discover them on first use and reload the page to
 * pre-bundle them, which breaks a running story test; listing them up front avoids that.
 */
export const lazyCommonJsDeps = [
  ...perLanguage('@bigfive-org/questions/data', 'choices.js'),
  ...perLanguage('@bigfive-org/results/lib/data', 'index.js'),
  'zod/mini',
];

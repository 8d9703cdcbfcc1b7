import tseslint from 'typescript-eslint';
import base from './eslint.config.mjs';

/**
 * The lint of `npm test` (`npm run lint:typed`): every rule of eslint.config.mjs over every
 * project's files, and typescript-eslint's recommended-type-checked rules over the shipped code.
 * It runs as one process on two TypeScript programs, the browser's (tsconfig.lint.json) and the
 * server's: a program per project, as each project's own lint target would build, took some 13
 * minutes where this takes about three.
 */
const SHIPPED = ['libs/**/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'];
const NOT_SHIPPED = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'libs/testing/**'];

/** The type-checked rules over some files, read with one TypeScript program. */
const typeChecked = (files, project, rules = {}) => ({
  files,
  ignores: NOT_SHIPPED,
  extends: [tseslint.configs.recommendedTypeCheckedOnly],
  languageOptions: { parserOptions: { project, tsconfigRootDir: import.meta.dirname } },
  rules: {
    // React calls event handlers and ignores what they return: an async handler is fine there.
    '@typescript-eslint/no-misused-promises': [
      'error',
      { checksVoidReturn: { attributes: false } },
    ],
    ...rules,
  },
});

export default tseslint.config(
  ...base,
  typeChecked(SHIPPED, './tsconfig.lint.json'),
  // The server has Node's types and no DOM: a program of its own.
  typeChecked(['apps/api/src/**/*.ts'], './apps/api/tsconfig.lint.json', {
    // Fastify awaits a plugin or a handler as an async function, whether or not it awaits.
    '@typescript-eslint/require-await': 'off',
  }),
);

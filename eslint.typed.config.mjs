import tseslint from 'typescript-eslint';
import base from './eslint.config.mjs';

/**
 * The type-checked pass (`npm run lint:typed`, part of npm test): typescript-eslint's
 * recommended-type-checked rules over the libraries' shipped code, beside every rule of
 * eslint.config.mjs. It runs as one process on one TypeScript program (tsconfig.lint.json): a
 * program per project, as each project's own lint target would build, took some 13 minutes and
 * 4 GB where this takes about one.
 */
const SHIPPED = ['libs/**/src/**/*.{ts,tsx}'];
const NOT_SHIPPED = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'libs/testing/**'];

export default tseslint.config(...base, {
  files: SHIPPED,
  ignores: NOT_SHIPPED,
  extends: [tseslint.configs.recommendedTypeCheckedOnly],
  languageOptions: {
    parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname },
  },
  rules: {
    // React calls event handlers and ignores what they return: an async handler is fine there.
    '@typescript-eslint/no-misused-promises': [
      'error',
      { checksVoidReturn: { attributes: false } },
    ],
  },
});

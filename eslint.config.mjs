import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

/** Which kinds of project may depend on which: apps compose, features use ui/data/util, nothing reaches up. */
const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:widget',
      'type:ui',
      'type:data-access',
      'type:util',
    ],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:widget', 'type:ui', 'type:data-access', 'type:util'],
  },
  // Parts several screens show that need data as well as UI; never a whole screen.
  {
    sourceTag: 'type:widget',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
  },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:testing'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:testing', 'type:util'] },
  { sourceTag: 'scope:web', notDependOnLibsWithTags: ['scope:api'] },
  { sourceTag: 'scope:api', notDependOnLibsWithTags: ['scope:web'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const STORAGE_GLOBALS = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE =
  'Only the library that owns a key touches browser storage: use its functions (progress: @pathwise/progress).';

/** Two letters in a row: words, not punctuation, numbers or a class name's single letters. */
const WORDS = '/[A-Za-z]{2,}/';
const MESSAGE_ELEMENT =
  'JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/]';
/** Props and attributes whose value people read or hear. */
const TEXT_PROPS =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|description|heading|purpose|intro|message|summary|text|caption|legend|hint|emptyText|srLabel|actionLabel|confirmLabel|cancelLabel)$/';

/** The store's hooks come typed from the libraries that own the state (useAppSelector, useAuthSelector…). */
const TYPED_HOOKS_ONLY = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message:
    'Use the typed hooks: useAppSelector / useAppDispatch (@pathwise/store) or the auth ones.',
};
/** The files that make those typed hooks. */
const TYPED_HOOK_MAKERS = ['libs/store/src/lib/make-store.ts', 'libs/auth/src/lib/auth-state.ts'];

/** Tests and stories may also use the testing helpers; shipped code may not. */
const testDepConstraints = depConstraints.map((c) =>
  ['type:app', 'type:feature', 'type:widget', 'type:ui'].includes(c.sourceTag)
    ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing'] }
    : c,
);

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/.data',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      '**/public/mockServiceWorker.js',
      '**/vite.config.*.timestamp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A cycle makes load order decide what is defined. The rule skips `import type` edges (erased
    // when built); scripts/check-cycles.ts, in npm test, catches those too.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${import.meta.dirname}/tsconfig.base.json`,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Packages from the registry never import ours back: not following them saves most of the time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API's layers (README, "Inside the API"): routes call services, services hold the rules
    // and call repositories, repositories only read and write; the domain is below them all. The
    // web folder serves the pages beside the routes, and like them reaches data through services.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/api/src`,
          zones: [
            { target: 'routes', from: 'repositories', message: 'Routes call services.' },
            { target: 'services', from: ['routes', 'web'] },
            {
              target: 'web',
              from: ['routes', 'repositories', 'db'],
              message: 'The web pages read data through services.',
            },
            { target: 'plugins', from: 'web', message: 'Plugins serve no pages.' },
            {
              target: 'repositories',
              from: ['routes', 'services', 'plugins', 'web'],
              message: 'Repositories only read and write: rules live in services.',
            },
            {
              target: 'domain',
              from: [
                'routes',
                'services',
                'repositories',
                'plugins',
                'web',
                'db',
                '../../../node_modules/fastify',
              ],
              message: 'The domain is below every layer, and free of Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    // kebab-case names; the part after the first dot (`.test`, `.stories`, `.schema`) says what kind.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Project sources; build and test configs may reach the shared tooling under tools/.
    files: ['**/src/**/*.{ts,tsx}', 'e2e/tests/**/*.ts', 'apps/api/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
          // Its main entry is small and shared; only its large texts entry is loaded lazily.
          checkDynamicDependenciesExceptions: ['@pathwise/assessment'],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: true, allow: [], depConstraints: testDepConstraints },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: TYPED_HOOK_MAKERS,
    rules: { 'no-restricted-imports': ['error', { paths: [TYPED_HOOKS_ONLY] }] },
  },
  {
    // Screens and design-system parts reach third-party services only through their own libraries.
    files: ['libs/screens/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_HOOKS_ONLY],
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Use @pathwise/auth.' },
            { group: ['posthog-js', 'posthog-js/*'], message: 'Use @pathwise/analytics.' },
            {
              group: ['@pathwise/screens-*'],
              message: 'Screens never import each other: move shared code into a lib.',
            },
            {
              group: ['@pathwise/*/src/*'],
              message: "Import a library's public entry, not its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    // Lingui's own rules, as errors: `t` inside a component or function (so it follows the
    // language), whole sentences rather than lone tags or variables, no message inside another.
    files: ['apps/web/src/**/*.{ts,tsx}', 'libs/**/src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: Object.fromEntries(
      Object.keys(lingui.configs['flat/recommended'].rules).map((rule) => [rule, 'error']),
    ),
  },
  {
    // Words people read come from the message catalogues (docs/i18n.md): no text in JSX outside
    // Lingui's <Trans>, <Plural> and <Select>, and none in the attributes and props that show text.
    files: ['apps/web/src/**/*.tsx', 'libs/**/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', 'libs/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXText[value=${WORDS}]:not(${MESSAGE_ELEMENT} JSXText)`,
          message: 'Text people read comes from the catalogues: wrap it in <Trans> (docs/i18n.md).',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=${WORDS}]`,
          message: 'Text people read comes from the catalogues: use t`…` (docs/i18n.md).',
        },
        {
          selector: `JSXElement > JSXExpressionContainer > :matches(Literal, ConditionalExpression > Literal, LogicalExpression > Literal)[value=${WORDS}]`,
          message: 'Text people read comes from the catalogues: use t`…` (docs/i18n.md).',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > :matches(Literal[value=${WORDS}], ConditionalExpression > Literal[value=${WORDS}], TemplateLiteral > TemplateElement[value.raw=${WORDS}])`,
          message: 'Text people read comes from the catalogues: use t`…` (docs/i18n.md).',
        },
        {
          selector: `Property[key.name=${TEXT_PROPS}] > :matches(Literal[value=${WORDS}], TemplateLiteral > TemplateElement[value.raw=${WORDS}])`,
          message: 'Text people read comes from the catalogues: use t`…` or msg`…` (docs/i18n.md).',
        },
      ],
    },
  },
  {
    // Browser storage is read and written only by the library that owns the key (every key is in
    // libs/browser-keys): progress by libs/progress, each setting by its own library. Others ask it.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/**/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      'libs/testing/**',
      ...['progress', 'analytics', 'auth', 'i18n', 'shell', 'speech', 'theme'].map(
        (owner) => `libs/${owner}/src/**`,
      ),
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...STORAGE_GLOBALS.map((name) => ({ name, message: STORAGE_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) =>
          STORAGE_GLOBALS.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
        ),
      ],
    },
  },
);

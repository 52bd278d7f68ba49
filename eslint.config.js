import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The SPA's layers, imported one way only: shared code (api/, realtime/, session/, ui/, lib/, i18n/)
// <- features/ <- app/ <- routes/. A feature never imports another feature: what two share moves down.
const FEATURES = readdirSync('src/features')
const CORE_FOLDERS = ['api', 'realtime', 'session', 'ui', 'lib', 'i18n']
// A folder is reached by a relative path or, for a top folder, by its alias (tsconfig.json's paths).
const importsOf = (folders) => folders.flatMap((folder) => [`**/${folder}/**`, `#${folder}/**`])
const forbidImports = (files, folders, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: importsOf(folders), message }] }],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'coverage',
      'node_modules',
      'src/routeTree.gen.ts',
      'contract/schema.d.ts',
      'test-results',
      'playwright-report',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React lives in the SPA and the tests that render it.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // An import circle makes a module's meaning depend on which side loads first: none is allowed.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // One lint run reads each file once; the default 30 s cache lifetime made it re-parse them.
      'import-x/cache': { lifetime: Infinity },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A climb of three folders or more reads badly and breaks when a file moves: such an import
    // reaches another top folder, through its alias (#contract/, #src/... in tsconfig.json).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration',
          'ImportExpression',
          'ExportNamedDeclaration',
          'ExportAllDeclaration',
        ].map((node) => ({
          selector: `${node}[source.value=/^(\\.\\.\\/){3}/]`,
          message:
            'Import another top folder through its alias (#contract/, #src/...), not ../../../.',
        })),
      ],
    },
  },
  forbidImports(
    CORE_FOLDERS.map((folder) => `src/${folder}/**`),
    ['features', 'app', 'routes'],
    'Shared code serves every feature and knows none of them.',
  ),
  ...FEATURES.map((feature) =>
    forbidImports(
      [`src/features/${feature}/**`],
      ['app', 'routes', ...FEATURES.filter((other) => other !== feature)],
      'A feature imports shared code only: move what two features share into a shared folder.',
    ),
  ),
  forbidImports(
    ['src/app/**'],
    ['routes'],
    'The shell is composed by the routes, not the reverse.',
  ),
  forbidImports(
    ['scripts/**', 'bench/**'],
    ['tests'],
    'Scripts and benchmarks import what they share with the tests from tooling/, never tests/.',
  ),
  forbidImports(
    ['tooling/**'],
    ['tests', 'scripts', 'bench'],
    'tooling/ serves the tests, scripts and benchmarks, and imports none of them.',
  ),
  {
    // Every browser test records which transitions the pages' machines took, for the evidence file.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                'Take `test` from tests/support/e2e/demo-sessions.ts, which records what the pages took.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is what the SPA and the backend share: it depends on neither.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['src', 'server', 'machines'].flatMap((folder) => [
              `../${folder}/*`,
              `#${folder}/*`,
            ]),
            'react',
            'xstate',
          ],
        },
      ],
    },
  },
  {
    // Machines are pure logic: they may import xstate and each other, nothing from the app.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            '../src/*',
            '../server/*',
            '#src/*',
            '#server/*',
            'openapi-fetch',
            'socket.io-client',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch'],
    },
  },
)

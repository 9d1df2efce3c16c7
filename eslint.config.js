// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const regexp = require('eslint-plugin-regexp');

module.exports = tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.e2e-data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs}', '*.{js,ts}', 'e2e/**/*.ts', '__mocks__/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts the browser tests serve to pages.
    files: ['e2e/support/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A pattern that backtracks super-linearly lets one request hold the server: none may land.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' }],
    },
  },
  {
    // Module augmentation needs `interface`.
    files: [
      'src/server/app.ts',
      'src/server/plugins/authenticate.ts',
      'src/server/plugins/limits.ts',
      'src/server/plugins/realtime.ts',
      'src/client/theme/create-app-theme.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);

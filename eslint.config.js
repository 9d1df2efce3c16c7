// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const regexp = require('eslint-plugin-regexp');
const importX = require('eslint-plugin-import-x');
const jest = require('eslint-plugin-jest');
const playwright = require('eslint-plugin-playwright');
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

/** The folders under `folder`: the lint's tables are read from them, so none can be forgotten. */
const foldersOf = (folder) =>
  readdirSync(path.join(__dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/*
 * The client's layers. Imports run one way:
 *   src/shared ← client/{config, session, state, api, components, i18n, theme} ← client/features/* ← client/app
 * Features never import each other: they meet in app/ (composition) or through the session events.
 */
const CLIENT = './src/client';
const LOWER_LAYERS = ['api', 'components', 'config', 'i18n', 'session', 'state', 'theme'].map((folder) => `${CLIENT}/${folder}`);
const FEATURES = foldersOf('src/client/features');
/*
 * The exceptions, kept short on purpose: the settings' General page shows the account's sections
 * (app/routes.tsx names that page), and the Google Business Profile card and the suspicious-wave banner show
 * where the owner needs them (settings, reviews, dashboard). Composing them in app/ instead would lift these.
 */
const COMPOSES = {
  settings: ['account', 'google'],
  reviews: ['google', 'review-integrity'],
  dashboard: ['google', 'review-integrity'],
};
const layerZones = [
  // Nothing below app/ reaches up into it.
  { target: [...LOWER_LAYERS, `${CLIENT}/features`], from: `${CLIENT}/app`, message: 'Only app/ composes: move what you need down.' },
  // The lower layers know no feature.
  { target: LOWER_LAYERS, from: `${CLIENT}/features`, message: 'A lower layer must not import a feature: move the shared part down.' },
  // A feature imports no other feature.
  ...FEATURES.map((feature) => ({
    target: `${CLIENT}/features/${feature}`,
    from: `${CLIENT}/features`,
    except: [feature, ...(COMPOSES[feature] ?? [])].map((allowed) => `./${allowed}`),
    message: 'Features do not import each other: compose them in app/, or react to a session event.',
  })),
  // The shared code runs on both sides and imports neither.
  { target: './src/shared', from: [CLIENT, './src/server'], message: 'src/shared is isomorphic: it imports neither side.' },
  { target: CLIENT, from: './src/server', message: 'The client never imports server code: share it through src/shared.' },
];

/*
 * The server's modules, and the others each one may use (through their index.ts). A module above uses those below,
 * never back: the reviews module reads subscriptions, the AI module reads reviews. The list of modules is read from
 * the folders: a new module stops the lint until it is given its line here, and every module has an index.ts.
 * Tests and their helpers may compose several modules to set up a case.
 */
const SERVER_MODULES = './src/server/modules';
const MODULE_USES = {
  ai: ['alerts', 'review-text', 'reviews', 'subscriptions'],
  alerts: ['organizations', 'subscriptions'],
  auth: [],
  dashboard: ['subscriptions'],
  digest: ['dashboard', 'organizations', 'subscriptions'],
  game: ['reviews', 'subscriptions'],
  google: ['alerts', 'subscriptions'],
  'google-profile': ['ai', 'google', 'subscriptions'],
  health: [],
  legal: [],
  onboarding: ['auth', 'organizations', 'reviews'],
  organizations: ['subscriptions'],
  payments: ['subscriptions'],
  'review-requests': ['reviews', 'subscriptions'],
  'review-sources': ['review-text', 'reviews', 'subscriptions'],
  'review-text': [],
  reviews: ['alerts', 'google', 'review-text', 'subscriptions'],
  subscriptions: [],
  sync: ['alerts', 'reviews', 'subscriptions'],
  users: ['ai', 'auth', 'organizations', 'subscriptions'],
  widgets: ['reviews', 'subscriptions'],
};
for (const name of foldersOf(SERVER_MODULES)) {
  if (!(name in MODULE_USES)) throw new Error(`eslint.config.js: say in MODULE_USES which modules src/server/modules/${name} may use.`);
  if (!existsSync(path.join(__dirname, SERVER_MODULES, name, 'index.ts')))
    throw new Error(`src/server/modules/${name} has no index.ts: a module shows other modules its public face there.`);
}
for (const name of Object.keys(MODULE_USES))
  if (!existsSync(path.join(__dirname, SERVER_MODULES, name)))
    throw new Error(`eslint.config.js: MODULE_USES names a module that is gone: ${name}.`);
const moduleZones = Object.entries(MODULE_USES).map(([name, uses]) => ({
  target: `${SERVER_MODULES}/${name}`,
  from: SERVER_MODULES,
  except: [name, ...uses].map((allowed) => `./${allowed}`),
  message: `modules/${name} may use only ${uses.join(', ') || 'no other module'} (MODULE_USES in eslint.config.js): a module never uses one above it.`,
}));

module.exports = tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-floor/',
      'node_modules/',
      'data/',
      '.e2e-data/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs,ts}', '*.{js,ts}', 'e2e/**/*.ts', '__mocks__/**/*.js'],
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
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs,ts}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts', 'src/server/modules/**/test-*.ts', 'src/server/modules/users/account-fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones] }] },
  },
  {
    // Tests and their helpers compose a whole app (a store with every feature) to drive it, so they may cross
    // the layers; they still may not form an import cycle.
    files: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**', 'src/shared/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // A test that cannot fail is worse than none: no focused or skipped tests, every expect finished, every test
    // asserting. The project's assertion helpers are named expect… (expectLanding, expectMigrated) and count as asserting.
    files: ['src/**/*.test.{ts,tsx}'],
    plugins: { jest },
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/valid-expect': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      // A test says one thing on every run: no branch that can skip an assertion or change what is asserted (build
      // the cases with it.each or a table outside the test), and a title that says what it checks.
      'jest/no-conditional-expect': 'error',
      'jest/no-conditional-in-test': 'error',
      'jest/valid-title': 'error',
      // A test that needs an outside engine is declared with itWith (src/server/test-skips.ts), which skips it with
      // the reason in its title when the engine is not configured.
      'jest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['itWith'] }],
    },
  },
  {
    // The browser journeys: Playwright's recommended rules (no fixed waits, no networkidle, no branch in a test).
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // The accessibility journeys assert in auditRoute (axe finds nothing, the screen is ready).
      'playwright/expect-expect': ['warn', { assertFunctionNames: ['auditRoute'] }],
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
    // Screens decide by the error's code (`errorCodeOf`), never its HTTP status: a status says little (404 is a missing
    // listing, game or route) and moves when a route changes. Only the error screens, named after statuses by the
    // product, and the API layer's forced logout (a 403 on any call) read statuses.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**', 'src/client/api/api-error.ts', 'src/client/components/errors/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/api-error'], importNames: ['statusOf'], message: 'Decide by the error code: errorCodeOf.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' },
        {
          selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[raw=/^[45][0-9][0-9]$/]',
          message: 'Decide by the error code (errorCodeOf), not by an HTTP status.',
        },
      ],
    },
  },
  {
    // A server module uses another only through that module's public index (modules/<name>/index.ts), never one of
    // its files: what a module exports there is its contract, and its routes, the HTTP edge mounted by
    // src/server/routes.ts, are never in it. What two modules' routes share lives in plugins/ or src/shared (the
    // request's scope, the id params). Tests and their helpers may reach into other modules to set up a case.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts', 'src/server/modules/**/test-*.ts', 'src/server/modules/users/account-fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/',
              message: "Import another module through its public index ('../<module>'); its routes are never part of it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Module augmentation needs `interface` (the MUI theme, Fastify, and each slice's key in the client's AppState).
    files: [
      'src/client/state/app-state.ts',
      'src/client/features/*/*-slice.ts',
      'src/client/api/base-api.ts',
      'src/server/services.ts',
      'src/server/plugins/authenticate.ts',
      'src/server/plugins/limits.ts',
      'src/server/plugins/realtime.ts',
      'src/server/plugins/security-headers.ts',
      'src/client/theme/create-app-theme.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);

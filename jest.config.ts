import type { Config } from 'jest';

// Type checking is `npm run typecheck`'s job; here we only transpile, to CommonJS.
const tsJest = (module: string, moduleResolution: string): [string, Record<string, unknown>] => [
  'ts-jest',
  { isolatedModules: true, tsconfig: { jsx: 'react-jsx', module, moduleResolution, ignoreDeprecations: '6.0' } },
];

// Dates are shown in the machine's time zone: the tests' expected texts are written for UTC, whatever the machine's.
process.env.TZ = 'UTC';

const config: Config = {
  // Real services (a database per app, the Auth emulator, SMTP) are slower than mocks: on a loaded two-core machine two
  // apps built at once on PGlite (then migrating 24 migrations each) passed 60 s. The timeout only catches hangs. A
  // global option: Jest ignores testTimeout inside a project.
  testTimeout: 180_000,
  // Two suites at once even on two cores (Jest's default there is one): they mostly wait on the database, the identity
  // emulator and the mail server, and each worker has its own databases (src/server/test-engines.ts). The whole run
  // took 18 minutes instead of about 30.
  maxWorkers: 2,
  // A worker is replaced once a suite leaves it above this much memory. A worker kept for the whole run slowed down as
  // it aged (each suite leaves its module registry behind): late suites took 8 to 10 times their time alone (78 s for
  // one of 9 s), and the run took 18 to 21 minutes; with fresh workers it took under 9, every suite near its own time.
  workerIdleMemoryLimit: '700MB',
  // A handle a suite leaves open must not turn CI's finished run into a timeout; locally Jest's warning names the leak.
  forceExit: process.env.CI === 'true',
  // The slowest suites and their durations, printed at the end: CI's log says where Jest's time goes.
  reporters: ['default', '<rootDir>/scripts/slowest-suites-reporter.js'],
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      // src/widget: the owners' sites' script, tested in the same browser-like environment.
      roots: ['<rootDir>/src/client', '<rootDir>/src/shared', '<rootDir>/src/widget'],
      transform: { '^.+\\.tsx?$': tsJest('commonjs', 'node10') },
      moduleNameMapper: {
        '\\.(css|less|scss)$': '<rootDir>/__mocks__/style-mock.js',
        '\\.(png|jpe?g|gif|svg|webp|woff2?)$': '<rootDir>/__mocks__/file-mock.js',
      },
      setupFiles: ['<rootDir>/src/client/test/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/client/test/setup-tests.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server'],
      globalSetup: '<rootDir>/src/server/jest-global-setup.ts',
      globalTeardown: '<rootDir>/src/server/jest-global-teardown.ts',
      // node16 keeps `import()` as is, so ES-module-only packages (DiceBear) load as in production.
      transform: { '^.+\\.tsx?$': tsJest('node16', 'node16') },
    },
  ],
};

export default config;

import { withoutTrailingSlashes } from '../../shared/validation/text-rules';

/**
 * Build-time configuration. webpack's DefinePlugin replaces each `process.env.X`
 * below with the value it had at build time, so every variable is named in full.
 */
export type ClientConfig = {
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; authEmulatorUrl: string | null };
};

export class MissingConfigError extends Error {
  constructor(variable: string) {
    super(`Bonavis cannot start: ${variable} is missing from the build configuration (see .env.example).`);
    this.name = 'MissingConfigError';
  }
}

type BuildEnv = Record<string, string | undefined>;

function buildEnv(): BuildEnv {
  return {
    API_BASE_URL: process.env.API_BASE_URL,
    FIREBASE_API_KEY: process.env.FIREBASE_API_KEY,
    FIREBASE_AUTH_DOMAIN: process.env.FIREBASE_AUTH_DOMAIN,
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_URL: process.env.FIREBASE_AUTH_EMULATOR_URL,
  };
}

function required(env: BuildEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new MissingConfigError(name);
  return value;
}

export function readClientConfig(env: BuildEnv = buildEnv()): ClientConfig {
  return {
    apiBaseUrl: withoutTrailingSlashes(required(env, 'API_BASE_URL')),
    firebase: {
      apiKey: required(env, 'FIREBASE_API_KEY'),
      authDomain: required(env, 'FIREBASE_AUTH_DOMAIN'),
      projectId: required(env, 'FIREBASE_PROJECT_ID'),
      authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL?.trim() || null,
    },
  };
}

let cached: ClientConfig | undefined;

/** The configuration, read once; throws MissingConfigError when the build lacks it. */
export function clientConfig(): ClientConfig {
  cached ??= readClientConfig();
  return cached;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The outside engines some server suites also run on. A run that is meant to have them says so in
 * BONAVIS_REQUIRE_ENGINES (`.ci/run` sets it for each engine it provides): then a suite whose engine
 * is not configured fails instead of skipping. Without it, a local run skips them and the global
 * setup says once which suites ran without them.
 */
export type Engine = 'postgres' | 'redis';

const ENGINES: Record<Engine, { variable: 'DATABASE_URL' | 'REDIS_URL'; name: string; usedBy: RegExp }> = {
  postgres: { variable: 'DATABASE_URL', name: 'PostgreSQL', usedBy: /testDatabases\(|engineUrl\('postgres'\)/ },
  redis: { variable: 'REDIS_URL', name: 'Redis', usedBy: /engineUrl\('redis'\)/ },
};

/**
 * Set by the Jest global setup: the file of a migrated PGlite's data dir tarball. Each test app's in-memory database
 * starts as its own copy of it instead of migrating an empty one; without it (a bench, a script) each migrates.
 */
export const MIGRATED_PGLITE = 'BONAVIS_MIGRATED_PGLITE';

/** A fresh in-memory PGlite of its own, already migrated when the global setup made the copy to start from. */
export function memoryPglite(): { kind: 'pglite'; dataDir: string; startFrom?: string } {
  const startFrom = process.env[MIGRATED_PGLITE];
  return { kind: 'pglite', dataDir: 'memory://', ...(startFrom ? { startFrom } : {}) };
}

/** The engines this run must have, from BONAVIS_REQUIRE_ENGINES (`postgres,redis`); an unknown name is an error. */
export function requiredEngines(): Engine[] {
  const listed = (process.env.BONAVIS_REQUIRE_ENGINES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of listed) {
    if (!(name in ENGINES)) throw new Error(`BONAVIS_REQUIRE_ENGINES names an unknown engine "${name}" (known: postgres, redis)`);
  }
  return listed as Engine[];
}

/** What is wrong when a required engine is not configured, or null. */
function missingRequired(engine: Engine): string | null {
  const { variable, name } = ENGINES[engine];
  if (process.env[variable] || !requiredEngines().includes(engine)) return null;
  return `${name} is required by BONAVIS_REQUIRE_ENGINES=${process.env.BONAVIS_REQUIRE_ENGINES} but ${variable} is not set: its suites would be skipped`;
}

/**
 * Each Jest worker has its own PostgreSQL database (`test_w1`, `test_w2`, …, made by the global setup) and its own
 * Redis database (1, 2, …): suites in parallel workers then never meet each other's rows or jobs (a sweep or a
 * digest acts on every account in its database).
 */
export function workerEngineUrl(engine: Engine, url: string, worker: number): string {
  const parsed = new URL(url);
  if (engine === 'postgres') parsed.pathname = `${parsed.pathname.replace(/^\//, '') || 'postgres'}_w${worker}`;
  else parsed.pathname = `/${worker}`;
  return parsed.toString();
}

/** The engine's URL for a suite, or null (the suite skips it) when it is not configured and not required; throws when required. */
export function engineUrl(engine: Engine): string | null {
  const missing = missingRequired(engine);
  if (missing) throw new Error(missing);
  const url = process.env[ENGINES[engine].variable];
  if (!url) return null;
  const worker = Number(process.env.JEST_WORKER_ID);
  return worker ? workerEngineUrl(engine, url, worker) : url;
}

/** Stops the run at once when a required engine is not configured (the global setup calls it). */
export function assertRequiredEngines() {
  const missing = (Object.keys(ENGINES) as Engine[]).map(missingRequired).filter(Boolean);
  if (missing.length) throw new Error(missing.join('\n'));
}

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFilesUnder(full);
    // This module's own test names the engines without running on them.
    return entry.name.endsWith('.test.ts') && entry.name !== 'test-engines.test.ts' ? [full] : [];
  });
}

/** One line per engine that is not configured, naming the suites that ran without it; null when every engine is. */
export function enginesReport(serverFolder: string): string | null {
  const missing = (Object.keys(ENGINES) as Engine[]).filter((engine) => !process.env[ENGINES[engine].variable]);
  if (!missing.length) return null;
  const files = testFilesUnder(serverFolder);
  return missing
    .map((engine) => {
      const { variable, name, usedBy } = ENGINES[engine];
      const suites = files.filter((file) => usedBy.test(readFileSync(file, 'utf8'))).map((file) => path.relative(serverFolder, file));
      return `${name} not configured (${variable} unset): these suites run without it: ${suites.join(', ') || 'none'}`;
    })
    .join('\n');
}

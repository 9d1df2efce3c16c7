import { engineUrl, type Engine } from './test-engines';

/**
 * Tests that need an outside engine, declared once: they run when every engine's URL is configured, and otherwise
 * are registered skipped with the reason in their title, so the run's output says which engine was missing. When a
 * run requires an engine (BONAVIS_REQUIRE_ENGINES), `engineUrl` throws instead and the suite fails.
 */
const NAMES: Record<Engine, string> = { postgres: 'PostgreSQL (DATABASE_URL)', redis: 'Redis (REDIS_URL)' };

/** The title to register: the title itself when every engine is configured, else with the reason it is skipped. */
export function titleWith(engines: Engine[], title: string): { title: string; runs: boolean } {
  const missing = engines.filter((engine) => !engineUrl(engine));
  if (!missing.length) return { title, runs: true };
  return { title: `${title} [skipped: needs ${missing.map((engine) => NAMES[engine]).join(' and ')}]`, runs: false };
}

/** `it`, run only when every engine in `engines` is configured. */
export function itWith(engines: Engine[], title: string, fn: jest.ProvidesCallback, timeout?: number) {
  const declared = titleWith(engines, title);
  (declared.runs ? it : it.skip)(declared.title, fn, timeout);
}

/** `describe`, run only when every engine in `engines` is configured. */
export function describeWith(engines: Engine[], title: string, fn: () => void) {
  const declared = titleWith(engines, title);
  (declared.runs ? describe : describe.skip)(declared.title, fn);
}

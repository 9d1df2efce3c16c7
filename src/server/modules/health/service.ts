import type { FastifyInstance } from 'fastify';

type Status = 'up' | 'down';

/**
 * What anyone may read at /api/health: up or down per outside service and which kind of
 * adapter serves each concern; no host, address or project id (those are logged at start).
 */
export type HealthReport = {
  status: 'ok' | 'degraded';
  database: { status: Status };
  identity: { mode: 'emulator' | 'project'; status: Status | 'unchecked' };
  mail: { status: Status };
  adapters: Record<string, string>;
};

const PROBE_TIMEOUT_MS = 1000;
/** Probes run at most this often: a health endpoint polled hard must not become a load on SMTP or the database. */
export const HEALTH_CACHE_MS = 5000;

/** Which implementation serves each outside concern, as chosen by the configuration. */
export function activeAdapters(
  app: Pick<
    FastifyInstance,
    | 'config'
    | 'database'
    | 'identity'
    | 'mail'
    | 'storage'
    | 'maps'
    | 'payments'
    | 'aiProvider'
    | 'jobs'
    | 'googleProfile'
    | 'reviewSources'
  >,
) {
  return {
    database: app.database.kind,
    identity: app.identity.kind,
    mail: app.mail.kind,
    storage: app.storage.kind,
    maps: app.maps.kind,
    payments: app.payments.kind,
    ai: app.aiProvider.kind,
    jobs: app.jobs.kind,
    google: app.config.google.kind,
    googleProfile: app.googleProfile?.access.kind ?? 'off',
    thefork: app.reviewSources.adapters.kinds.thefork,
    tripadvisor: app.reviewSources.adapters.kinds.tripadvisor,
    facebook: app.reviewSources.adapters.kinds.facebook,
  };
}

async function isEmulatorReachable(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

const upOrDown = (up: boolean): Status => (up ? 'up' : 'down');

/**
 * Checks each outside service in parallel. Only the database decides the status code:
 * without it nothing works, while mail or identity trouble is reported as degraded.
 */
export async function checkHealth(app: FastifyInstance): Promise<HealthReport> {
  const { config, database, mail } = app;
  const { emulatorHost } = config.identity;
  const [databaseUp, identityReachable, mailReachable] = await Promise.all([
    database.ping().then(
      () => true,
      () => false,
    ),
    emulatorHost ? isEmulatorReachable(emulatorHost) : Promise.resolve(null),
    mail.isReachable(PROBE_TIMEOUT_MS),
  ]);
  return {
    status: databaseUp && identityReachable !== false && mailReachable ? 'ok' : 'degraded',
    database: { status: upOrDown(databaseUp) },
    identity: {
      mode: emulatorHost ? 'emulator' : 'project',
      status: identityReachable === null ? 'unchecked' : upOrDown(identityReachable),
    },
    mail: { status: upOrDown(mailReachable) },
    adapters: activeAdapters(app),
  };
}

/** checkHealth, answered from a report at most HEALTH_CACHE_MS old; parallel callers share one probe. */
export function cachedHealth(app: FastifyInstance, now = () => Date.now()) {
  let cached: { at: number; report: Promise<HealthReport> } | null = null;
  return () => {
    if (!cached || now() - cached.at >= HEALTH_CACHE_MS) cached = { at: now(), report: checkHealth(app) };
    return cached.report;
  };
}

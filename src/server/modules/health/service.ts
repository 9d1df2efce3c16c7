import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { MailTransport } from '../../adapters/mail/mail-transport';

export type HealthReport = {
  status: 'ok' | 'degraded';
  database: { kind: DatabaseHandle['kind']; status: 'up' | 'down' };
  identity: { mode: 'emulator' | 'project'; projectId: string; emulatorHost: string | null; reachable: boolean | null };
  mail: { transport: MailTransport['name']; target: string; reachable: boolean };
  adapters: Record<string, string>;
};

const PROBE_TIMEOUT_MS = 1000;

/** Which implementation serves each outside concern, as chosen by the configuration. */
export function activeAdapters(app: Pick<FastifyInstance, 'database' | 'identity' | 'mail' | 'storage' | 'maps' | 'payments'>) {
  return {
    database: app.database.kind,
    identity: app.identity.name,
    mail: app.mail.name,
    storage: app.storage.name,
    maps: app.maps.kind,
    payments: app.payments.kind,
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

/**
 * Checks each outside service in parallel. Only the database decides the status code:
 * without it nothing works, while mail or identity trouble is reported as degraded.
 */
export async function checkHealth(app: FastifyInstance): Promise<HealthReport> {
  const { config, database, mail } = app;
  const { emulatorHost, projectId } = config.identity;
  const [databaseUp, identityReachable, mailReachable] = await Promise.all([
    database.ping().then(
      () => true,
      () => false,
    ),
    emulatorHost ? isEmulatorReachable(emulatorHost) : Promise.resolve(null),
    mail.isReachable(PROBE_TIMEOUT_MS),
  ]);
  const identityMode = emulatorHost ? 'emulator' : 'project';
  return {
    status: databaseUp && identityReachable !== false && mailReachable ? 'ok' : 'degraded',
    database: { kind: database.kind, status: databaseUp ? 'up' : 'down' },
    identity: { mode: identityMode, projectId, emulatorHost, reachable: identityReachable },
    mail: { transport: mail.name, target: mail.target, reachable: mailReachable },
    adapters: activeAdapters(app),
  };
}

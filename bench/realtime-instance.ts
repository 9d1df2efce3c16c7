/**
 * A second API instance for `bench/realtime.ts`, in a process of its own as in production: it
 * holds the owners' sockets and receives, through the Redis adapter, what the first instance emits.
 * Tells its parent the port it listens on, and stops when told.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/test-helpers';

async function main() {
  const app = await buildApp(testConfig({ LOG_LEVEL: 'warn', TOKEN_CACHE_SECONDS: '60', REDIS_URL: process.env.REDIS_URL! }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async () => {
    await app.close();
    process.exit(0);
  });
  process.send!({ port: (app.server.address() as AddressInfo).port });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

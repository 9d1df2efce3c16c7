import type { FastifyInstance } from 'fastify';
import { cachedHealth } from './service';

export async function healthRoutes(app: FastifyInstance) {
  const health = cachedHealth(app);
  app.get('/health', async (_request, reply) => {
    const report = await health();
    return reply.status(report.database.status === 'up' ? 200 : 503).send(report);
  });
}

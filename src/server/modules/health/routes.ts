import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import { cachedHealth } from './service';

export async function healthRoutes(app: FastifyInstance) {
  const health = cachedHealth(app);
  route(app, 'health', async (_request, reply) => {
    const report = await health();
    return reply.status(report.database.status === 'up' ? 200 : 503).send(report);
  });
}

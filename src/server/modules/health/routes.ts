import type { FastifyInstance } from 'fastify';
import { checkHealth } from './service';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const report = await checkHealth(app);
    return reply.status(report.database.status === 'up' ? 200 : 503).send(report);
  });
}

import type { FastifyInstance } from 'fastify';

/** The signed-in user's organisations (`/organizations/private`). */
export async function organizationsRoutes(app: FastifyInstance) {
  app.get('/', async (request) => app.organizations.membershipsOf(request.owner.id));
}

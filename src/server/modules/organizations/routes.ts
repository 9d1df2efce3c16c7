import type { FastifyInstance } from 'fastify';

/** The signed-in user's organisations (`/organizations/private`). */
export async function organizationsRoutes(app: FastifyInstance) {
  app.get('/', async (request) => app.organizations.membershipsOf(request.owner.id));
}

/** The establishments the signed-in user sees (`/locations/private`). */
export async function establishmentsRoutes(app: FastifyInstance) {
  app.get('/', async (request) => ({ items: await app.organizations.establishmentsOf(request.owner.id) }));
}

import type { FastifyInstance } from 'fastify';
import type { LegalOperator } from '../../../shared/api/legal';
import { route } from '../../plugins/route';

/** The operator's details change only with the configuration, i.e. on a restart: browsers and proxies may keep them an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Public legal information (`/legal`): who runs the service, for the legal notice, terms of sale and privacy policy. */
export async function legalRoutes(app: FastifyInstance) {
  const { operator } = app.config;
  if (operator.unset.length > 0) {
    app.log.warn({ unset: operator.unset }, 'the legal pages show placeholders: set the OPERATOR_* variables (docs/configuration.md)');
  }

  route(app, 'legalOperator', async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return operator satisfies LegalOperator;
  });
}

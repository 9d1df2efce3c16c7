import type { FastifyInstance } from 'fastify';
import { object } from 'yup';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../shared/api/dashboard';
import { stringField } from '../../../shared/validation/string-field';
import { listingOf } from '../../plugins/authenticate';
import { premiumGate } from '../subscriptions';

const summaryQuerySchema = object({
  period: stringField('validation.period.invalid')
    .oneOf([...DASHBOARD_PERIODS], 'validation.period.invalid')
    .default('30d'),
});

/** The dashboard (`/dashboards/private`): owner-only, behind the premium gate like the other product routes. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { period: DashboardPeriod } }>(
    '/summary',
    { schema: { querystring: summaryQuerySchema }, preValidation: premiumGate },
    async (request) => {
      return app.dashboard.summary(request.owner, listingOf(request), request.query.period);
    },
  );
}

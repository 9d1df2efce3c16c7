import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../shared/api/dashboard';
import { AppError } from '../../errors';
import { premiumGate } from '../subscriptions/premium-gate';

const summaryQuerySchema = object({
  period: string()
    .oneOf([...DASHBOARD_PERIODS], 'validation.period.invalid')
    .default('30d'),
});

/** The dashboard (`/dashboards/private`): owner-only, behind the premium gate like the other product routes. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { period: DashboardPeriod } }>(
    '/summary',
    { schema: { querystring: summaryQuerySchema }, preValidation: premiumGate(app.subscriptions) },
    async (request) => {
      const listing = await app.reviews.listingOf(request.owner.id);
      if (!listing) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No listing is linked to this account yet');
      return app.dashboard.summary(request.owner, listing, request.query.period);
    },
  );
}

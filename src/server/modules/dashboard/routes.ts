import type { FastifyInstance } from 'fastify';
import { object } from 'yup';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../shared/api/dashboard';
import { reportFileName } from '../../../shared/api/monthly-report';
import type { Language } from '../../../shared/constants';
import { reportQuerySchema } from '../../../shared/validation/report-schemas';
import { stringField } from '../../../shared/validation/string-field';
import { listingOf } from '../../plugins/authenticate';
import { premiumGate } from '../subscriptions';

const summaryQuerySchema = object({
  period: stringField('validation.period.invalid')
    .oneOf([...DASHBOARD_PERIODS], 'validation.period.invalid')
    .default('30d'),
});

/**
 * The dashboard (`/dashboards/private`): owner-only, behind the premium gate like the other product routes; its
 * figures, and the monthly report of a past month as a PDF.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { period: DashboardPeriod } }>(
    '/summary',
    { schema: { querystring: summaryQuerySchema }, preValidation: premiumGate },
    async (request) => {
      return app.dashboard.summary(listingOf(request), request.query.period);
    },
  );

  app.get<{ Querystring: { month: string; language: Language } }>(
    '/report',
    { schema: { querystring: reportQuerySchema }, preValidation: premiumGate },
    async (request, reply) => {
      await app.limits.hit('report-account', request.owner.providerUid);
      const { month, language } = request.query;
      const pdf = await app.dashboard.monthlyReport(listingOf(request), month, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileName(month)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}

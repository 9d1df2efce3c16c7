import type { FastifyInstance } from 'fastify';
import { reportFileName } from '../../../shared/api/monthly-report';
import { listingOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import { premiumGate } from '../subscriptions';

/**
 * The dashboard (`/dashboards/private`): owner-only, behind the premium gate like the other product routes; its
 * figures, and the monthly report of a past month as a PDF.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  route(app, 'dashboardSummary', { preValidation: premiumGate }, async (request) =>
    app.dashboard.summary(listingOf(request), request.query.period),
  );

  route(app, 'monthlyReport', { preValidation: premiumGate }, async (request, reply) => {
    await app.limits.hit('report-account', request.owner.providerUid);
    const { month, language } = request.query;
    const pdf = await app.dashboard.monthlyReport(listingOf(request), month, language);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(month)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

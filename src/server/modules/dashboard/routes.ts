import type { FastifyInstance } from 'fastify';
import { reportFileName } from '../../../shared/api/monthly-report';
import { establishmentsOf, isNetworkRequest, listingOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import { premiumGate } from '../subscriptions';

/**
 * The dashboard (`/dashboards/private`), behind the premium gate like the other product routes: its figures, for one
 * establishment or the network (`?location=all`, `?locations=1,2`, `?group=`), the network's ranking as JSON and CSV,
 * and the monthly report of a past month as a PDF (the network's page first on a network of several).
 */
export async function dashboardRoutes(app: FastifyInstance) {
  route(app, 'dashboardSummary', { preValidation: premiumGate }, async (request) =>
    isNetworkRequest(request)
      ? app.dashboard.networkSummary(establishmentsOf(request), request.query.period)
      : app.dashboard.summary(listingOf(request), request.query.period),
  );

  route(app, 'dashboardLocations', { preValidation: premiumGate }, async (request) =>
    app.dashboard.ranking(establishmentsOf(request), request.query.period),
  );

  route(app, 'dashboardLocationsCsv', { preValidation: premiumGate }, async (request, reply) => {
    const { period, language, separator } = request.query;
    const { fileName, csv } = await app.dashboard.rankingCsv(establishmentsOf(request), period, { language, separator });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  route(app, 'monthlyReport', { preValidation: premiumGate }, async (request, reply) => {
    await app.limits.hit('report-account', request.owner.providerUid);
    const { month, language } = request.query;
    const establishments = establishmentsOf(request);
    // A scope of one (a manager narrowed to one) gets that establishment's report: a ranking of one tells nothing.
    const pdf =
      establishments.length > 1
        ? await app.dashboard.networkReport(establishments, month, language)
        : await app.dashboard.monthlyReport(establishments[0], month, language);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(month)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

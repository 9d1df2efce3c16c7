import { desc, eq, inArray } from 'drizzle-orm';
import type { EstablishmentRank } from '../../../shared/api/dashboard';
import { monthRange, previousMonthOf } from '../../../shared/api/monthly-report';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { organizations, syncJobs, type listings } from '../../db/schema';
import type { NetworkMonth } from './network';
import { writeReport } from './report-layout';
import { networkPages } from './report-network-page';
import { establishmentPages, type ReportContent } from './report-pdf';
import { fill, REPORT_TEXTS, reportFormat } from './report-texts';

type ListingRow = typeof listings.$inferSelect;

/**
 * Up to this many establishments, each one's two pages follow the network's page, in the ranking's order: one file
 * for a baker's three shops, as the digest used to attach three. Beyond, a franchise reads the ranking; a hundred more
 * pages would be neither read nor mailable, and each establishment's report is a download from its dashboard.
 */
export const ESTABLISHMENT_PAGES_UP_TO = 10;
const MOVERS = 3;

/** The establishments whose average changed most since the month before, either way (those without a change left out). */
export function moversOf(items: readonly EstablishmentRank[]): EstablishmentRank[] {
  return items
    .filter((item) => item.change !== null && item.change !== 0)
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!) || a.name.localeCompare(b.name))
    .slice(0, MOVERS);
}

type NetworkReportDependencies = {
  db: Database;
  networkMonth: (establishments: readonly ListingRow[], month: string) => Promise<NetworkMonth>;
  contentOf: (listing: ListingRow, month: string, language: Language, now: Date) => Promise<ReportContent>;
  demo: boolean;
};

/**
 * The monthly report of several establishments: the network's page (its cards, weighted by reviews as the network's
 * dashboard; the three that moved most; the ranking over the month, from the ranking's own functions), then each
 * establishment's usual pages when they are few enough.
 */
export function createNetworkReport({ db, networkMonth, contentOf, demo }: NetworkReportDependencies) {
  async function lastSyncOf(ids: number[]): Promise<Date | null> {
    const [row] = await db
      .select({ time: syncJobs.updatedAt })
      .from(syncJobs)
      .where(inArray(syncJobs.listingId, ids))
      .orderBy(desc(syncJobs.updatedAt))
      .limit(1);
    return row?.time ?? null;
  }

  return async function networkReport(
    establishments: readonly ListingRow[],
    month: string,
    language: Language,
    now = new Date(),
  ): Promise<Buffer> {
    const pagesFollow = establishments.length <= ESTABLISHMENT_PAGES_UP_TO;
    const [network, [organization], lastSyncAt] = await Promise.all([
      networkMonth(establishments, month),
      db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, establishments[0].organizationId)),
      lastSyncOf(establishments.map((place) => place.id)),
    ]);
    const ranked = network.items.map((item) => establishments.find((place) => place.id === item.locationId)!);
    const pages = pagesFollow ? await Promise.all(ranked.map((place) => contentOf(place, month, language, now))) : [];
    const { from, to } = monthRange(month);
    const count = establishments.length;
    const networkPage = networkPages({
      language,
      business: organization?.name ?? '',
      address: fill(REPORT_TEXTS[language].network.establishments, { count: reportFormat(language).integer(count) }),
      demo,
      month,
      previousMonth: previousMonthOf(month),
      range: { from: from.toISOString(), to: to.toISOString() },
      figures: network.figures,
      lastSyncAt,
      generatedAt: now,
      network: { establishments: count },
      items: network.items,
      movers: moversOf(network.items),
      pagesFollow,
      pagesUpTo: ESTABLISHMENT_PAGES_UP_TO,
    });
    return writeReport([networkPage, ...pages.map(establishmentPages)]);
  };
}

import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  REQUESTS_PAGE_SIZE,
  type RequestHistoryFilter,
  type ReviewRequest,
  type ReviewRequestPage,
} from '../../../shared/api/review-requests';
import type { Database } from '../../db/client';
import { requestContacts, reviewRequests } from '../../db/schema';
import type { ListingRow } from '../../plugins/authenticate';
import type { RequestRow } from './request-rows';

const HISTORY_FILTERS: Record<RequestHistoryFilter, SQL | undefined> = {
  all: undefined,
  sent: eq(reviewRequests.status, 'sent'),
  opened: isNotNull(reviewRequests.openedAt),
  reviewed: isNotNull(reviewRequests.reviewReceivedAt),
  waiting: inArray(reviewRequests.status, ['queued', 'postponed', 'sending']),
  refused: inArray(reviewRequests.status, ['refused', 'failed']),
};

/** The establishments whose requests are read, as the request resolved them: each row names its own. */
export type HistoryPlaces = readonly Pick<ListingRow, 'id' | 'name'>[];

const toApiRequest = (
  row: RequestRow,
  contact: { email: string | null; phone: string | null } | null,
  location: ReviewRequest['location'],
): ReviewRequest => ({
  id: row.id,
  name: row.name,
  email: contact?.email ?? null,
  phone: contact?.phone ?? null,
  channel: row.channel,
  basis: row.basis,
  status: row.status === 'sending' ? 'queued' : row.status,
  refusal: row.refusal,
  createdAt: row.createdAt.toISOString(),
  sendAfter: row.sendAfter?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  remindedAt: row.remindedAt?.toISOString() ?? null,
  openedAt: row.openedAt?.toISOString() ?? null,
  reviewReceivedAt: row.reviewReceivedAt?.toISOString() ?? null,
  location,
});

/**
 * The requests of the establishments (one, or a network request's), newest first whatever their establishment, a page
 * at a time, each naming its establishment; `total` counts them all. A request being sent shows as queued. One query
 * over the establishments' ids, through the (listing, created) index.
 */
export async function requestHistory(
  db: Database,
  places: HistoryPlaces,
  query: { status: RequestHistoryFilter; page: number },
): Promise<ReviewRequestPage> {
  const ids = places.map((place) => place.id);
  const where = and(inArray(reviewRequests.listingId, ids), HISTORY_FILTERS[query.status]);
  const [{ total }] = await db.select({ total: count() }).from(reviewRequests).where(where);
  const page = Math.min(query.page, Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE)));
  const rows = await db
    .select({ request: reviewRequests, email: requestContacts.email, phone: requestContacts.phone })
    .from(reviewRequests)
    .leftJoin(requestContacts, eq(requestContacts.id, reviewRequests.contactId))
    .where(where)
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
    .limit(REQUESTS_PAGE_SIZE)
    .offset((page - 1) * REQUESTS_PAGE_SIZE);
  const names = new Map(places.map((place) => [place.id, place.name]));
  const items = rows.map((row) => {
    const { listingId } = row.request;
    return toApiRequest(row.request, row, { id: listingId, name: names.get(listingId) ?? '' });
  });
  return { items, total, page, pageSize: REQUESTS_PAGE_SIZE };
}

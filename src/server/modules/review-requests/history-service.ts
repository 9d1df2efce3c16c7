import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  REQUESTS_PAGE_SIZE,
  type RequestHistoryFilter,
  type ReviewRequest,
  type ReviewRequestPage,
} from '../../../shared/api/review-requests';
import type { Database } from '../../db/client';
import { requestContacts, reviewRequests } from '../../db/schema';
import type { RequestRow } from './request-rows';

const HISTORY_FILTERS: Record<RequestHistoryFilter, SQL | undefined> = {
  all: undefined,
  sent: eq(reviewRequests.status, 'sent'),
  opened: isNotNull(reviewRequests.openedAt),
  reviewed: isNotNull(reviewRequests.reviewReceivedAt),
  waiting: inArray(reviewRequests.status, ['queued', 'postponed', 'sending']),
  refused: inArray(reviewRequests.status, ['refused', 'failed']),
};

const toApiRequest = (row: RequestRow, contact: { email: string | null; phone: string | null } | null): ReviewRequest => ({
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
});

/** The listing's requests, newest first, a page at a time; a request being sent shows as queued. */
export async function requestHistory(
  db: Database,
  listingId: number,
  query: { status: RequestHistoryFilter; page: number },
): Promise<ReviewRequestPage> {
  const where = and(eq(reviewRequests.listingId, listingId), HISTORY_FILTERS[query.status]);
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
  return { items: rows.map((row) => toApiRequest(row.request, row)), total, page, pageSize: REQUESTS_PAGE_SIZE };
}

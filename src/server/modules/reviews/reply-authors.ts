import { and, eq, sql } from 'drizzle-orm';
import type { Review } from '../../../shared/api/reviews';
import { firstNameOf } from '../../../shared/text';
import type { Queryable } from '../../db/client';
import { listings, organizationMembers, reviews, users } from '../../db/schema';

/** Who of the team wrote a reply (« Répondu par Sophie », or « un ancien membre » once they left). */
export type ReplyAuthor = NonNullable<Review['repliedBy']>;

/**
 * The statement, prepared once per database handle (a transaction builds its own): with the ids as two array
 * parameters, drizzle builds nothing per request (a network page named its 50 establishments as 50 parameters).
 */
const prepared = new WeakMap<Queryable, ReturnType<typeof replyAuthorsStatement>>();
function replyAuthorsStatement(db: Queryable) {
  return db
    .select({
      reviewId: reviews.id,
      name: users.name,
      member: sql<boolean>`exists (select 1 from ${organizationMembers} where ${organizationMembers.userId} = ${users.id}
        and ${organizationMembers.organizationId} = ${listings.organizationId})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.repliedBy))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(
      and(
        sql`${reviews.listingId} = any(${sql.placeholder('listingIds')}::int[])`,
        sql`${reviews.id} = any(${sql.placeholder('reviewIds')}::int[])`,
      ),
    )
    .prepare('reply_authors');
}

/**
 * The authors of the replies among `reviewIds` of the listings, by review: a member's first name, or `former` once
 * they left its organisation. Read apart from the kept review pages, so a member who leaves is « ancien membre » on
 * the next read, not at the next review written. Replies without a member author (Google, automatic) are left out.
 */
export async function replyAuthorsOf(
  db: Queryable,
  listingIds: readonly number[],
  reviewIds: readonly number[],
): Promise<Map<number, ReplyAuthor>> {
  if (reviewIds.length === 0) return new Map();
  let statement = prepared.get(db);
  if (!statement) {
    statement = replyAuthorsStatement(db);
    prepared.set(db, statement);
  }
  const rows = await statement.execute({ listingIds: [...listingIds], reviewIds: [...reviewIds] });
  return new Map(
    rows.map(({ reviewId, name, member }) => [
      reviewId,
      member ? { name: firstNameOf(name), former: false } : { name: null, former: true },
    ]),
  );
}

/** The review with its reply's author, as the team's answers show it. */
export async function withReplyAuthor(db: Queryable, listingId: number, review: Review): Promise<Review> {
  if (!review.hasResponse) return { ...review, repliedBy: null };
  const authors = await replyAuthorsOf(db, [listingId], [review.id]);
  return { ...review, repliedBy: authors.get(review.id) ?? null };
}

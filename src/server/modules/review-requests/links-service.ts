import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { NamedBusiness } from '../../../shared/french-names';
import { listings, requestContacts, requestSuppressions, reviewRequestSettings, reviewRequests } from '../../db/schema';
import { reviewUrlOf } from '../reviews';
import type { RequestsContext } from './request-rows';

/** The links a customer follows: the listing's `/r/` link to Google's form, a request's own (its open), unsubscribing. */
export function createRequestLinks({ db, now }: RequestsContext) {
  /** `/r/<slug>`: the listing's Google form, or null for an unknown slug. */
  async function reviewFormOf(slug: string): Promise<string | null> {
    const [row] = await db
      .select({ listing: listings })
      .from(reviewRequestSettings)
      .innerJoin(listings, eq(listings.id, reviewRequestSettings.listingId))
      .where(eq(reviewRequestSettings.slug, slug));
    return row ? reviewUrlOf(row.listing) : null;
  }

  /** `/r/<slug>/<token>` followed by a person: the request's first open is counted; the same form as everyone's. */
  async function open(slug: string, token: string): Promise<string | null> {
    const form = await reviewFormOf(slug);
    if (form) {
      await db
        .update(reviewRequests)
        .set({ openedAt: sql`coalesce(${reviewRequests.openedAt}, ${now().toISOString()}::timestamptz)` })
        .where(eq(reviewRequests.token, token));
    }
    return form;
  }

  /** Whom a request's unsubscribe link concerns, read only (the link's page): null for an unknown token. */
  async function unsubscribeTargetOf(token: string) {
    const [row] = await db
      .select({ contact: requestContacts, business: { name: listings.name, nameKeepsArticle: listings.nameKeepsArticle } })
      .from(reviewRequests)
      .innerJoin(requestContacts, eq(requestContacts.id, reviewRequests.contactId))
      .innerJoin(listings, eq(listings.id, reviewRequests.listingId))
      .where(eq(reviewRequests.token, token));
    return row ?? null;
  }

  /** The language and business of the unsubscribe page, without changing anything; null for an unknown token. */
  async function unsubscribeTarget(token: string): Promise<{ language: Language; business: NamedBusiness } | null> {
    const row = await unsubscribeTargetOf(token);
    return row && { language: row.contact.language as Language, business: row.business };
  }

  /**
   * The unsubscription (the page's button, or the mail client's one-click POST): the contact's address and number go
   * on the listing's suppression list for ever (again and again without harm). Null for an unknown token.
   */
  async function unsubscribe(token: string): Promise<{ language: Language; business: NamedBusiness } | null> {
    const row = await unsubscribeTargetOf(token);
    if (!row) return null;
    const addresses = [row.contact.email, row.contact.phone].filter((value): value is string => value !== null);
    await db
      .insert(requestSuppressions)
      .values(addresses.map((address) => ({ listingId: row.contact.listingId, address })))
      .onConflictDoNothing();
    return { language: row.contact.language as Language, business: row.business };
  }

  return { reviewFormOf, open, unsubscribeTarget, unsubscribe };
}

import { eq } from 'drizzle-orm';
import type { ReviewRequestSettings, ReviewRequestState } from '../../../shared/api/review-requests';
import { incentiveIn } from '../../../shared/validation/incentive';
import { linkIn } from '../../../shared/validation/links';
import { listings, reviewRequestSettings, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { OwnerScope } from '../../plugins/authenticate';
import { reviewUrlOf } from '../reviews';
import { quotaOf, type RequestPlan } from './quota';
import { linkForbidden, newToken, type RequestsContext, type ReviewRequestsDependencies, type SettingsRow } from './request-rows';

type SettingsDependencies = RequestsContext & Pick<ReviewRequestsDependencies, 'sms' | 'publicUrl' | 'intervalDays'>;

const settingsOf = (row: SettingsRow): ReviewRequestSettings => ({
  channel: row.channel,
  reminder: row.reminder,
  reminderAfterDays: row.reminderAfterDays,
  customSentence: row.customSentence,
});

/** The listing's side: its link, its settings and its till hook, and the month's quota shown with them. */
export function createRequestSettings({ db, now, sms, publicUrl, intervalDays }: SettingsDependencies) {
  /** The listing's settings row, made on first use with its link's slug and the hook's secret. */
  async function settingsRowOf(listingId: number): Promise<SettingsRow> {
    const [existing] = await db.select().from(reviewRequestSettings).where(eq(reviewRequestSettings.listingId, listingId));
    if (existing) return existing;
    await db
      .insert(reviewRequestSettings)
      .values({ listingId, slug: newToken(6), hookSecret: newToken(24) })
      .onConflictDoNothing({ target: reviewRequestSettings.listingId });
    const [created] = await db.select().from(reviewRequestSettings).where(eq(reviewRequestSettings.listingId, listingId));
    return created;
  }

  async function stateOf(scope: OwnerScope, plan: RequestPlan): Promise<ReviewRequestState> {
    const row = await settingsRowOf(scope.listing.id);
    return {
      settings: settingsOf(row),
      link: `${publicUrl}/r/${row.slug}`,
      reviewFormUrl: reviewUrlOf(scope.listing),
      hookUrl: `${publicUrl}/api/reviews/requests/hook/${row.hookSecret}`,
      quota: await quotaOf(db, scope.listing.id, plan, now()),
      intervalDays,
      smsOffline: sms.offline,
    };
  }

  /** The owner's sentence is refused when it promises anything in return for a review. */
  async function saveSettings(scope: OwnerScope, settings: ReviewRequestSettings, plan: RequestPlan): Promise<ReviewRequestState> {
    const incentive = incentiveIn(settings.customSentence);
    if (incentive) {
      throw new AppError(400, 'INCENTIVE_FORBIDDEN', 'A review request may not promise anything in return', { incentive });
    }
    const link = linkIn(settings.customSentence);
    if (link) throw linkForbidden(link);
    await settingsRowOf(scope.listing.id);
    await db
      .update(reviewRequestSettings)
      .set({ ...settings, updatedAt: now() })
      .where(eq(reviewRequestSettings.listingId, scope.listing.id));
    return stateOf(scope, plan);
  }

  /** A new secret for the listing's till hook: the old one names no listing any more. */
  async function rotateHookSecret(scope: OwnerScope, plan: RequestPlan): Promise<ReviewRequestState> {
    await settingsRowOf(scope.listing.id);
    await db
      .update(reviewRequestSettings)
      .set({ hookSecret: newToken(24) })
      .where(eq(reviewRequestSettings.listingId, scope.listing.id));
    return stateOf(scope, plan);
  }

  /** The listing and its owner a till's hook secret names, or null. */
  async function hookTarget(secret: string) {
    const [row] = await db
      .select({ listing: listings, owner: users })
      .from(reviewRequestSettings)
      .innerJoin(listings, eq(listings.id, reviewRequestSettings.listingId))
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(reviewRequestSettings.hookSecret, secret));
    return row ?? null;
  }

  return { settingsRowOf, stateOf, saveSettings, rotateHookSecret, hookTarget };
}

import { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, inArray, or, sql, type InferSelectModel, type Table } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityOfUser } from '../organizations';
import {
  aiSettings,
  alertSettings,
  companyInformation,
  digestSends,
  gameCoupons,
  gamePlays,
  gameSegments,
  games,
  googleConnections,
  googleProfilePosts,
  listings,
  memberLocations,
  organizationActivity,
  organizationMembers,
  organizations,
  personalInformation,
  pushDevices,
  pushSends,
  removedEstablishments,
  replyQueue,
  requestContacts,
  requestSuppressions,
  reviewRequestSettings,
  reviewGoogleReports,
  reviewRequests,
  reviews,
  reviewSourceConnections,
  reviewVersions,
  stripeCustomers,
  subscriptions,
  syncJobs,
  users,
  widgets,
} from '../../db/schema';

type Column<T extends Table> = keyof InferSelectModel<T> & string;

/**
 * What one table gives the export: the fields listed one by one (so a new secret column never
 * leaks into a file), and why each other column stays out. A test checks that every column is
 * in one list or the other, so a new column cannot be forgotten either.
 */
export type ExportedTable<T extends Table = Table> = {
  table: T;
  fields: readonly Column<T>[];
  leftOut: Partial<Record<Column<T>, string>>;
};

const exported = <T extends Table>(spec: ExportedTable<T>) => spec;

export const EXPORTED_TABLES = {
  account: exported({
    table: users,
    fields: [
      'id',
      'email',
      'providerUid',
      'name',
      'phone',
      'profilePicture',
      'referralId',
      'referredBy',
      'isEmailVerified',
      'hasDoneProfileSetup',
      'termsAcceptedAt',
      'aiCredits',
      'isActive',
      'newReviewMail',
      'trialTakenBefore',
      'createdAt',
      'updatedAt',
    ],
    leftOut: {},
  }),
  personalInformation: exported({
    table: personalInformation,
    fields: ['firstName', 'lastName', 'birthDate', 'countryCode', 'phone', 'gender', 'updatedAt'],
    leftOut: { userId: 'the account itself' },
  }),
  companyInformation: exported({
    table: companyInformation,
    fields: [
      'legalStatus',
      'companyName',
      'siretNumber',
      'activitySector',
      'vatNumber',
      'address',
      'zipCode',
      'city',
      'country',
      'companyEmail',
      'verifiedCompanyEmail',
      'companyEmailVerifiedAt',
      'countryCode',
      'companyPhone',
      'updatedAt',
    ],
    leftOut: { userId: 'the account itself' },
  }),
  listing: exported({
    table: listings,
    fields: [
      'id',
      'providerId',
      'googlePlaceId',
      'name',
      'nameKeepsArticle',
      'category',
      'address',
      'cover',
      'averageRating',
      'url',
      'shortUrl',
      'hasBeenSynchronized',
      'lastCheckedAt',
      'reviewSource',
      'organizationId',
      'createdAt',
    ],
    leftOut: {
      userId: 'the account itself',
      reviewsVersion: 'a counter of writes to the reviews, for the app to keep pages: no personal data',
    },
  }),
  reviews: exported({
    table: reviews,
    fields: [
      'id',
      'externalId',
      'authorName',
      'authorPictUrl',
      'reviewRate',
      'date',
      'isLocalGuide',
      'reviewContent',
      'language',
      'pictures',
      'responseContent',
      'responseDate',
      'hasBeenRead',
      'sentiment',
      'themes',
      'googleReplyState',
      'googleReplyDeleting',
      'googleReplyAt',
      'googleReplyProblem',
      'googleReplyModeration',
      'media',
      'editedAt',
      'previousRate',
      'lastSeenAt',
      'removedAt',
      'repliedBy',
      'source',
      'sourceRating',
      'sourceScale',
      'recommends',
      'replyUrl',
      'replyDraft',
      'sourceReplyTo',
      'sourceReplyState',
      'sourceReplyAt',
      'sourceReplyProblem',
      'sourceReplyPlatformCode',
      'createdAt',
    ],
    leftOut: {
      listingId: 'the listing above',
      searchText: 'a lower-case copy of the author and text, for search',
      googleReplyRevision: 'a counter that orders the sends to Google, internal',
      sourceReplyRevision: "a counter that orders the sends to a source's API, internal",
    },
  }),
  reviewGoogleReports: exported({
    table: reviewGoogleReports,
    fields: ['memberName', 'reportedAt'],
    leftOut: {
      id: 'the order of the reports, kept by the list',
      reviewId: 'the review each report is listed under',
      userId: 'the member, named by memberName',
    },
  }),
  googleProfilePosts: exported({
    table: googleProfilePosts,
    fields: [
      'id',
      'kind',
      'summary',
      'languageCode',
      'photoUrl',
      'callToAction',
      'event',
      'offer',
      'publishAt',
      'repeat',
      'state',
      'googleName',
      'googleState',
      'problem',
      'createdBy',
      'createdAt',
      'publishedAt',
    ],
    leftOut: {
      locationId: 'the listing above',
      claimedUntil: "the publishing instance's lease, internal",
      attempts: 'how many times the job tried, internal',
    },
  }),
  reviewVersions: exported({
    table: reviewVersions,
    fields: ['seenAt', 'reviewRate', 'reviewContent', 'responseContent'],
    leftOut: { id: 'the order of the copies, kept by the list', reviewId: 'the review each copy is listed under' },
  }),
  aiSettings: exported({ table: aiSettings, fields: ['settings', 'updatedAt'], leftOut: { locationId: 'the listing above' } }),
  replyQueue: exported({
    table: replyQueue,
    fields: ['id', 'reviewId', 'draft', 'reason', 'watchedWord', 'createdAt'],
    leftOut: { locationId: 'the listing above' },
  }),
  subscriptions: exported({
    table: subscriptions,
    fields: [
      'id',
      'status',
      'planPeriod',
      'quantity',
      'isTrial',
      'stripeSubscriptionId',
      'stripeCustomerId',
      'currentPeriodStart',
      'currentPeriodEnd',
      'cancelAtPeriodEnd',
      'createdAt',
      'updatedAt',
    ],
    leftOut: { userId: 'the account itself', lastEventAt: 'the order of Stripe notifications, internal' },
  }),
  stripeCustomers: exported({ table: stripeCustomers, fields: ['customerId', 'createdAt'], leftOut: { userId: 'the account itself' } }),
  syncJobs: exported({
    table: syncJobs,
    fields: ['id', 'status', 'percent', 'fetched', 'expectedTotal', 'attempts', 'reviewCap', 'createdAt', 'updatedAt'],
    leftOut: {
      listingId: 'the listing above',
      cursor: "the provider's page token, meaningless outside Bonavis",
      error: 'a technical message that may name outside services',
    },
  }),
  game: exported({
    table: games,
    fields: [
      'id',
      'publicId',
      'isOpen',
      'startsOn',
      'endsOn',
      'playIntervalDays',
      'maxPlaysPerDay',
      'primaryColor',
      'showLogo',
      'reviewInvitation',
      'rules',
      'createdAt',
      'updatedAt',
    ],
    leftOut: { locationId: 'the listing above' },
  }),
  gameSegments: exported({
    table: gameSegments,
    fields: ['id', 'position', 'label', 'color', 'probabilityTenths', 'isPrize', 'stock', 'validityDays', 'conditions', 'archived'],
    leftOut: { gameId: 'the game of the file' },
  }),
  gamePlays: exported({
    table: gamePlays,
    fields: ['id', 'segmentId', 'firstName', 'email', 'deviceId', 'playedAt', 'prizeMailAskedAt', 'prizeMailSentAt'],
    leftOut: { gameId: 'the game of the file' },
  }),
  googleConnection: exported({
    table: googleConnections,
    fields: ['accountName', 'accountDisplayName', 'location', 'candidates', 'lastSuccessAt', 'problem', 'createdAt', 'updatedAt'],
    leftOut: {
      locationId: 'the listing above',
      refreshToken: 'a secret giving access to the Google account, sealed; never leaves the server',
      accessToken: 'a secret giving access to the Google account, sealed; never leaves the server',
      accessTokenExpiresAt: 'when the secret above lapses, meaningless without it',
    },
  }),
  reviewSourceConnection: exported({
    table: reviewSourceConnections,
    fields: [
      'id',
      'source',
      'externalId',
      'summary',
      'state',
      'history',
      'demo',
      'lastReadAt',
      'lastFullReadAt',
      'lastErrorCode',
      'lastPlatformCode',
      'failures',
      'nextReadAt',
      'createdAt',
      'updatedAt',
    ],
    leftOut: {
      listingId: 'the listing above',
      secrets: "the platform's credentials or tokens (TheFork's client secret, Facebook's Page token), sealed; never leave the server",
      webhookSecret: "the secret of TheFork's webhook address: a credential, sealed",
    },
  }),
  gameCoupons: exported({
    table: gameCoupons,
    fields: ['playId', 'code', 'expiresAt', 'redeemedAt'],
    leftOut: { id: 'an internal number; the code identifies the coupon', gameId: 'the game of the file' },
  }),
  reviewRequestSettings: exported({
    table: reviewRequestSettings,
    fields: ['slug', 'channel', 'reminder', 'reminderAfterDays', 'customSentence', 'updatedAt'],
    leftOut: { listingId: 'the listing above', hookSecret: "the secret of the till's hook: a credential" },
  }),
  requestContacts: exported({
    table: requestContacts,
    fields: ['id', 'name', 'email', 'phone', 'language', 'basis', 'basisRecordedAt', 'lastRequestedAt', 'createdAt'],
    leftOut: { listingId: 'the listing above' },
  }),
  reviewRequests: exported({
    table: reviewRequests,
    fields: [
      'id',
      'contactId',
      'name',
      'channel',
      'basis',
      'status',
      'refusal',
      'sendAfter',
      'sentAt',
      'remindedAt',
      'openedAt',
      'reviewId',
      'reviewReceivedAt',
      'createdAt',
    ],
    leftOut: { listingId: 'the listing above', token: "the request's link and unsubscribe key: a credential of the customer's" },
  }),
  requestSuppressions: exported({
    table: requestSuppressions,
    fields: ['address', 'createdAt'],
    leftOut: { listingId: 'the listing above' },
  }),
  alertSettings: exported({ table: alertSettings, fields: ['push', 'digestDay', 'updatedAt'], leftOut: { userId: 'the account itself' } }),
  pushDevices: exported({
    table: pushDevices,
    fields: ['id', 'label', 'createdAt', 'lastUsedAt'],
    leftOut: {
      userId: 'the account itself',
      endpoint: "the browser's address at its push service: with the keys, a credential that writes to the device",
      p256dh: "the browser's encryption key for push messages, meaningless outside it",
      auth: "the browser's push authentication secret: a credential",
    },
  }),
  pushSends: exported({ table: pushSends, fields: ['deviceId', 'tag', 'sentAt'], leftOut: {} }),
  digestSends: exported({ table: digestSends, fields: ['week', 'sentAt'], leftOut: { userId: 'the account itself' } }),
  widget: exported({
    table: widgets,
    fields: ['publicId', 'layout', 'theme', 'language', 'reviewCount', 'hideWithoutText', 'sources', 'updatedAt'],
    leftOut: { listingId: 'the listing above' },
  }),
  organization: exported({
    table: organizations,
    fields: ['id', 'name', 'createdAt', 'updatedAt'],
    leftOut: {},
  }),
  membership: exported({
    table: organizationMembers,
    fields: ['role', 'allLocations', 'groupId', 'createdAt', 'updatedAt'],
    leftOut: {
      organizationId: 'the organisation it sits in',
      userId: 'the account itself',
      version: 'a counter of changes to the role or scope, for the app to drop cached answers: no personal data',
    },
  }),
  activity: exported({
    table: organizationActivity,
    fields: ['id', 'organizationId', 'locationId', 'action', 'details', 'createdAt'],
    leftOut: { userId: 'the account itself' },
  }),
  removedEstablishment: exported({
    table: removedEstablishments,
    fields: ['id', 'locationId', 'name', 'address', 'reviews', 'removedAt', 'purgeAfter'],
    leftOut: { organizationId: 'the organisation it sits in' },
  }),
  memberLocation: exported({
    table: memberLocations,
    fields: ['locationId'],
    leftOut: { organizationId: 'the organisation it sits in', userId: 'the account itself' },
  }),
};

/**
 * Tables the export leaves out entirely, and why. With EXPORTED_TABLES they name every table of the
 * schema (a test checks it), so a new table needs a decision.
 */
export const TABLES_NOT_EXPORTED = {
  otpCodes: 'hashes of one-time codes: secrets, valid 10 minutes',
  mailSends: 'when mails were sent to the address, to throttle them',
  stripeEvents: 'ids of Stripe notifications already applied, linked to no account',
  reviewDailyStats: 'per-day totals computed from the reviews',
  reviewDailyThemes: 'per-day theme counts computed from the reviews',
  reviewListingStats: 'all-time totals of the listing computed from the reviews',
  reviewMonthlyStats: 'per-month totals computed from the reviews',
  reviewMonthlyThemes: 'per-month theme counts computed from the reviews',
  reviewDailyResponseTimes: "per-day counts of the replies' delays computed from the reviews",
  reviewMonthlyResponseTimes: "per-month counts of the replies' delays computed from the reviews",
  reviewMonthlyResponseSpans: 'the same per-month counts per span of five hours, computed from the reviews',
  googleOauthStates: 'one-use hashes handed out for the Google consent page, valid 10 minutes',
  googleApiCalls: 'calls to Google per minute across all accounts, for its quota',
  reviewSourceLoginStates: 'one-use hashes handed out for the Facebook login page, valid 10 minutes',
  sourceCallBudgets: "how many calls to the review sources' APIs the account made per day, counted against its daily budget",
  providerPageBudgets: 'how many provider pages the account read per day, counted against its daily budget',
  googleProfileCallBudgets:
    "how many calls to its establishments' Google profiles the account made per day, counted against its daily budget",
  googleProfileDailyMetrics:
    "the establishment's Google profile figures per day as Google gave them: the business's figures, no personal data",
  googleProfileKeywords: 'the search terms people found the establishment with on Google, per month, counted by Google: no personal data',
  googleProfileKeywordMonths: "which months' search terms were read from Google",
  trialAddresses: 'keyed hashes of addresses that had the free trial, linked to no account (the account says trialTakenBefore)',
  requestQuotaUsage: "how many review requests the listing sent per month, counted against the plan's quota",
  organizationInvitations:
    "invitations to join an organisation: another person's address and a token's hash, the organisation's, deleted 30 days after they lapse",
  establishmentGroups:
    "the organisation's groups of establishments, named by its owners and admins; a membership names its group (`groupId`)",
  establishmentGroupLocations: "which of the organisation's establishments each of its groups holds: the organisation's, no personal data",
} as const;

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The listed fields of a row, dates as ISO strings. */
function pick<T extends Table>(spec: ExportedTable<T>, row: InferSelectModel<T>): Record<string, JsonValue> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    spec.fields.map((field) => {
      const value = values[field];
      return [field, (value instanceof Date ? value.toISOString() : value) as JsonValue];
    }),
  );
}

export const REVIEW_BATCH_SIZE = 1000;

/** 2: every establishment the account pays for, each with its own sections and reviews (1 held the first one only). */
const EXPORT_VERSION = 2;

/** The sections before the reviews, in the file's order. */
type Sections = Record<string, JsonValue>;

/** `  "key": value` with the value's own lines indented under it. */
const member = (key: string, value: JsonValue) => `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`;

/**
 * The owner's personal data (RGPD access and portability) as one JSON file. Everything but the
 * reviews is read before the first byte is sent, so a failure there is still a clean error; the
 * reviews follow in keyset batches, so memory stays flat however many there are.
 */
export function createAccountExport(db: Database, batchSize = REVIEW_BATCH_SIZE) {
  const { account, personalInformation: person, companyInformation: company, listing, aiSettings: ai } = EXPORTED_TABLES;
  const { replyQueue: queue, subscriptions: subs, stripeCustomers: customers, syncJobs: jobs } = EXPORTED_TABLES;
  const { game, gameSegments: segments, gamePlays: plays, gameCoupons: coupons, googleConnection: google } = EXPORTED_TABLES;

  /** The owner's alerts: choices, the devices push alerts go to, what each was sent, and the weekly digests mailed. */
  async function alertsSection(userId: number): Promise<JsonValue> {
    const { alertSettings: settingsSpec, pushDevices: devicesSpec, pushSends: sendsSpec, digestSends: digestsSpec } = EXPORTED_TABLES;
    const [settingsRows, deviceRows, sendRows, digestRows] = await Promise.all([
      db.select().from(alertSettings).where(eq(alertSettings.userId, userId)),
      db.select().from(pushDevices).where(eq(pushDevices.userId, userId)).orderBy(asc(pushDevices.id)),
      db
        .select({ send: pushSends })
        .from(pushSends)
        .innerJoin(pushDevices, eq(pushDevices.id, pushSends.deviceId))
        .where(eq(pushDevices.userId, userId))
        .orderBy(asc(pushSends.deviceId), asc(pushSends.sentAt), asc(pushSends.tag)),
      db.select().from(digestSends).where(eq(digestSends.userId, userId)).orderBy(asc(digestSends.week)),
    ]);
    return {
      settings: settingsRows[0] ? pick(settingsSpec, settingsRows[0]) : null,
      devices: deviceRows.map((row) => pick(devicesSpec, row)),
      pushSends: sendRows.map(({ send }) => pick(sendsSpec, send)),
      digestSends: digestRows.map((row) => pick(digestsSpec, row)),
    };
  }

  /** The listing's wheel, its slices, the plays and the coupons won; empty lists and null settings when none. */
  async function gameSection(listingId: number | null): Promise<JsonValue> {
    const [gameRow] = listingId === null ? [] : await db.select().from(games).where(eq(games.locationId, listingId));
    if (!gameRow) return { settings: null, segments: [], plays: [], coupons: [] };
    const [segmentRows, playRows, couponRows] = await Promise.all([
      db.select().from(gameSegments).where(eq(gameSegments.gameId, gameRow.id)).orderBy(asc(gameSegments.id)),
      db.select().from(gamePlays).where(eq(gamePlays.gameId, gameRow.id)).orderBy(asc(gamePlays.id)),
      db.select().from(gameCoupons).where(eq(gameCoupons.gameId, gameRow.id)).orderBy(asc(gameCoupons.id)),
    ]);
    return {
      settings: pick(game, gameRow),
      segments: segmentRows.map((row) => pick(segments, row)),
      plays: playRows.map((row) => pick(plays, row)),
      coupons: couponRows.map((row) => pick(coupons, row)),
    };
  }

  /** Each organisation the user belongs to, with their role and, when it is not every establishment, their scope. */
  async function organizationsSection(userId: number): Promise<JsonValue> {
    const { organization, membership, memberLocation } = EXPORTED_TABLES;
    const rows = await db
      .select({ organization: organizations, membership: organizationMembers })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .orderBy(asc(organizations.id));
    const scopes = await db
      .select()
      .from(memberLocations)
      .where(eq(memberLocations.userId, userId))
      .orderBy(asc(memberLocations.locationId));
    return rows.map((row) => ({
      ...pick(organization, row.organization),
      membership: pick(membership, row.membership),
      locations: scopes.filter((scope) => scope.organizationId === row.organization.id).map((scope) => pick(memberLocation, scope)),
    }));
  }

  /** The listing's review requests: settings, the customers asked, each request, and who unsubscribed. */
  async function reviewRequestsSection(listingId: number): Promise<JsonValue> {
    const { reviewRequestSettings: settingsSpec, requestContacts: contactsSpec, reviewRequests: requestsSpec } = EXPORTED_TABLES;
    const [settingsRows, contactRows, requestRows, suppressionRows] = await Promise.all([
      db.select().from(reviewRequestSettings).where(eq(reviewRequestSettings.listingId, listingId)),
      db.select().from(requestContacts).where(eq(requestContacts.listingId, listingId)).orderBy(asc(requestContacts.id)),
      db.select().from(reviewRequests).where(eq(reviewRequests.listingId, listingId)).orderBy(asc(reviewRequests.id)),
      db.select().from(requestSuppressions).where(eq(requestSuppressions.listingId, listingId)).orderBy(asc(requestSuppressions.address)),
    ]);
    return {
      settings: settingsRows[0] ? pick(settingsSpec, settingsRows[0]) : null,
      contacts: contactRows.map((row) => pick(contactsSpec, row)),
      requests: requestRows.map((row) => pick(requestsSpec, row)),
      unsubscribed: suppressionRows.map((row) => pick(EXPORTED_TABLES.requestSuppressions, row)),
    };
  }

  /** One establishment the account pays for, with everything that is its own but its reviews (they follow, streamed). */
  async function establishmentSection(listingRow: typeof listings.$inferSelect): Promise<Sections> {
    const one = <T>(rows: T[]) => rows[0] ?? null;
    const listingId = listingRow.id;
    const aiRow = one(await db.select().from(aiSettings).where(eq(aiSettings.locationId, listingId)));
    const queued = await db.select().from(replyQueue).where(eq(replyQueue.locationId, listingId)).orderBy(asc(replyQueue.id));
    const googleRow = one(await db.select().from(googleConnections).where(eq(googleConnections.locationId, listingId)));
    const synced = await db.select().from(syncJobs).where(eq(syncJobs.listingId, listingId)).orderBy(asc(syncJobs.id));
    const widgetRow = one(await db.select().from(widgets).where(eq(widgets.listingId, listingId)));
    const sourceRows = await db
      .select()
      .from(reviewSourceConnections)
      .where(eq(reviewSourceConnections.listingId, listingId))
      .orderBy(asc(reviewSourceConnections.id));
    const postRows = await db
      .select()
      .from(googleProfilePosts)
      .where(eq(googleProfilePosts.locationId, listingId))
      .orderBy(asc(googleProfilePosts.id));
    return {
      listing: pick(listing, listingRow),
      aiSettings: aiRow && pick(ai, aiRow),
      replyQueue: queued.map((row) => pick(queue, row)),
      syncJobs: synced.map((row) => pick(jobs, row)),
      game: await gameSection(listingId),
      googleConnection: googleRow && pick(google, googleRow),
      reviewRequests: await reviewRequestsSection(listingId),
      widget: widgetRow && pick(EXPORTED_TABLES.widget, widgetRow),
      // TheFork, Tripadvisor, Facebook: what the connection says, never its secrets.
      reviewSources: sourceRows.map((row) => pick(EXPORTED_TABLES.reviewSourceConnection, row)),
      // Posts written in Bonavis for the Google profile, scheduled or published.
      googleProfilePosts: postRows.map((row) => pick(EXPORTED_TABLES.googleProfilePosts, row)),
    };
  }

  /** The removed establishments still kept, of the organisations the user owns (their reviews included). */
  async function removedEstablishmentsSection(userId: number): Promise<JsonValue> {
    const rows = await db
      .select({ removed: removedEstablishments })
      .from(removedEstablishments)
      .innerJoin(
        organizationMembers,
        and(eq(organizationMembers.organizationId, removedEstablishments.organizationId), eq(organizationMembers.role, 'owner')),
      )
      .where(eq(organizationMembers.userId, userId))
      .orderBy(asc(removedEstablishments.id));
    return rows.map(({ removed }) => pick(EXPORTED_TABLES.removedEstablishment, removed));
  }

  async function sections(owner: typeof users.$inferSelect, now: Date) {
    const one = <T>(rows: T[]) => rows[0] ?? null;
    // Every establishment the account pays for (`locations.user_id`), in every organisation it owns.
    const paidFor = await db.select().from(listings).where(eq(listings.userId, owner.id)).orderBy(asc(listings.id));
    const personRow = one(await db.select().from(personalInformation).where(eq(personalInformation.userId, owner.id)));
    const companyRow = one(await db.select().from(companyInformation).where(eq(companyInformation.userId, owner.id)));
    const subscribed = await db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id)).orderBy(asc(subscriptions.id));
    const billed = await db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, owner.id))
      .orderBy(asc(stripeCustomers.createdAt));
    const content: Sections = {
      format: 'bonavis-personal-data-export',
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      account: pick(account, owner),
      personalInformation: personRow && pick(person, personRow),
      companyInformation: companyRow && pick(company, companyRow),
      subscriptions: subscribed.map((row) => pick(subs, row)),
      stripeCustomers: billed.map((row) => pick(customers, row)),
      notificationPreferences: { newReviewMail: owner.newReviewMail },
      alerts: await alertsSection(owner.id),
      organizations: await organizationsSection(owner.id),
      removedEstablishments: await removedEstablishmentsSection(owner.id),
      // What the user did in their organisations, as its activity journal recorded it (an invited address left out).
      activity: (await activityOfUser(db, owner.id)).map((row) => pick(EXPORTED_TABLES.activity, row)),
    };
    const establishments: { sections: Sections; listingId: number }[] = [];
    for (const row of paidFor) establishments.push({ sections: await establishmentSection(row), listingId: row.id });
    return { content, establishments };
  }

  type Cursor = { date: string; id: number };

  /** One batch of the listing's reviews after `cursor`, by (date, id). */
  const reviewPage = (listingId: number, cursor: Cursor | null) => {
    const at = cursor && sql`${cursor.date}::timestamptz`;
    return db
      .select({ review: reviews, cursorDate: sql<string>`${reviews.date}::text` })
      .from(reviews)
      .where(
        and(
          eq(reviews.listingId, listingId),
          cursor && at ? and(gte(reviews.date, at), or(gt(reviews.date, at), gt(reviews.id, cursor.id))) : undefined,
        ),
      )
      .orderBy(asc(reviews.date), asc(reviews.id))
      .limit(batchSize);
  };

  /** A batch of reviews, each with every copy Bonavis saw of it, oldest first. */
  async function withVersions(batch: (typeof reviews.$inferSelect)[]) {
    const copies = await db
      .select()
      .from(reviewVersions)
      .where(
        inArray(
          reviewVersions.reviewId,
          batch.map((review) => review.id),
        ),
      )
      .orderBy(asc(reviewVersions.reviewId), asc(reviewVersions.id));
    const byReview = new Map<number, (typeof copies)[number][]>();
    for (const copy of copies) byReview.set(copy.reviewId, [...(byReview.get(copy.reviewId) ?? []), copy]);
    const reports = await db
      .select()
      .from(reviewGoogleReports)
      .where(
        inArray(
          reviewGoogleReports.reviewId,
          batch.map((review) => review.id),
        ),
      )
      .orderBy(asc(reviewGoogleReports.reviewId), asc(reviewGoogleReports.id));
    const reportsOf = new Map<number, (typeof reports)[number][]>();
    for (const report of reports) reportsOf.set(report.reviewId, [...(reportsOf.get(report.reviewId) ?? []), report]);
    return batch.map((review): Record<string, JsonValue> => ({
      ...pick(EXPORTED_TABLES.reviews, review),
      versions: (byReview.get(review.id) ?? []).map((copy) => pick(EXPORTED_TABLES.reviewVersions, copy)),
      // « Signalé à Google »: who of the team reported it, and when.
      googleReports: (reportsOf.get(review.id) ?? []).map((report) => pick(EXPORTED_TABLES.reviewGoogleReports, report)),
    }));
  }

  /**
   * The listing's reviews, `batchSize` at a time. The cursor's date is read as text, so the
   * database's microseconds survive the round trip (a JavaScript date keeps milliseconds).
   */
  async function* reviewBatches(listingId: number) {
    let cursor: Cursor | null = null;
    for (;;) {
      const rows = await reviewPage(listingId, cursor);
      if (rows.length) yield await withVersions(rows.map(({ review }) => review));
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      cursor = { date: last.cursorDate, id: last.review.id };
    }
  }

  /** The establishment's reviews as the items of a JSON list, `indent` before each. */
  async function* reviewItems(listingId: number, indent: string) {
    let first = true;
    for await (const batch of reviewBatches(listingId)) {
      const text = batch.map((review, index) => `${first && index === 0 ? '' : ','}\n${indent}${JSON.stringify(review)}`).join('');
      first = false;
      yield text;
    }
    if (!first) yield `\n${indent.slice(2)}`;
  }

  async function* chunks(content: Sections, establishments: { sections: Sections; listingId: number }[]) {
    yield `{\n${Object.entries(content)
      .map(([key, value]) => member(key, value))
      .join(',\n')},\n  "establishments": [`;
    for (const [index, establishment] of establishments.entries()) {
      const own = Object.entries(establishment.sections)
        .map(([key, value]) => `    ${member(key, value).replace(/\n/g, '\n    ')}`)
        .join(',\n');
      yield `${index === 0 ? '' : ','}\n    {\n${own},\n      "reviews": [`;
      yield* reviewItems(establishment.listingId, '        ');
      yield ']\n    }';
    }
    yield `${establishments.length === 0 ? '' : '\n  '}]\n}\n`;
  }

  /** The file as a stream of text; resolves once everything but the reviews is read. */
  async function stream(owner: typeof users.$inferSelect, now = new Date()): Promise<Readable> {
    const { content, establishments } = await sections(owner, now);
    return Readable.from(chunks(content, establishments), { objectMode: false });
  }

  return { stream, reviewBatches };
}

export type AccountExport = ReturnType<typeof createAccountExport>;

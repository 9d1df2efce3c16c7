import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { QUEUE_REASONS, type AiSettings } from '../../shared/api/ai';
import type { GoogleLocation, GoogleReplyModeration, ReviewMedia } from '../../shared/api/google';
import { PROFILE_POST_KINDS, PROFILE_POST_REPEATS, type ProfilePostAnswer } from '../../shared/api/google-profile';
import { DEFAULT_PUSH_CHOICES, DIGEST_DAYS, type PushChoices } from '../../shared/api/notifications';
import { WIDGET_LANGUAGES, WIDGET_LAYOUTS, WIDGET_THEMES } from '../../shared/api/widgets';
import { CONTACT_BASES, REQUEST_CHANNELS, REQUEST_REFUSALS } from '../../shared/api/review-requests';
import { ROLES } from '../../shared/roles';
import { ACTIVITY_ACTIONS } from '../../shared/api/activity';

/** An account owner; the identity itself lives in Firebase Auth (providerUid). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  providerUid: text('provider_uid').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone'),
  profilePicture: text('profile_picture').notNull(),
  referralId: text('referral_id').notNull().unique(),
  referredBy: integer('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  hasDoneProfileSetup: boolean('has_done_profile_setup').notNull().default(false),
  /**
   * When the terms of sale and the privacy policy were first accepted (the proof of consent); null until then, and the
   * only record of acceptance. Accounts that accepted before the date was kept carry their creation date (migration 0018).
   */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  aiCredits: integer('ai_credits').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** Whether new reviews found by the schedule are mailed to the owner. */
  newReviewMail: boolean('new_review_mail').notNull().default(true),
  /** The address already had the free trial (or a subscription) on an earlier, deleted account: no second trial. */
  trialTakenBefore: boolean('trial_taken_before').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The customer that pays: its establishments (`locations`) and its members. Every account that set up a listing
 * before organisations existed became one of one establishment, with its user as owner (migration 0030).
 */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's place in an organisation: one role, and a scope of every establishment (future ones included), the
 * establishments of a group (`group_id`: those in the group at each request, added ones included), or the
 * establishments listed in `member_locations`. `version` grows at each change, so cached answers of the member are
 * told apart from those before a role or scope changed.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    allLocations: boolean('all_locations').notNull().default(true),
    /**
     * The group whose establishments the member sees (never with `all_locations`). A group in use is not deleted (the
     * service answers 409); the organisation's deletion takes both, hence `set null` rather than a refusal here.
     */
    groupId: integer('group_id').references((): AnyPgColumn => establishmentGroups.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user').on(table.userId),
    index('organization_members_group').on(table.groupId),
    check('organization_members_one_scope', sql`not (${table.allLocations} and ${table.groupId} is not null)`),
  ],
);

/**
 * Groups of an organisation's establishments (« Sud-Ouest », « Franchisés »), made by its owners and admins: a filter,
 * and a member's scope. Names are unique in the organisation whatever their case.
 */
export const establishmentGroups = pgTable(
  'establishment_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('establishment_groups_name_unique').on(table.organizationId, sql`lower(${table.name})`),
    check('establishment_groups_name_length', sql`char_length(${table.name}) between 1 and 60`),
  ],
);

/** The establishments of a group (of the group's organisation); a row goes with its group or its establishment. */
export const establishmentGroupLocations = pgTable(
  'establishment_group_locations',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => establishmentGroups.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references((): AnyPgColumn => listings.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.locationId] }),
    index('establishment_group_locations_location').on(table.locationId),
  ],
);

/** The establishments a member with a listed scope sees; their rows go with the member or the establishment. */
export const memberLocations = pgTable(
  'member_locations',
  {
    organizationId: integer('organization_id').notNull(),
    userId: integer('user_id').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references((): AnyPgColumn => listings.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId, table.locationId] }),
    // Each private request reads the versions of the user's rows (kept accounts).
    index('member_locations_user').on(table.userId),
    foreignKey({
      name: 'member_locations_member_fk',
      columns: [table.organizationId, table.userId],
      foreignColumns: [organizationMembers.organizationId, organizationMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * Invitations to join an organisation: to one address, with the role and scope the member will have. The link's
 * token is stored only as its hash; an invitation is used once and lapses after 7 days. Kept 30 days after that for
 * the team's history, then deleted.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    allLocations: boolean('all_locations').notNull(),
    /** The group the member will see; pending invitations keep their group from being deleted (409). */
    groupId: integer('group_id').references((): AnyPgColumn => establishmentGroups.id, { onDelete: 'set null' }),
    locationIds: integer('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organization_invitations_day').on(table.organizationId, table.createdAt)],
);

/**
 * Addresses that had the free trial or a subscription, as keyed hashes (HMAC with the app's secret):
 * kept after the account's deletion, so the trial is given once per address, for ever. A hash names
 * no account and cannot be read back into an address without the secret.
 */
export const trialAddresses = pgTable('trial_addresses', {
  addressHash: text('address_hash').primaryKey(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes, stored hashed. One live code per (email, purpose): a new send replaces
 * the old one. Each try is counted before the comparison, so parallel tries cannot exceed the limit.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign-in', 'change-email', 'two-factor', 'delete-account', 'company-email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('otp_codes_email_purpose_unique').on(table.email, table.purpose)],
);

/**
 * Mails sent to one address for one purpose, to throttle them: a minimum interval between two,
 * and at most N per window. `previousSentAt` lets a send that failed give its slot back.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    address: text('address').notNull(),
    purpose: text('purpose').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    previousSentAt: timestamp('previous_sent_at', { withTimezone: true }).notNull(),
    sendCount: integer('send_count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.address, table.purpose] })],
);

/** Step 1 of the setup wizard: the owner's personal information; one row per user. */
export const personalInformation = pgTable('personal_information', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  countryCode: text('country_code').notNull().default('FR'),
  phone: text('phone').notNull(),
  gender: text('gender').notNull().default('Unknown'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Step 2 of the setup wizard: the owner's company; one row per user. */
export const companyInformation = pgTable('company_information', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalStatus: text('legal_status').notNull(),
  companyName: text('company_name').notNull(),
  siretNumber: text('siret_number').notNull(),
  activitySector: text('activity_sector').notNull(),
  vatNumber: text('vat_number'),
  address: text('address').notNull(),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  companyEmail: text('company_email').notNull(),
  /**
   * The company address a code mailed to it proved, and when. Review-request mails take the company address as their
   * Reply-To only while it is still this one; any other address (a typo, someone else's) is never put there.
   */
  verifiedCompanyEmail: text('verified_company_email'),
  companyEmailVerifiedAt: timestamp('company_email_verified_at', { withTimezone: true }),
  countryCode: text('country_code').notNull().default('FR'),
  companyPhone: text('company_phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's Google listing (table `listings`, the API's "location"); one per user. */
export const listings = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    /**
     * The account that pays for the establishment: its organisation's owner when it was added. Its subscriptions give
     * the members access, and it holds the AI credits the establishment's drafts spend.
     */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation the establishment belongs to (its members see it by their role and scope). */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    /**
     * Google's place id (`ChIJ…`), which Google's review form needs: the maps provider's own id is another (SerpApi's
     * `0x…:0x…`). Null until a source gave it: the next synchronisation asks for it.
     */
    googlePlaceId: text('google_place_id'),
    name: text('name').notNull(),
    /**
     * The owner's word that the name's leading article belongs to a trade mark: French texts then keep it as written
     * (« Jeu de La Table ») instead of contracting it (« Jeu de la Table », « Jeu du Petit Bistro »).
     */
    nameKeepsArticle: boolean('name_keeps_article').notNull().default(false),
    category: text('category'),
    address: text('address'),
    cover: text('cover'),
    averageRating: real('average_rating'),
    url: text('url'),
    shortUrl: text('short_url').notNull(),
    hasBeenSynchronized: boolean('has_been_synchronized').notNull().default(false),
    /** The last look for new reviews, so the schedule takes the listings waiting longest first. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Where the stored reviews came from; a sync from the other source first adopts matching reviews (no duplicates). */
    reviewSource: text('review_source', { enum: ['maps', 'google'] })
      .notNull()
      .default('maps'),
    /**
     * Moves on with every statement that writes the listing's reviews (a trigger, migration 0026): a page of reviews read
     * at one version is the same page until it moves, so the review list keeps pages by it, and the dashboard its review
     * figures (db/kept-by-reviews-version.ts).
     * Loaded with the owner on every private request, so the list needs no query of its own to know it.
     */
    reviewsVersion: integer('reviews_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('locations_user').on(table.userId), index('locations_organization').on(table.organizationId)],
);

/** A review of a listing; (location, externalId) is unique so a re-sync never duplicates. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    /**
     * Where Bonavis read it: Google (maps provider or Business Profile) or a source beyond it (docs/review-sources.md).
     * Google's own figures (roll-ups, dashboard cards) count Google's reviews only; the inbox shows every source.
     */
    source: text('source', { enum: ['google', 'thefork', 'tripadvisor', 'facebook'] })
      .notNull()
      .default('google'),
    authorName: text('author_name').notNull(),
    authorPictUrl: text('author_pict_url'),
    reviewRate: integer('review_rate').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    isLocalGuide: boolean('is_local_guide').notNull().default(false),
    reviewContent: text('review_content'),
    language: text('language'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    responseContent: text('response_content'),
    responseDate: timestamp('response_date', { withTimezone: true }),
    hasBeenRead: boolean('has_been_read').notNull().default(false),
    /** Author and text, lower case and without accents, so a search for "creme" finds "crème". */
    searchText: text('search_text').notNull().default(''),
    /** Computed once at ingestion, so screens and the dashboard only read them. */
    sentiment: text('sentiment', { enum: ['positive', 'neutral', 'negative'] }),
    themes: jsonb('themes').$type<{ theme: string; polarity: 'positive' | 'negative' }[]>().notNull().default([]),
    /** The reply on Google (connected listings): pending until Google has what we have, published, or failed with a problem. */
    googleReplyState: text('google_reply_state', { enum: ['pending', 'published', 'failed'] }),
    /** The pending or failed change removes the reply from Google instead of publishing it. */
    googleReplyDeleting: boolean('google_reply_deleting').notNull().default(false),
    googleReplyAt: timestamp('google_reply_at', { withTimezone: true }),
    googleReplyProblem: text('google_reply_problem'),
    /** Google's moderation of the published reply (since April 2026), as the last sync read it; null when Google says none. */
    googleReplyModeration: text('google_reply_moderation', { enum: ['approved', 'pending', 'rejected'] }).$type<GoogleReplyModeration>(),
    /** The reviewer's photos and videos, as Google gives them (since April 2026); empty for other sources. */
    media: jsonb('media').$type<ReviewMedia[]>().notNull().default([]),
    /**
     * The member who wrote or published the reply in the app, shown to the team (« Répondu par … », never to the
     * public); null for a reply found at the source, or its author's account deleted.
     */
    repliedBy: integer('replied_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Bumped by each change, so each one is its own job and a stale job changes nothing. */
    googleReplyRevision: integer('google_reply_revision').notNull().default(0),
    /** When a fetch last found the reviewer's rating or text changed, and the rating before (review_versions keeps every copy). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    previousRate: integer('previous_rate'),
    /** When a fetch last returned the review: a full read of the source that did not return it marks it removed. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a full read of the source first missed it; null again when it comes back. Never deleted for that. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Sources beyond Google (docs/review-sources.md): the rating on the source's own scale (TheFork's 9.2 out of 10;
     * null for Google's and Facebook's), the scale, and Facebook's recommends / does not. `reviewRate` stays on five.
     */
    sourceRating: real('source_rating'),
    sourceScale: text('source_scale', { enum: ['5', '10', 'recommendation'] })
      .notNull()
      .default('5'),
    recommends: boolean('recommends'),
    /** Where a reply is pasted when the source takes none by API (TheFork Manager, Tripadvisor's Management Center). */
    replyUrl: text('reply_url'),
    /** The reply saved in Bonavis for a copy-and-open source, kept to be copied again until the source shows it. */
    replyDraft: text('reply_draft'),
    /** Facebook's story a reply comments on. */
    sourceReplyTo: text('source_reply_to'),
    /** A reply sent through a source's API (Facebook): pending until the platform has it, published, or failed. */
    sourceReplyState: text('source_reply_state', { enum: ['pending', 'published', 'failed'] }),
    sourceReplyAt: timestamp('source_reply_at', { withTimezone: true }),
    sourceReplyProblem: text('source_reply_problem'),
    sourceReplyPlatformCode: text('source_reply_platform_code'),
    sourceReplyRevision: integer('source_reply_revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_location_external_unique').on(table.listingId, table.externalId),
    // Other sources' figures (the dashboard's per source, the inbox's counts of one source) are read from here.
    index('reviews_location_source_date').on(table.listingId, table.source, table.date),
    // Ends on the id, the list's last sort key, so a page is read in index order with no sort. Migrations 0008 and 0013
    // add INCLUDE (review_rate), which drizzle cannot express: the dashboard reads dates and ratings from it.
    index('reviews_location_date').on(table.listingId, table.date, table.id),
    index('reviews_location_rate_date').on(table.listingId, table.reviewRate, table.date),
    // The network inbox's bound (each listing's last review stored) and the reviews stored after it (migration 0036).
    index('reviews_location_id').on(table.listingId, table.id),
    // The reviews without a response in the list's order: the inbox's unanswered pages and counts and the dashboard's
    // unanswered negatives, read from the index alone (migration 0037 adds INCLUDE (review_rate, removed_at)).
    index('reviews_location_unanswered')
      .on(table.listingId, table.date, table.id)
      .where(sql`response_content is null`),
    // The unread count (the navigation's badge, the dashboard), read from the index alone.
    index('reviews_location_unread')
      .on(table.listingId)
      .where(sql`not has_been_read`),
    // The dashboard's latest responses.
    index('reviews_location_response_date')
      .on(table.listingId, table.responseDate)
      .where(sql`response_date is not null`),
    // The median response time of a period; migration 0009 adds INCLUDE (response_date), so it is read from the index alone.
    index('reviews_location_answered_date')
      .on(table.listingId, table.date)
      .where(sql`response_date is not null`),
    // The « Retirés » list and the dashboard's removals of a period; migration 0042 adds INCLUDE (source) for Google's.
    index('reviews_location_removed')
      .on(table.listingId, table.removedAt)
      .where(sql`removed_at is not null`),
    // Replies on their way to Google (or failed), found again at each start.
    index('reviews_google_reply_state')
      .on(table.googleReplyState)
      .where(sql`google_reply_state is not null`),
  ],
);

/**
 * Every copy of a review as the source showed it, dated when Bonavis saw it: the first, then one per change of the
 * rating, the text or the owner's response. Never updated or deleted but with its review.
 */
export const reviewVersions = pgTable(
  'review_versions',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    reviewRate: integer('review_rate').notNull(),
    reviewContent: text('review_content'),
    responseContent: text('response_content'),
  },
  // A review's copies in order, and its latest one, read from the index.
  (table) => [index('review_versions_review').on(table.reviewId, table.id)],
);

/** What the roll-ups add up over a set of reviews (each table gets its own column builders). */
const reviewTotals = () => ({
  reviews: integer('reviews').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  ratings1: integer('ratings_1').notNull().default(0),
  ratings2: integer('ratings_2').notNull().default(0),
  ratings3: integer('ratings_3').notNull().default(0),
  ratings4: integer('ratings_4').notNull().default(0),
  ratings5: integer('ratings_5').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  unread: integer('unread').notNull().default(0),
  /** Of those, the reviews the source no longer shows, and their ratings' sum: the figures without them subtract these. */
  removed: integer('removed').notNull().default(0),
  removedRatingSum: integer('removed_rating_sum').notNull().default(0),
});

/**
 * Each listing's reviews summed per UTC day, so the dashboard reads a few hundred rows instead of
 * every review. Kept by triggers on `reviews` (migration 0009), whatever writes the reviews: every
 * insert, update and delete adds its difference in the same transaction.
 */
export const reviewDailyStats = pgTable(
  'review_daily_stats',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * The reviews' source (migration 0039): the inbox's counts of a period add up every source's rows, the dashboard's
     * Google figures read Google's only.
     */
    source: text('source', { enum: ['google', 'thefork', 'tripadvisor', 'facebook'] })
      .notNull()
      .default('google'),
    ...reviewTotals(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day, table.source] })],
);

/**
 * Each listing's Google reviews summed per calendar month (UTC), its first day naming it, every column of the days':
 * the dashboard sums a period's whole months here and only its partial months' days, and the trend reads a dozen rows
 * instead of a year of days. Kept by the same triggers, Google's reviews only (migration 0039).
 */
export const reviewMonthlyStats = pgTable(
  'review_monthly_stats',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    ...reviewTotals(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.month] })],
);

/**
 * The same figures for all time, one row per listing, every source: the inbox's default counts read one row instead of
 * every day. With each rating's reviews still unanswered, the network inbox's total of « 1–2 étoiles, sans réponse ».
 */
export const reviewListingStats = pgTable('review_listing_stats', {
  listingId: integer('location_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  ...reviewTotals(),
  unanswered1: integer('unanswered_1').notNull().default(0),
  unanswered2: integer('unanswered_2').notNull().default(0),
  unanswered3: integer('unanswered_3').notNull().default(0),
  unanswered4: integer('unanswered_4').notNull().default(0),
  unanswered5: integer('unanswered_5').notNull().default(0),
});

/** Each theme's mentions per listing and UTC day, positive and negative; kept by the same triggers. */
export const reviewDailyThemes = pgTable(
  'review_daily_themes',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    theme: text('theme').notNull(),
    mentions: integer('mentions').notNull().default(0),
    positive: integer('positive').notNull().default(0),
    negative: integer('negative').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day, table.theme] })],
);

/** The same per calendar month (UTC), for a period's whole months; Google's reviews only, as the days'. */
export const reviewMonthlyThemes = pgTable(
  'review_monthly_themes',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    theme: text('theme').notNull(),
    mentions: integer('mentions').notNull().default(0),
    positive: integer('positive').notNull().default(0),
    negative: integer('negative').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.month, table.theme] })],
);

/**
 * A histogram of the response times of each listing's answered Google reviews, per UTC day of the review: how many took
 * `tenths` tenths of an hour (rounded, the card's precision). Medians do not add up, counts do: a period's median
 * response time is read from these counts summed, never from its reviews (migration 0039).
 */
export const reviewDailyResponseTimes = pgTable(
  'review_daily_response_times',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tenths: integer('tenths').notNull(),
    answered: integer('answered').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.day, table.tenths] }),
    index('review_daily_response_times_span').on(table.listingId, sql`(${table.tenths} / 50)`, table.day),
  ],
);

/** The same per calendar month (UTC), for a period's whole months. */
export const reviewMonthlyResponseTimes = pgTable(
  'review_monthly_response_times',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    tenths: integer('tenths').notNull(),
    answered: integer('answered').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.month, table.tenths] }),
    // A span's tenths (see reviewMonthlyResponseSpans), with the counts: INCLUDE (tenths, answered) in migration 0047.
    index('review_monthly_response_times_span').on(table.listingId, sql`(${table.tenths} / 50)`, table.month),
  ],
);

/**
 * The same months counted per span of five hours (`tenths / 50`): the first step of a median, which finds the span
 * holding each middle rank before the tenths of that span alone are read.
 */
export const reviewMonthlyResponseSpans = pgTable(
  'review_monthly_response_spans',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    span: integer('span').notNull(),
    answered: integer('answered').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.month, table.span] })],
);

/** How the owner wants AI replies written (the shared AiSettings); one row per user, defaults until saved. */
/** How an establishment's replies are written (each establishment has its own voice). */
export const aiSettings = pgTable('ai_settings', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<AiSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Automatic replies waiting for the owner: held for approval, or for the reason `reason` names (a watched word,
 * a low rating, a draft the automatic checks refused). One per review; approving publishes it and deletes the row.
 */
export const replyQueue = pgTable(
  'reply_queue',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    draft: text('draft').notNull(),
    reason: text('reason', { enum: QUEUE_REASONS }).notNull(),
    /** The owner's watched word found in the review, when that is what holds the reply back. */
    watchedWord: text('watched_word'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reply_queue_location').on(table.locationId)],
);

/**
 * A listing synchronisation, stored so a restarted server resumes it where it stopped:
 * `cursor` is the provider's next page, `percent` only ever grows.
 */
export const syncJobs = pgTable(
  'sync_jobs',
  {
    id: serial('id').primaryKey(),
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    percent: integer('percent').notNull().default(0),
    cursor: text('cursor'),
    fetched: integer('fetched').notNull().default(0),
    expectedTotal: integer('expected_total'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** The most reviews this job reads (the newest first): set while the account has no subscription; null reads them all. */
    reviewCap: integer('review_cap'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sync_jobs_location_status').on(table.listingId, table.status),
    uniqueIndex('sync_jobs_one_running_per_location')
      .on(table.listingId)
      .where(sql`status = 'running'`),
  ],
);

/**
 * Provider pages an account's synchronisations read in one UTC day, against its daily budget: each page
 * is taken by one conditional upsert, so parallel jobs cannot read past it.
 */
export const providerPageBudgets = pgTable(
  'provider_page_budgets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    pages: integer('pages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * A subscription: our free trial (no Stripe ids) or a Stripe subscription. `lastEventAt` is the
 * creation time of the newest Stripe event applied, so an older event never overwrites a newer state.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['ACTIVE', 'TRIALING', 'CANCELLED', 'SUSPENDED'] }).notNull(),
    planPeriod: text('plan_period', { enum: ['MONTHLY', 'YEARLY'] }),
    isTrial: boolean('is_trial').notNull().default(false),
    /** Establishments paid for: the Stripe subscription item's quantity (the price is per establishment). */
    quantity: integer('quantity').notNull().default(1),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** The customer this subscription bills (an account may have had several). */
    stripeCustomerId: text('stripe_customer_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user').on(table.userId),
    // One free trial per user, ever.
    uniqueIndex('subscriptions_one_trial_per_user')
      .on(table.userId)
      .where(sql`is_trial`),
  ],
);

/**
 * Every Stripe customer an account ever paid with: a second checkout (another card, another
 * customer) adds one, so the events of the first still find their owner.
 */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    customerId: text('customer_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stripe_customers_user').on(table.userId)],
);

/** Stripe events already applied: the same event delivered twice changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's prize wheel (one per user), opened to customers by its public id. The settings the
 * draw does not read stay in one JSON column; the slices are rows so their stock changes atomically.
 */
export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  /** One wheel per establishment. */
  locationId: integer('location_id')
    .notNull()
    .unique()
    .references(() => listings.id, { onDelete: 'cascade' }),
  publicId: text('public_id').notNull().unique(),
  isOpen: boolean('is_open').notNull().default(false),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  playIntervalDays: integer('play_interval_days').notNull().default(1),
  maxPlaysPerDay: integer('max_plays_per_day'),
  primaryColor: text('primary_color').notNull(),
  showLogo: boolean('show_logo').notNull().default(true),
  reviewInvitation: boolean('review_invitation').notNull().default(true),
  rules: text('rules').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A slice of the wheel. A slice removed from a wheel that gave coupons is archived, so they keep their prize. */
export const gameSegments = pgTable(
  'game_segments',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    color: text('color').notNull(),
    /** Chance in tenths of a percent (1,000 for the whole wheel). */
    probabilityTenths: integer('probability_tenths').notNull(),
    isPrize: boolean('is_prize').notNull(),
    /** Prizes left; null is unlimited. Only ever decremented by a conditional update (`stock > 0`). */
    stock: integer('stock'),
    validityDays: integer('validity_days').notNull(),
    conditions: text('conditions').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
  },
  (table) => [
    index('game_segments_game').on(table.gameId, table.position),
    // The last prize cannot be given twice, whatever the code that writes.
    check('game_segments_stock_not_negative', sql`${table.stock} is null or ${table.stock} >= 0`),
  ],
);

/** One spin. The e-mail and device are kept for the play limits and the coupon; the IP is never stored. */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => gameSegments.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the player was asked to confirm their address for the prize mail (once per address per game). */
    prizeMailAskedAt: timestamp('prize_mail_asked_at', { withTimezone: true }),
    /** When the prize mail left: only to an address its player confirmed by clicking the link. */
    prizeMailSentAt: timestamp('prize_mail_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('game_plays_email').on(table.gameId, table.email, table.playedAt),
    index('game_plays_device').on(table.gameId, table.deviceId, table.playedAt),
    index('game_plays_date').on(table.gameId, table.playedAt),
  ],
);

/** A prize won: its unguessable code is what the counter checks, once. */
export const gameCoupons = pgTable(
  'game_coupons',
  {
    id: serial('id').primaryKey(),
    playId: integer('play_id')
      .notNull()
      .unique()
      .references(() => gamePlays.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [index('game_coupons_game').on(table.gameId, table.id)],
);

/**
 * An owner's Google Business Profile connection. Tokens are sealed (AES-256-GCM, see
 * token-cipher) and never leave the server; the location is the one the listing matched or the
 * owner picked among `candidates`.
 */
/** An establishment's link to its Google Business Profile location. */
export const googleConnections = pgTable('google_connections', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  refreshToken: text('refresh_token').notNull(),
  accessToken: text('access_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  accountName: text('account_name'),
  accountDisplayName: text('account_display_name'),
  location: jsonb('location').$type<GoogleLocation>(),
  candidates: jsonb('candidates').$type<GoogleLocation[]>().notNull().default([]),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  problem: text('problem'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** OAuth `state` values handed out for Google's consent: hashed, bound to the owner, used once. */
export const googleOauthStates = pgTable('google_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The establishment the consent connects. */
  locationId: integer('location_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Calls to Google's APIs per minute, counted across instances, so all of them together keep within the project's quota. */
export const googleApiCalls = pgTable('google_api_calls', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
  calls: integer('calls').notNull(),
});

/**
 * A listing's review requests: its public short link (`/r/<slug>`), the secret of the till's webhook, and the owner's
 * choices for the messages.
 */
export const reviewRequestSettings = pgTable('review_request_settings', {
  listingId: integer('location_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  hookSecret: text('hook_secret').notNull().unique(),
  channel: text('channel', { enum: REQUEST_CHANNELS }).notNull().default('email'),
  reminder: boolean('reminder').notNull().default(true),
  reminderAfterDays: integer('reminder_after_days').notNull().default(5),
  customSentence: text('custom_sentence').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer the owner may ask for a review, with the basis the owner stated and when. One row per e-mail and per
 * number of a listing; deleted after the retention counted from the last request.
 */
export const requestContacts = pgTable(
  'request_contacts',
  {
    id: serial('id').primaryKey(),
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    language: text('language').notNull(),
    basis: text('basis', { enum: CONTACT_BASES }).notNull(),
    basisRecordedAt: timestamp('basis_recorded_at', { withTimezone: true }).notNull(),
    /** Taken atomically by each request: a contact is asked at most once per interval. */
    lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('request_contacts_email')
      .on(table.listingId, table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('request_contacts_phone')
      .on(table.listingId, table.phone)
      .where(sql`${table.phone} is not null`),
  ],
);

/** One request to one contact, refused or sent; its token names it in the link (opens) and the unsubscribe link. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => requestContacts.id, { onDelete: 'cascade' }),
    /** The name as the owner gave it (kept on a refused request, which has no contact). */
    name: text('name').notNull(),
    channel: text('channel', { enum: REQUEST_CHANNELS }).notNull(),
    basis: text('basis', { enum: CONTACT_BASES }).notNull(),
    token: text('token').notNull().unique(),
    /** `sending` is held by the one instance sending it. */
    status: text('status', { enum: ['queued', 'postponed', 'sending', 'sent', 'refused', 'failed'] }).notNull(),
    refusal: text('refusal', { enum: REQUEST_REFUSALS }),
    sendAfter: timestamp('send_after', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    reviewReceivedAt: timestamp('review_received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('review_requests_location_created').on(table.listingId, table.createdAt),
    index('review_requests_due').on(table.status, table.sendAfter),
  ],
);

/** Requests counted per listing and calendar month (Paris): the monthly quota is taken here, atomically. */
export const requestQuotaUsage = pgTable(
  'request_quota_usage',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`, Europe/Paris. */
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.month] })],
);

/** Addresses and numbers that unsubscribed from a listing's requests: never written to again. */
export const requestSuppressions = pgTable(
  'request_suppressions',
  {
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** A lower-case e-mail address or an E.164 number. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.address] })],
);

/** The owner's alert choices: which push alerts every enabled device gets, and the weekly digest's day. Defaults until saved. */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  push: jsonb('push').$type<PushChoices>().notNull().default(DEFAULT_PUSH_CHOICES),
  digestDay: text('digest_day', { enum: DIGEST_DAYS }).notNull().default('monday'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser the owner enabled push alerts on: its push service address and the keys that encrypt for it (RFC 8291).
 * One row per endpoint: a browser enabled by another account moves to that account.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key (base64url, 65 bytes) and its authentication secret (base64url, 16 bytes). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_devices_user').on(table.userId, table.createdAt)],
);

/**
 * What each device was already sent, by tag (`review-<id>`, `approval-<id>`…): an alert is claimed here before it
 * leaves, so a review is pushed at most once per device, whichever check or instance finds it.
 */
export const pushSends = pgTable(
  'push_sends',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => pushDevices.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.tag] })],
);

/** The weekly digests mailed, one per account and ISO week (`YYYY-Www`, Europe/Paris): claimed before the mail leaves. */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);

/**
 * An establishment's connection to a review source beyond Google (docs/review-sources.md): one per source. The
 * platform's secrets (TheFork's client secret, Facebook's Page token) and TheFork's webhook secret are sealed with the
 * token cipher Google's tokens use, and never leave the server.
 */
export const reviewSourceConnections = pgTable(
  'review_source_connections',
  {
    id: serial('id').primaryKey(),
    listingId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['thefork', 'tripadvisor', 'facebook'] }).notNull(),
    /** The platform's id: TheFork's restaurant uuid, Tripadvisor's location id, Facebook's Page id. */
    externalId: text('external_id').notNull(),
    /** What the platform says of the place (name, rating, review count, ranking, address). */
    summary: jsonb('summary')
      .$type<{ name: string | null; rating: number | null; reviewCount: number | null; ranking: string | null; url: string | null }>()
      .notNull(),
    /** The adapter's secrets as sealed JSON; null for the stand-ins, which keep none. */
    secrets: text('secrets'),
    webhookSecret: text('webhook_secret'),
    /** `waiting` until the first read ends; `refused` while the platform refuses it for good (the owner reconnects). */
    state: text('state', { enum: ['waiting', 'connected', 'refused'] })
      .notNull()
      .default('waiting'),
    history: text('history', { enum: ['complete', 'newest-only'] })
      .notNull()
      .default('complete'),
    demo: boolean('demo').notNull().default(false),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The last read from the first page with no date bound: reviews it did not return are marked removed. */
    lastFullReadAt: timestamp('last_full_read_at', { withTimezone: true }),
    lastErrorCode: text('last_error_code'),
    lastPlatformCode: text('last_platform_code'),
    /** Failures in a row, which lengthen the wait before the next try. */
    failures: integer('failures').notNull().default(0),
    /** When the schedule reads it next; null while refused. */
    nextReadAt: timestamp('next_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_source_connections_location_source').on(table.listingId, table.source),
    index('review_source_connections_next_read')
      .on(table.nextReadAt)
      .where(sql`next_read_at is not null`),
  ],
);

/** Facebook login `state` values, as Google's OAuth states: hashed, bound to the member and the establishment, used once. */
export const reviewSourceLoginStates = pgTable('review_source_login_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  locationId: integer('location_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Calls to the review sources' APIs an account made in one UTC day, against its daily budget: taken by one conditional
 * upsert before each read, as the sync's provider pages are (`provider_page_budgets`).
 */
export const sourceCallBudgets = pgTable(
  'source_call_budgets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * The reviews widget of a listing's website: its public id (in the snippet; a new one stops the old snippets) and how
 * it shows the reviews. Created with defaults the first time the owner opens Settings → Widget.
 */
export const widgets = pgTable('widgets', {
  listingId: integer('location_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  publicId: text('public_id').notNull().unique(),
  layout: text('layout', { enum: WIDGET_LAYOUTS }).notNull().default('badge'),
  theme: text('theme', { enum: WIDGET_THEMES }).notNull().default('auto'),
  language: text('language', { enum: WIDGET_LANGUAGES }).notNull().default('auto'),
  reviewCount: integer('review_count').notNull().default(5),
  hideWithoutText: boolean('hide_without_text').notNull().default(false),
  /** The sources whose reviews it shows (Google's alone by default), each labelled, the legal line naming them. */
  sources: jsonb('sources').$type<('google' | 'thefork' | 'tripadvisor' | 'facebook')[]>().notNull().default(['google']),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the members of an organisation did, for its owners and admins (the activity journal): who replied, approved,
 * sent requests, invited, changed roles or settings, and when. The actor's row goes with their account (`user_id`
 * null: « ancien membre »); an establishment removed leaves its entries, named by `details`. Kept 12 months.
 */
export const organizationActivity = pgTable(
  'organization_activity',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references((): AnyPgColumn => listings.id, { onDelete: 'set null' }),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    /** What the action was about: a review's id, an invited address, a role, a count (shared/api/activity.ts). */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organization_activity_journal').on(table.organizationId, table.createdAt, table.id)],
);

/**
 * An establishment removed from its organisation: its reviews' history (as read, with replies and dates) kept 30 days
 * as evidence for the organisation's owners and admins, then purged with the row. Everything else of the
 * establishment is deleted when it is removed.
 */
export const removedEstablishments = pgTable(
  'removed_establishments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The establishment's id while it existed, which the activity journal's entries name. */
    locationId: integer('location_id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    reviews: jsonb('reviews').$type<unknown[]>().notNull().default([]),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('removed_establishments_organization').on(table.organizationId),
    index('removed_establishments_purge').on(table.purgeAfter),
  ],
);

/**
 * « Signalé à Google »: a member opened Google's review management tool to report a review from Bonavis. Kept for the
 * review's evidence file (when, by whom); Bonavis cannot remove a review, only point to Google's tool.
 */
export const reviewGoogleReports = pgTable(
  'review_google_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's name then, so the file still names them after they left. */
    memberName: text('member_name').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_google_reports_review').on(table.reviewId, table.reportedAt)],
);

/**
 * Posts written in Bonavis for an establishment's Google profile, to publish later: `scheduled` until due, then
 * `publishing` by one instance (until `claimed_until`, its lease), then `published` with Google's name and state, or
 * `failed` with the refusal's code. While scheduled, `claimed_until` is the pause Google asked for after a 429.
 */
export const googleProfilePosts = pgTable(
  'google_profile_posts',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROFILE_POST_KINDS }).notNull(),
    summary: text('summary').notNull(),
    languageCode: text('language_code').notNull(),
    photoUrl: text('photo_url'),
    callToAction: jsonb('call_to_action').$type<ProfilePostAnswer['callToAction']>(),
    event: jsonb('event').$type<ProfilePostAnswer['event']>(),
    offer: jsonb('offer').$type<ProfilePostAnswer['offer']>(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** A series: once published, the job schedules the next post of it (`weekly`, `monthly`). */
    repeat: text('repeat', { enum: PROFILE_POST_REPEATS }).notNull().default('never'),
    state: text('state', { enum: ['scheduled', 'publishing', 'published', 'failed'] })
      .notNull()
      .default('scheduled'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    googleName: text('google_name'),
    googleState: text('google_state'),
    problem: text('problem'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('google_profile_posts_location').on(table.locationId, table.publishAt),
    // The job's sweep reads the posts due, by state and time.
    index('google_profile_posts_due').on(table.state, table.publishAt),
    check('google_profile_posts_repeat', sql`${table.repeat} in ('never', 'weekly', 'monthly')`),
  ],
);

/**
 * Calls to an establishment's Google profile (hours, posts, photos, figures) its paying account made in one UTC day,
 * against GOOGLE_PROFILE_CALLS_PER_DAY: one taken by a conditional upsert before each call, as the review sources'
 * (`source_call_budgets`).
 */
export const googleProfileCallBudgets = pgTable(
  'google_profile_call_budgets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * An establishment's Google profile figures of one day, as Google's Performance API gave them (one column per metric,
 * named as Google names it), kept so a day is asked for once it has settled (`figures-store.ts`). `fetched_at`: when
 * Google was asked, which says whether a recent day is read again.
 */
export const googleProfileDailyMetrics = pgTable(
  'google_profile_daily_metrics',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    BUSINESS_IMPRESSIONS_DESKTOP_MAPS: integer('business_impressions_desktop_maps').notNull(),
    BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: integer('business_impressions_desktop_search').notNull(),
    BUSINESS_IMPRESSIONS_MOBILE_MAPS: integer('business_impressions_mobile_maps').notNull(),
    BUSINESS_IMPRESSIONS_MOBILE_SEARCH: integer('business_impressions_mobile_search').notNull(),
    CALL_CLICKS: integer('call_clicks').notNull(),
    BUSINESS_DIRECTION_REQUESTS: integer('business_direction_requests').notNull(),
    WEBSITE_CLICKS: integer('website_clicks').notNull(),
    BUSINESS_BOOKINGS: integer('business_bookings').notNull(),
    BUSINESS_FOOD_ORDERS: integer('business_food_orders').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.date] })],
);

/**
 * The search terms people found an establishment with over one month ('YYYY-MM'), as Google gave them once the month
 * was over: the count, or only its bound (`fewer_than`) for a small one.
 */
export const googleProfileKeywords = pgTable(
  'google_profile_keywords',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    keyword: text('keyword').notNull(),
    impressions: integer('impressions'),
    fewerThan: integer('fewer_than'),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.month, table.keyword] })],
);

/** That an establishment's search terms of a month were read (a month may have none): never asked again. */
export const googleProfileKeywordMonths = pgTable(
  'google_profile_keyword_months',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.month] })],
);

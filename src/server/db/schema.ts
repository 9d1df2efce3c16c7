import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
  hasAcceptedTerms: boolean('has_accepted_terms').notNull().default(false),
  aiCredits: integer('ai_credits').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes, stored hashed. One live code per (email, purpose): a new send
 * replaces the old one. `sendCount` and `windowStartedAt` cap sends per hour.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign-in', 'change-email', 'two-factor'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    sendCount: integer('send_count').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('otp_codes_email_purpose_unique').on(table.email, table.purpose)],
);

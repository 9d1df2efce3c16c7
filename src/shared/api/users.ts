import { boolean, integer, isoDate, nullable, object, string, type Static } from './schema';

/** The account as `GET /users/private/me` returns it. */
export const UserSchema = object({
  id: integer(),
  email: string(),
  providerUid: string(),
  profilePicture: string(),
  referralId: string(),
  isEmailVerified: boolean(),
  name: string(),
  phone: nullable(string()),
  /** The id of the account whose referral link brought this one. */
  referredBy: nullable(integer()),
  hasDoneProfileSetup: boolean(),
  aiCredits: integer(),
  isActive: boolean(),
  createdAt: isoDate(),
  /** When the owner first accepted the terms of sale and the privacy policy; null until then (nothing else says so). */
  termsAcceptedAt: nullable(isoDate()),
});
export type User = Static<typeof UserSchema>;

/** `GET /users/private/referrals`: the owner's referral code and how many accounts it brought. */
export const ReferralsSchema = object({ referralId: string(), referredCount: integer() });
export type Referrals = Static<typeof ReferralsSchema>;

/** `GET|PUT /users/private/notifications`: the mails the owner wants. */
export const NotificationPreferencesSchema = object({ newReviewMail: boolean() });
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;

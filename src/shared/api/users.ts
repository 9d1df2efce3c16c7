/** The account as `GET /users/private/me` returns it. */
export type User = {
  id: number;
  email: string;
  providerUid: string;
  profilePicture: string;
  referralId: string;
  isEmailVerified: boolean;
  name: string;
  phone: string | null;
  /** The id of the account whose referral link brought this one. */
  referredBy: number | null;
  hasDoneProfileSetup: boolean;
  aiCredits: number;
  isActive: boolean;
  createdAt: string;
  /** When the owner first accepted the terms of sale and the privacy policy; null until then (nothing else says so). */
  termsAcceptedAt: string | null;
};

/** `GET /users/private/referrals`: the owner's referral code and how many accounts it brought. */
export type Referrals = { referralId: string; referredCount: number };

/** `GET|PUT /users/private/notifications`: the mails the owner wants. */
export type NotificationPreferences = { newReviewMail: boolean };

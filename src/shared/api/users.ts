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
};

/** `GET|PUT /users/private/notifications`: the mails the owner wants. */
export type NotificationPreferences = { newReviewMail: boolean };

import { ReviewSchema } from './reviews';
import { array, boolean, integer, isoDate, nullable, object, oneOf, string, type Static } from './schema';

export const REPLY_TONES = ['warm', 'professional', 'casual'] as const;
export type ReplyTone = (typeof REPLY_TONES)[number];

/** Tutoiement or vouvoiement (in Spanish tú or usted; English has one form). */
export const REPLY_ADDRESSES = ['tu', 'vous'] as const;
export type ReplyAddress = (typeof REPLY_ADDRESSES)[number];

export const REPLY_LENGTHS = ['short', 'medium', 'long'] as const;
export type ReplyLength = (typeof REPLY_LENGTHS)[number];

/** Automatic replies: off, published at once, or held in a queue the owner approves. */
export const AUTO_REPLY_MODES = ['off', 'publish', 'approve'] as const;
export type AutoReplyMode = (typeof AUTO_REPLY_MODES)[number];

/** How the owner wants replies written (`GET|PUT /reviews/private/ai-settings`). */
export const AiSettingsSchema = object({
  tone: oneOf(REPLY_TONES),
  address: oneOf(REPLY_ADDRESSES),
  /** Ends every reply, e.g. « Marie, boulangerie Dupont ». */
  signature: string(),
  length: oneOf(REPLY_LENGTHS),
  /** Free instructions added to every request (« mentionner notre terrasse »…). */
  instructions: string(),
  /** A review containing one of these words is never answered automatically. */
  manualWords: array(string()),
  autoReply: object({ mode: oneOf(AUTO_REPLY_MODES), minRating: integer() }),
});
export type AiSettings = Static<typeof AiSettingsSchema>;

/** A change asked of the current draft; none means a new draft. */
export const REPLY_ADJUSTMENTS = ['shorter', 'warmer', 'formal'] as const;
export type ReplyAdjustment = (typeof REPLY_ADJUSTMENTS)[number];

/** The writer behind replies: the offline templates, or a language model. */
export const AiModelSchema = object({ kind: oneOf(['templates', 'mistral', 'openai'] as const), offline: boolean() });
export type AiModel = Static<typeof AiModelSchema>;

/** `GET /reviews/private/ai-settings`. */
export const AiSettingsStateSchema = object({
  settings: AiSettingsSchema,
  model: AiModelSchema,
  /** The credits left for this establishment's drafts: its paying account's, whoever of the team writes. */
  aiCredits: integer(),
});
export type AiSettingsState = Static<typeof AiSettingsStateSchema>;

/** `POST /reviews/private/{id}/reply/generate` body. */
export type GenerateReplyRequest = { adjust?: ReplyAdjustment; draft?: string };

/** `POST /reviews/private/{id}/reply/generate` answer: the draft, its language and the credits left. */
export const GeneratedReplySchema = object({ draft: string(), language: string(), aiCredits: integer(), model: AiModelSchema });
export type GeneratedReply = Static<typeof GeneratedReplySchema>;

/** `POST /reviews/private/ai-settings/preview`: a sample review answered with unsaved settings; free. */
export type ReplyPreviewRequest = { settings: AiSettings; review: { authorName: string; reviewRate: number; reviewContent: string } };

/**
 * Why an automatic reply waits for the owner instead of being published: the approval mode, a watched word in the
 * review, a review at or under AUTO_PUBLISH_MAX_HELD_RATING stars, or a draft holding contact details, an amount of
 * money, a promise (refund, discount, gift…) or words the review seems to have dictated.
 */
export const QUEUE_REASONS = [
  'approval',
  'manual-word',
  'low-rating',
  'contact-details',
  'amount',
  'promise',
  'review-instruction',
] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

/** Reviews at or under this many stars are never published automatically, whatever the settings. */
export const AUTO_PUBLISH_MAX_HELD_RATING = 3;

/** A reply written automatically and waiting for the owner's approval (`GET /reviews/private/reply-queue`). */
export const QueuedReplySchema = object({
  id: integer(),
  review: ReviewSchema,
  draft: string(),
  reason: oneOf(QUEUE_REASONS),
  /** The owner's watched word found in the review when reason is 'manual-word' (null for replies queued before it was kept). */
  watchedWord: nullable(string()),
  createdAt: isoDate(),
});
export type QueuedReply = Static<typeof QueuedReplySchema>;

/** The longest reply Google accepts, in UTF-8 bytes. */
export const MAX_REPLY_BYTES = 4096;

import type { AiModel, AiSettings, ReplyAdjustment } from '../../../shared/api/ai';

/** The languages replies are written in; anything else is answered in French, the product's first language. */
export type ReplyLanguage = 'fr' | 'en' | 'es';

export const REVIEW_THEMES = ['welcome', 'price', 'waiting', 'cleanliness', 'quality', 'staff', 'ambiance', 'service'] as const;
export type ReviewTheme = (typeof REVIEW_THEMES)[number];
export type ThemeMention = { theme: ReviewTheme; polarity: 'positive' | 'negative' };

/** Everything a writer may use; nothing else, so it has no fact to invent from. */
export type ReplyRequest = {
  review: {
    /** Empty when the author's name gives none: the reply then greets without a name. */
    firstName: string;
    rating: number;
    content: string | null;
    language: ReplyLanguage;
    themes: ThemeMention[];
  };
  /** `nameKeepsArticle`: the name's leading article is part of a trade mark, kept as written (absent: contracted). */
  business: { name: string; trade: string | null; nameKeepsArticle?: boolean };
  settings: AiSettings;
  adjust?: ReplyAdjustment;
  /** The draft `adjust` transforms. */
  previousDraft?: string;
  /** Another number asks for another wording of the same reply (regenerate). */
  variant: number;
};

/**
 * A post for the establishment's Google profile, written from the owner's idea in the establishment's voice (its AI
 * settings: tone, tu/vous, signature). The idea is the owner's words: a post never asks for reviews.
 */
export type PostRequest = {
  kind: 'news' | 'offer' | 'event';
  idea: string;
  language: ReplyLanguage;
  business: { name: string; trade: string | null };
  settings: AiSettings;
};

export type AiProvider = {
  kind: AiModel['kind'];
  offline: boolean;
  /** The model's name, for logs and `/api/health`. */
  model: string;
  writeReply(request: ReplyRequest, signal?: AbortSignal): Promise<string>;
  writePost(request: PostRequest, signal?: AbortSignal): Promise<string>;
};

export type AiErrorCode = 'BAD_KEY' | 'RATE_LIMITED' | 'TIMEOUT' | 'UNAVAILABLE' | 'INVALID_OUTPUT';

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

import { MAX_REPLY_BYTES, type AiSettings, type ReplyAdjustment } from '../../../shared/api/ai';
import { AiError, type AiProvider, type ReplyLanguage } from '../../adapters/ai/ai-provider';
import { analyzeReview, detectLanguage, identifyLanguage } from '../review-text';

export type ReplyInput = {
  authorName: string;
  rating: number;
  content: string | null;
  businessName: string;
  /** The listing's `nameKeepsArticle`. */
  nameKeepsArticle?: boolean;
  trade: string | null;
  settings: AiSettings;
  adjust?: ReplyAdjustment;
  previousDraft?: string;
  variant?: number;
};

export type WrittenReply = { draft: string; language: ReplyLanguage };

/** A name part: letters, with inner hyphens or apostrophes (« Jean-Pierre », « O'Neil »). */
const NAME_WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u;
/** Leftover placeholders a model may write: {name}, [Nom], <business>. Bounded, so linear. */
const PLACEHOLDER = /\{[^{}\n]{0,40}\}|\[[^[\]\n]{0,40}\]|<[^<>\n]{0,40}>/;
/** Below this many characters a draft says too little for its language to be checked. */
const MIN_CHECKED_CHARS = 40;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The reviewer's first name as a reply greets them: « jean-pierre D. » → « Jean-Pierre »; '' when the name gives none. */
export function firstNameOf(authorName: string): string {
  const first = authorName.trim().slice(0, 100).split(/\s/)[0] ?? '';
  if (first.length < 2 || first.length > 30 || !NAME_WORD.test(first)) return '';
  return first.replace(/\p{L}+/gu, (part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
}

/**
 * A draft over the byte limit, cut at the last sentence end that fits with the signature after it. Cuts happen between
 * characters (code points), never inside a multi-byte one. Null when no sentence end fits.
 */
export function fitToLimit(draft: string, signature: string, limit = MAX_REPLY_BYTES): string | null {
  if (bytes(draft) <= limit) return draft;
  const body = draft.endsWith(signature) ? draft.slice(0, -signature.length).trimEnd() : draft;
  const budget = limit - bytes(`\n\n${signature}`);
  let used = 0;
  let cut = -1;
  let index = 0;
  for (const character of body) {
    used += bytes(character);
    if (used > budget) break;
    index += character.length;
    if ('.!?…'.includes(character)) cut = index;
  }
  return cut > 0 ? `${body.slice(0, cut)}\n\n${signature}` : null;
}

/**
 * Writes a reply through the provider and checks it before anyone sees it: not empty, no placeholder left, within
 * Google's byte limit (cut at a sentence end, signature kept), ending with the signature, and, for a model, in the
 * review's language. A reply that fails a check is refused as INVALID_OUTPUT; the caller gives the credit back.
 */
export function createReplyWriter(provider: AiProvider) {
  async function write(input: ReplyInput, signal?: AbortSignal): Promise<WrittenReply> {
    const language = detectLanguage(input.content);
    const { themes } = analyzeReview(input.content, language, input.rating);
    const written = await provider.writeReply(
      {
        review: { firstName: firstNameOf(input.authorName), rating: input.rating, content: input.content, language, themes },
        business: { name: input.businessName, trade: input.trade, nameKeepsArticle: input.nameKeepsArticle ?? false },
        settings: input.settings,
        adjust: input.adjust,
        previousDraft: input.previousDraft,
        variant: input.variant ?? 0,
      },
      signal,
    );
    const signature = input.settings.signature.trim() || input.businessName.trim();
    let draft = written.trim();
    if (!draft) throw new AiError('INVALID_OUTPUT', 'The writer returned an empty reply');
    if (PLACEHOLDER.test(draft)) throw new AiError('INVALID_OUTPUT', 'The reply still holds a placeholder');
    // A model that forgot the signature gets it added; one that wrote it anywhere in its closing keeps its own.
    if (signature && !draft.slice(-signature.length - 100).includes(signature)) draft = `${draft}\n\n${signature}`;
    const fitted = fitToLimit(draft, signature);
    if (fitted === null) throw new AiError('INVALID_OUTPUT', `The reply is over ${MAX_REPLY_BYTES} bytes with no sentence end to cut at`);
    draft = fitted;
    if (!provider.offline) {
      const body = draft.endsWith(signature) ? draft.slice(0, -signature.length) : draft;
      const found = body.trim().length >= MIN_CHECKED_CHARS ? identifyLanguage(body) : null;
      if (found !== null && found !== language) {
        throw new AiError('INVALID_OUTPUT', `The reply is in "${found}", the review in "${language}"`);
      }
    }
    return { draft, language };
  }
  return { write };
}

export type ReplyWriter = ReturnType<typeof createReplyWriter>;

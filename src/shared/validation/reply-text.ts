import { MAX_REPLY_BYTES } from '../api/ai';
import { stringField } from './string-field';

/**
 * What counts in a reply's length: the UTF-8 bytes of the text once trimmed, since that is what is published and
 * Google limits replies in bytes. The editor's counter, the approval queue and the API all count this way.
 */
export function replyBytesOf(text: string): number {
  return new TextEncoder().encode(text.trim()).length;
}

/** Why a reply cannot be published as it stands, or null: nothing but spaces, or more than MAX_REPLY_BYTES. */
export function replyTextProblem(text: string): 'required' | 'tooLong' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  // A character is at least one byte: a text longer in characters is too long without encoding it.
  return trimmed.length > MAX_REPLY_BYTES || replyBytesOf(trimmed) > MAX_REPLY_BYTES ? 'tooLong' : null;
}

/** A reply's text in a request (publish, approve, rewrite): trimmed, and within the byte limit. */
export const replyTextSchema = () =>
  stringField('validation.reply.tooLong', { trim: true }).test(
    'length',
    'validation.reply.tooLong',
    (value) => value === undefined || value === '' || replyTextProblem(value) !== 'tooLong',
  );

/** One SMS as the app asks for it; every sender checks it (`checkSmsMessage`) before anything leaves. */
export type SmsMessage = {
  /** The recipient in E.164: `+` and 7 to 15 digits, the country code first (`+33612345678`). */
  to: string;
  /** At most SMS_TEXT_MAX_LENGTH characters. */
  text: string;
  /** The alphanumeric sender id the phone shows: 3 to 11 letters or digits, no spaces. */
  sender: string;
};

export type SmsSender = {
  kind: 'brevo' | 'outbox';
  /** True when nothing really leaves: the local outbox (the app says so, as it labels the demo listings). */
  offline: boolean;
  /** The provider's id for the message; throws SmsError. */
  send(message: SmsMessage): Promise<{ id: string }>;
};

export type SmsErrorCode = 'BAD_KEY' | 'REFUSED_NUMBER' | 'RATE_LIMITED' | 'UNAVAILABLE' | 'INVALID_MESSAGE';

/**
 * Why an SMS did not leave. `INVALID_MESSAGE`: refused by our checks (before any call) or by the provider;
 * `REFUSED_NUMBER`: the provider will not send to this number; `BAD_KEY`: the configuration is wrong;
 * `RATE_LIMITED`: retry after `retryAfterMs` when the provider said; `UNAVAILABLE`: the provider failed, did not
 * answer in time, or cannot send for now (no credits left). Messages never carry the API key, the number or the text.
 */
export class SmsError extends Error {
  constructor(
    readonly code: SmsErrorCode,
    message: string,
    /** How long the provider asked us to wait, when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** Four concatenated GSM-7 segments (4 × 153): the longest text we send. A text outside GSM-7 is split into more segments. */
export const SMS_TEXT_MAX_LENGTH = 612;
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const SMS_SENDER_PATTERN = /^[A-Za-z0-9]{3,11}$/;

/** Throws SmsError INVALID_MESSAGE when the message cannot be sent as it is; says what is wrong, never the values. */
export function checkSmsMessage(message: SmsMessage): void {
  const { to, text, sender } = message;
  if (typeof to !== 'string' || to.length > 16 || !E164_PATTERN.test(to)) {
    throw new SmsError('INVALID_MESSAGE', 'The recipient must be a number in E.164 form (+ then 7 to 15 digits, e.g. +33612345678)');
  }
  if (typeof text !== 'string' || text.trim() === '') throw new SmsError('INVALID_MESSAGE', 'The text of the SMS is empty');
  if (text.length > SMS_TEXT_MAX_LENGTH) {
    throw new SmsError('INVALID_MESSAGE', `The text of the SMS is longer than ${SMS_TEXT_MAX_LENGTH} characters (${text.length})`);
  }
  if (typeof sender !== 'string' || !SMS_SENDER_PATTERN.test(sender)) {
    throw new SmsError('INVALID_MESSAGE', 'The sender id must be 3 to 11 letters or digits, without spaces or accents');
  }
}

/** The GSM 03.38 basic character set (one septet each) and its extension table (two septets: an escape, then the character). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

/**
 * True when the text fits the GSM-7 alphabet. French often does not: é, è, à, ù are in it, but ê, â, ô, î, û, ç, ë, œ,
 * the typographic apostrophe and emoji are not, and one of them sends the whole text as UCS-2 (70 characters a segment).
 */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM7_BASIC.has(char) && !GSM7_EXTENSION.has(char)) return false;
  return true;
}

/** How many SMS the text is billed as: GSM-7 160, or 153 a segment once split; UCS-2 70, or 67 a segment once split. */
export function smsSegments(text: string): number {
  if (isGsm7(text)) {
    let septets = 0;
    for (const char of text) septets += GSM7_EXTENSION.has(char) ? 2 : 1;
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  // UCS-2 counts UTF-16 units: an emoji takes two.
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

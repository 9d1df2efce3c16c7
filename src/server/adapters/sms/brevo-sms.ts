import { withoutTrailingSlashes } from '../../../shared/validation/text-rules';
import { checkSmsMessage, isGsm7, SmsError, type SmsSender } from './sms-sender';

/*
 * SMS through Brevo's transactional SMS API. Why Brevo: a French company (Paris), customer data hosted in the EU, a
 * documented REST API authenticated by one API key, and SMS credits bought in advance (no surprise bill).
 *
 * The endpoint is `POST /v3/transactionalSMS/send`, the one Brevo documents today; the older `/v3/transactionalSMS/sms`
 * was deprecated in May 2025 (it answered `{ reference, messageId, smsCount, usedCredits, remainingCredits }`). It
 * answers 201 `{ messageId }`; an error is `{ code, message }` with 400 (a bad parameter, e.g. the number), 401 (the
 * key), 402 (no SMS credits left) or 429 (the rate limit, with `x-sib-ratelimit-reset` in seconds).
 *
 * Brevo's own note: a text carrying a STOP code is treated as a marketing SMS, which Brevo holds back between 22:00 and
 * 08:00, on Sundays and French public holidays, whatever `type` says.
 */

type Fetch = typeof fetch;

export const BREVO_API_URL = 'https://api.brevo.com/v3';
const SEND_PATH = '/transactionalSMS/send';
/** Brevo answers within a second or two; a request that hangs must not hold a job (or a shutdown). */
const REQUEST_TIMEOUT_MS = 15_000;
/** Brevo's message is kept in ours for the operator, cut to a log line. */
const DETAIL_MAX_LENGTH = 200;

export type BrevoSmsOptions = {
  apiKey: string;
  /** Brevo's API root, `https://api.brevo.com/v3`; elsewhere for a local stand-in in tests. */
  baseUrl?: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
};

/** The message id, digit for digit: Brevo's are 16-digit integers, near the limit of what a JavaScript number holds. */
function messageIdOf(raw: string): string | null {
  const id = /"messageId"\s*:\s*"?(\d{1,40})/.exec(raw)?.[1] ?? /"reference"\s*:\s*"([\w.-]{1,100})"/.exec(raw)?.[1];
  return id ?? null;
}

/** How long Brevo asked us to wait: its `x-sib-ratelimit-reset`, else a standard Retry-After, in seconds. */
function waitMs(headers: Headers): number | null {
  for (const name of ['x-sib-ratelimit-reset', 'retry-after']) {
    const value = headers.get(name)?.trim();
    const seconds = Number(value);
    if (value && Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  }
  return null;
}

function errorOf(response: Response, raw: string): SmsError {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') body = parsed;
  } catch {
    // An HTML error page from a proxy: the status says enough.
  }
  const { status } = response;
  const code = typeof body.code === 'string' ? body.code : '';
  const said = typeof body.message === 'string' ? body.message.slice(0, DETAIL_MAX_LENGTH) : '';
  const detail = `HTTP ${status}${code ? ` ${code}` : ''}${said ? `: ${said}` : ''}`;

  if (status === 401 || status === 403 || code === 'unauthorized' || code === 'permission_denied') {
    return new SmsError('BAD_KEY', `Brevo refused the API key (${detail}); check BREVO_API_KEY`);
  }
  if (status === 402 || code === 'not_enough_credits') {
    return new SmsError('UNAVAILABLE', `Brevo has no SMS credits left (${detail}); buy credits in the Brevo account`);
  }
  if (status === 429) return new SmsError('RATE_LIMITED', `Brevo is rate limiting us (${detail})`, waitMs(response.headers));
  if (status >= 400 && status < 500) {
    // A 400 names the parameter it refuses: the recipient (a landline, an unserved country, a blocked number) or the rest.
    const aboutNumber = !/sender/i.test(said) && /recipient|phone|mobile|number/i.test(said);
    return aboutNumber
      ? new SmsError('REFUSED_NUMBER', `Brevo will not send to this number (${detail})`)
      : new SmsError('INVALID_MESSAGE', `Brevo refused the message (${detail})`);
  }
  return new SmsError('UNAVAILABLE', `Brevo failed (${detail})`);
}

/**
 * Sends one SMS per call, without retrying: the job queue retries, and only for what can change (UNAVAILABLE,
 * RATE_LIMITED). A timeout does not prove that nothing left: Brevo may have taken the message before we stopped
 * waiting, and Brevo has no idempotency key to make a retry safe. The API key only ever travels in the `api-key` header.
 */
export function createBrevoSms({
  apiKey,
  baseUrl = BREVO_API_URL,
  fetchImpl = fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: BrevoSmsOptions): SmsSender {
  const endpoint = `${withoutTrailingSlashes(baseUrl)}${SEND_PATH}`;
  return {
    kind: 'brevo',
    offline: false,
    async send(message) {
      checkSmsMessage(message);
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      let raw: string;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', 'api-key': apiKey },
          body: JSON.stringify({
            sender: message.sender,
            // Brevo takes the international number with or without its "+": digits only, as its examples write it.
            recipient: message.to.slice(1),
            content: message.text,
            type: 'transactional',
            unicodeEnabled: !isGsm7(message.text),
          }),
          signal: timeout,
        });
        raw = await response.text();
      } catch {
        // Whatever the fetch wrapped the abort in, a fired signal means we stopped waiting.
        if (timeout.aborted) {
          throw new SmsError('UNAVAILABLE', `Brevo did not answer within ${timeoutMs} ms (the SMS may still have left)`);
        }
        throw new SmsError('UNAVAILABLE', 'Brevo cannot be reached');
      }
      if (!response.ok) throw errorOf(response, raw);
      const id = messageIdOf(raw);
      if (!id) throw new SmsError('UNAVAILABLE', `Brevo accepted the SMS without a message id (HTTP ${response.status})`);
      return { id };
    },
  };
}

import type { SmsConfig } from '../../config/sms';
import { createBrevoSms, type BrevoSmsOptions } from './brevo-sms';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './sms-sender';

export { createBrevoSms, type BrevoSmsOptions } from './brevo-sms';
export { createOutboxSms, readOutbox, type SentSms } from './outbox-sms';
export { SmsError, SMS_TEXT_MAX_LENGTH, checkSmsMessage, isGsm7, smsSegments } from './sms-sender';
export type { SmsErrorCode, SmsMessage, SmsSender } from './sms-sender';

/**
 * The SMS sender the configuration asks for: Brevo, or the local outbox file. `options` reach Brevo only (a stand-in's
 * base URL, a fetch, a timeout), for tests. The configured sender id (`config.sender`) goes in each message.
 */
export function createSmsSender(config: SmsConfig, options: Omit<BrevoSmsOptions, 'apiKey'> = {}): SmsSender {
  return config.kind === 'brevo' ? createBrevoSms({ ...options, apiKey: config.apiKey }) : createOutboxSms({ file: config.file });
}

import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  newTheForkWebhookSecret,
  reviewUuidOf,
  theForkWebhookAddress,
  THEFORK_SIGNATURE_HEADER,
  verifyTheForkWebhook,
} from './thefork-webhook';

const SECRET = 'whsec-4f1c9a0b7d2e';
/** The raw bytes as TheFork sends them: verification runs on these, never on a re-serialised body. */
const rawFixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
const REVIEW_EVENT = rawFixture('thefork-webhook-review.json');
const sign = (body: Buffer | string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');
const signed = (signature: string) => ({ [THEFORK_SIGNATURE_HEADER]: signature });
/** The review a check names, or `refused`. */
const reviewNamed = (check: ReturnType<typeof verifyTheForkWebhook>) => (check.ok ? reviewUuidOf(check.event) : 'refused');

describe('TheFork webhook verification', () => {
  it('accepts a review event signed with the connection’s secret, and names the review to read', () => {
    const check = verifyTheForkWebhook(REVIEW_EVENT, { [THEFORK_SIGNATURE_HEADER]: sign(REVIEW_EVENT) }, SECRET);

    expect(check).toEqual({
      ok: true,
      event: {
        entityType: 'review',
        eventType: 'reviewCommentPublished',
        uuid: '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53',
        restaurantUuid: '084c0650-9b8e-4357-bebe-5fad1c069051',
        reservationUuid: '772decf1-8f6f-4676-af3d-823413203fc2',
      },
    });
    expect(reviewNamed(check)).toBe('6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');
  });

  it('accepts the `sha256=` form of the signature', () => {
    const check = verifyTheForkWebhook(REVIEW_EVENT, { [THEFORK_SIGNATURE_HEADER]: `sha256=${sign(REVIEW_EVENT)}` }, SECRET);
    expect(check.ok).toBe(true);
  });

  it('accepts the token TheFork carries in the address it was given, when it sends no signature', () => {
    const address = new URL(theForkWebhookAddress('https://app.bonavis.fr/api/webhooks/thefork/conn-1', SECRET));

    const check = verifyTheForkWebhook(REVIEW_EVENT, {}, SECRET, Object.fromEntries(address.searchParams));

    expect(address.pathname).toBe('/api/webhooks/thefork/conn-1');
    expect(check.ok).toBe(true);
  });

  it.each<[string, Buffer, Record<string, string>, Record<string, string>]>([
    [
      'a tampered body',
      Buffer.from(REVIEW_EVENT.toString().replace('reviewCommentPublished', 'reviewValidityChanged')),
      signed(sign(REVIEW_EVENT)),
      {},
    ],
    ['a signature made with another secret', REVIEW_EVENT, signed(sign(REVIEW_EVENT, 'another-secret')), {}],
    ['a signature that is not hex', REVIEW_EVENT, signed('z'.repeat(64)), {}],
    ['a truncated signature', REVIEW_EVENT, signed(sign(REVIEW_EVENT).slice(0, 40)), {}],
    ['a wrong token', REVIEW_EVENT, {}, { token: 'guess' }],
    ['a token of the right length but wrong', REVIEW_EVENT, {}, { token: SECRET.replace('4', '5') }],
  ])('refuses %s', (_case, body, headers: Record<string, string>, query: Record<string, string>) => {
    expect(verifyTheForkWebhook(body, headers, SECRET, query)).toEqual({ ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' });
  });

  it('refuses a call without a signature or a token', () => {
    expect(verifyTheForkWebhook(REVIEW_EVENT, {}, SECRET)).toEqual({ ok: false, code: 'WEBHOOK_SIGNATURE_MISSING' });
  });

  it('refuses everything when the connection has no secret', () => {
    expect(verifyTheForkWebhook(REVIEW_EVENT, {}, '', { token: '' })).toEqual({ ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' });
  });

  it.each([
    ['not JSON', '{"entityType": "review",'],
    ['no uuid', '{"entityType":"review","eventType":"reviewRatingCreated"}'],
    ['a uuid that is not one', '{"entityType":"review","eventType":"reviewRatingCreated","uuid":"../../admin"}'],
    [
      'an oversized body',
      JSON.stringify({ entityType: 'review', eventType: 'x', uuid: '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53', pad: 'x'.repeat(20_000) }),
    ],
  ])('refuses a well-signed body that is %s', (_case, body) => {
    expect(verifyTheForkWebhook(body, { [THEFORK_SIGNATURE_HEADER]: sign(body) }, SECRET)).toEqual({
      ok: false,
      code: 'WEBHOOK_BODY_INVALID',
    });
  });

  it('lets an event about something else than a review through, naming no review', () => {
    const body = rawFixture('thefork-webhook-reservation.json');
    const check = verifyTheForkWebhook(body, { [THEFORK_SIGNATURE_HEADER]: sign(body) }, SECRET);

    expect(check).toMatchObject({ ok: true, event: { entityType: 'reservation', reservationUuid: null } });
    expect(reviewNamed(check)).toBeNull();
  });

  it('makes a new 256-bit secret each time', () => {
    const first = newTheForkWebhookSecret();
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(newTheForkWebhookSecret()).not.toBe(first);
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const TWO_FACTOR_TOKEN_TTL_MS = 10 * 60 * 1000;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`2fa:${payload}`).digest('base64url');

/** A short-lived proof that this user just confirmed a one-time code (sent as the `2faToken` header). */
export function createTwoFactorToken(secret: string, uid: string, now = Date.now()): string {
  const payload = `${Buffer.from(uid).toString('base64url')}.${now + TWO_FACTOR_TOKEN_TTL_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function isValidTwoFactorToken(secret: string, uid: string, token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string') return false;
  const [encodedUid, expiresAt, signature] = token.split('.');
  if (!encodedUid || !expiresAt || !signature) return false;
  const expected = Buffer.from(sign(secret, `${encodedUid}.${expiresAt}`));
  const given = Buffer.from(signature);
  return (
    expected.length === given.length &&
    timingSafeEqual(expected, given) &&
    Buffer.from(encodedUid, 'base64url').toString() === uid &&
    Number(expiresAt) > now
  );
}

/** Identity details (name, phone, e-mail) change only with a fresh one-time code: the `2faToken` header. */
export function requireTwoFactor(app: FastifyInstance, request: FastifyRequest) {
  if (!isValidTwoFactorToken(app.config.secret, request.owner.providerUid, request.headers['2fatoken'])) {
    throw new AppError(428, 'TWO_FACTOR_REQUIRED', 'Confirm this change with a one-time code first');
  }
}

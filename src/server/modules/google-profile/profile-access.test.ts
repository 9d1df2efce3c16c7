import { GoogleApiError } from '../../adapters/google/business-profile';
import { ProfileError } from '../../adapters/google-profile/profile-error';
import type { GoogleConfig } from '../../config';
import { AppError } from '../../errors';
import type { GoogleConnections } from '../google';
import { createProfileAccess } from './profile-access';
import { profileRefusal } from './profile-errors';
import { postIncentiveOf } from './service';

const configOf = (kind: 'google' | 'demo', apiBaseUrl: string | null) =>
  ({ kind, apiBaseUrl, quotaPerMinute: 300, profileCallsPerDay: 1000 }) as unknown as Exclude<GoogleConfig, { kind: 'off' }>;
const connections = {
  status: async (listingId: number) =>
    listingId === 1
      ? { status: 'connected', account: { name: 'accounts/1', displayName: 'A' }, location: { name: 'locations/1' } }
      : { status: 'disconnected', account: null, location: null },
} as unknown as GoogleConnections;
/** A budget of `left` calls for the payer of every establishment (account 7), counting what it was asked. */
function budgetOf(left = Infinity) {
  const taken: number[] = [];
  return {
    taken,
    payerOf: async () => 7,
    take: async (userId: number) => {
      if (taken.length >= left) throw new AppError(429, 'PROFILE_BUDGET_SPENT', 'spent', { retryAfterSeconds: 60 });
      taken.push(userId);
    },
  };
}
const access = (kind: 'google' | 'demo', apiBaseUrl: string | null, budget = budgetOf()) =>
  createProfileAccess({ config: configOf(kind, apiBaseUrl), connections, beforeApiCall: async () => {}, budget });

describe("the Google profile's access", () => {
  it('calls Google only when Google itself is configured; the stand-in otherwise', () => {
    expect(access('google', null)).toMatchObject({ kind: 'google', demo: false, standIn: null });
    expect(access('demo', 'http://127.0.0.1:8080/api/google-demo')).toMatchObject({ kind: 'stand-in', demo: true });
    // A base URL names a stand-in of Google, which serves the connection and the reviews but not the profile.
    expect(access('google', 'http://127.0.0.1:9000')).toMatchObject({ kind: 'stand-in', demo: true });
  });

  it("reads the establishment's Google names from its connection, and refuses one not connected", async () => {
    const standIn = access('demo', 'http://127.0.0.1:8080/api/google-demo');
    expect(await standIn.locationOf(1)).toEqual({ account: 'accounts/1', location: 'locations/1' });
    expect(await standIn.locationOf(2)).toBeNull();
    await expect(standIn.run(2, async () => 'called')).rejects.toMatchObject({ statusCode: 409, code: 'GOOGLE_NOT_CONNECTED' });
    await expect(access('google', null).run(2, async () => 'called')).rejects.toMatchObject({ code: 'GOOGLE_NOT_CONNECTED' });
  });

  it("takes one call of the payer's budget before each call of the profile, and makes none once it is spent", async () => {
    const budget = budgetOf(2);
    const standIn = access('demo', 'http://127.0.0.1:8080/api/google-demo', budget);
    const getHours = jest.spyOn(standIn.standIn!, 'getHours');
    const listPosts = jest.spyOn(standIn.standIn!, 'listPosts');
    const read = standIn.run(1, async (profile, location) => [await profile.getHours(location), await profile.listPosts(location)]);
    await expect(read).resolves.toHaveLength(2);
    expect(budget.taken).toEqual([7, 7]);
    await expect(standIn.run(1, (profile, location) => profile.getHours(location))).rejects.toMatchObject({
      statusCode: 429,
      code: 'PROFILE_BUDGET_SPENT',
    });
    expect(getHours).toHaveBeenCalledTimes(1);
    expect(listPosts).toHaveBeenCalledTimes(1);
    // The refusal is the API's as it is.
    const refusal = await standIn.run(1, (profile, location) => profile.listMedia(location)).catch((error: unknown) => error);
    expect(profileRefusal(refusal)).toBe(refusal);
  });

  it("maps the connection's own refusals too, never to a 500", () => {
    expect(profileRefusal(new GoogleApiError('QUOTA', 'busy', 12_300))).toMatchObject({
      statusCode: 429,
      details: { retryAfterSeconds: 13 },
    });
    expect(profileRefusal(new GoogleApiError('TOKEN_REVOKED', 'revoked'))).toMatchObject({
      statusCode: 409,
      code: 'PROFILE_TOKEN_REVOKED',
    });
    expect(profileRefusal(new GoogleApiError('API_ACCESS_NOT_GRANTED', 'no'))).toMatchObject({ statusCode: 403 });
    expect(profileRefusal(new GoogleApiError('NETWORK', 'down'))).toMatchObject({ statusCode: 503, code: 'PROFILE_UNAVAILABLE' });
    expect(profileRefusal(new ProfileError('PROFILE_INVALID', 'x', { violations: [{ field: '', description: 'd' }] }))).toMatchObject({
      statusCode: 400,
      details: { fields: { profile: 'validation.invalid' } },
    });
    const other = new Error('a bug');
    expect(profileRefusal(other)).toBe(other);
  });

  it('reads a post for incentives only when it speaks of reviews: an offer may promise a discount', () => {
    expect(postIncentiveOf('Laissez un avis et gagnez un croissant offert')).not.toBeNull();
    expect(postIncentiveOf('Leave us a review and get a free coffee')).not.toBeNull();
    expect(postIncentiveOf('-10 % sur les croissants toute la semaine, café offert')).toBeNull();
    expect(postIncentiveOf('Merci pour vos avis !')).toBeNull();
  });
});

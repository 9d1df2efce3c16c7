import { GoogleApiError } from '../../adapters/google/business-profile';
import { createProfileClient } from '../../adapters/google-profile/profile-client';
import { createProfileStandIn, type ProfileStandIn } from '../../adapters/google-profile/profile-stand-in';
import type { GoogleProfile, ProfileLocation } from '../../adapters/google-profile/profile-types';
import type { GoogleConfig } from '../../config';
import { AppError } from '../../errors';
import type { GoogleConnections } from '../google';
import type { ProfileCallBudget } from './call-budget';

/** What the profile's routes call: each establishment's Google profile, with its access, or a refusal. */
export type ProfileAccess = {
  /** `google`: Google's APIs; `stand-in`: the offline profile (demonstration data). */
  kind: 'google' | 'stand-in';
  demo: boolean;
  /** The stand-in itself (tests read and spy on it); null with Google. */
  standIn: ProfileStandIn | null;
  /** The establishment's Google names, or null when it is not connected to Google Business Profile. */
  locationOf(listingId: number): Promise<ProfileLocation | null>;
  /**
   * Runs `call` on the establishment's profile; 409 GOOGLE_NOT_CONNECTED when it has none. Each call of the profile's
   * methods takes one of the paying account's daily budget first (429 PROFILE_BUDGET_SPENT when it is spent).
   */
  run<T>(listingId: number, call: (profile: GoogleProfile, location: ProfileLocation) => Promise<T>): Promise<T>;
};

export const notConnected = () =>
  new AppError(409, 'GOOGLE_NOT_CONNECTED', "Cet établissement n'est pas connecté à Google Business Profile : connectez-le d'abord");

/**
 * The profile with each of its methods taking one call of the budget before it runs. The method is looked up at each
 * call, so a test's spy on the stand-in sees it.
 */
function budgeted(profile: GoogleProfile, take: () => Promise<void>): GoogleProfile {
  const counted =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      await take();
      return call(...args);
    };
  return {
    kind: profile.kind,
    demo: profile.demo,
    getHours: counted((...args) => profile.getHours(...args)),
    updateHours: counted((...args) => profile.updateHours(...args)),
    listPosts: counted((...args) => profile.listPosts(...args)),
    createPost: counted((...args) => profile.createPost(...args)),
    deletePost: counted((...args) => profile.deletePost(...args)),
    listMedia: counted((...args) => profile.listMedia(...args)),
    createMedia: counted((...args) => profile.createMedia(...args)),
    deleteMedia: counted((...args) => profile.deleteMedia(...args)),
    fetchDailyMetrics: counted((...args) => profile.fetchDailyMetrics(...args)),
    fetchMonthlyKeywords: counted((...args) => profile.fetchMonthlyKeywords(...args)),
  };
}

/**
 * Google's profile APIs when Google itself is configured; the offline stand-in otherwise (the demonstration setup, or
 * GOOGLE_BASE_URL naming a stand-in of Google, which serves the connection and reviews but not the profile's APIs).
 * The same rule as the connection's client: no Google, no real call.
 */
export function createProfileAccess({
  config,
  connections,
  beforeApiCall,
  budget,
}: {
  config: Exclude<GoogleConfig, { kind: 'off' }>;
  connections: GoogleConnections;
  beforeApiCall: () => Promise<void>;
  /** The paying accounts' daily budget of profile calls. */
  budget: Pick<ProfileCallBudget, 'payerOf' | 'take'>;
}): ProfileAccess {
  async function locationOf(listingId: number): Promise<ProfileLocation | null> {
    const connection = await connections.status(listingId);
    if (connection.status !== 'connected' || !connection.location || !connection.account) return null;
    return { account: connection.account.name, location: connection.location.name };
  }

  /** What takes one call of the establishment's paying account; 409 GOOGLE_NOT_CONNECTED when it is gone. */
  async function takerFor(listingId: number): Promise<() => Promise<void>> {
    const payer = await budget.payerOf(listingId);
    if (payer === null) throw notConnected();
    return () => budget.take(payer);
  }

  if (config.kind === 'demo' || config.apiBaseUrl !== null) {
    const standIn = createProfileStandIn();
    return {
      kind: 'stand-in',
      demo: true,
      standIn,
      locationOf,
      async run(listingId, call) {
        const location = await locationOf(listingId);
        if (!location) throw notConnected();
        return call(budgeted(standIn, await takerFor(listingId)), location);
      },
    };
  }

  return {
    kind: 'google',
    demo: false,
    standIn: null,
    locationOf,
    async run(listingId, call) {
      if (!(await locationOf(listingId))) throw notConnected();
      const take = await takerFor(listingId);
      // The connection refreshes a lapsed token once and records a revoked one for the team to see: the client's
      // refresh after a 401 is handed to it as an expired token.
      return connections.withAccess(listingId, (token, place) => {
        const profile = createProfileClient({
          accessToken: async ({ refresh }) => {
            if (refresh) throw new GoogleApiError('TOKEN_REVOKED', 'Google refused the access token', null, true, 401);
            return token;
          },
          beforeApiCall,
        });
        return call(budgeted(profile, take), { account: place.accountName, location: place.locationName });
      });
    },
  };
}

import { GoogleApiError } from '../../adapters/google/business-profile';
import { createProfileClient } from '../../adapters/google-profile/profile-client';
import { createProfileStandIn, type ProfileStandIn } from '../../adapters/google-profile/profile-stand-in';
import type { GoogleProfile, ProfileLocation } from '../../adapters/google-profile/profile-types';
import type { GoogleConfig } from '../../config';
import { AppError } from '../../errors';
import type { GoogleConnections } from '../google';

/** What the profile's routes call: each establishment's Google profile, with its access, or a refusal. */
export type ProfileAccess = {
  /** `google`: Google's APIs; `stand-in`: the offline profile (demonstration data). */
  kind: 'google' | 'stand-in';
  demo: boolean;
  /** The stand-in itself (tests read and spy on it); null with Google. */
  standIn: ProfileStandIn | null;
  /** The establishment's Google names, or null when it is not connected to Google Business Profile. */
  locationOf(listingId: number): Promise<ProfileLocation | null>;
  /** Runs `call` on the establishment's profile; 409 GOOGLE_NOT_CONNECTED when it has none. */
  run<T>(listingId: number, call: (profile: GoogleProfile, location: ProfileLocation) => Promise<T>): Promise<T>;
};

export const notConnected = () =>
  new AppError(409, 'GOOGLE_NOT_CONNECTED', "Cet établissement n'est pas connecté à Google Business Profile : connectez-le d'abord");

/**
 * Google's profile APIs when Google itself is configured; the offline stand-in otherwise (the demonstration setup, or
 * GOOGLE_BASE_URL naming a stand-in of Google, which serves the connection and reviews but not the profile's APIs).
 * The same rule as the connection's client: no Google, no real call.
 */
export function createProfileAccess({
  config,
  connections,
  beforeApiCall,
}: {
  config: Exclude<GoogleConfig, { kind: 'off' }>;
  connections: GoogleConnections;
  beforeApiCall: () => Promise<void>;
}): ProfileAccess {
  async function locationOf(listingId: number): Promise<ProfileLocation | null> {
    const connection = await connections.status(listingId);
    if (connection.status !== 'connected' || !connection.location || !connection.account) return null;
    return { account: connection.account.name, location: connection.location.name };
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
        return call(standIn, location);
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
        return call(profile, { account: place.accountName, location: place.locationName });
      });
    },
  };
}

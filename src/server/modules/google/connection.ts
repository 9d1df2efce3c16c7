import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GoogleConnection, GoogleLocation, GoogleProblem } from '../../../shared/api/google';
import { GoogleApiError, type BusinessProfileClient, type GoogleMatchable } from '../../adapters/google/business-profile';
import type { TokenCipher } from '../../adapters/google/token-cipher';
import type { Database } from '../../db/client';
import { googleConnections, googleOauthStates, listings, reviews } from '../../db/schema';
import { AppError } from '../../errors';
import { foldText } from '../../../shared/text';

type ConnectionRow = typeof googleConnections.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

/** How long the consent page may take: Google's own codes live ten minutes. */
const STATE_LIFETIME_MS = 10 * 60_000;
/** Problems that stop every call until the owner acts (reconnect, ask Google, verify the location). */
const BLOCKING: GoogleProblem[] = ['TOKEN_REVOKED', 'API_ACCESS_NOT_GRANTED', 'LOCATION_NOT_VERIFIED'];

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
/** Lower case, no accents, letters and digits only: "Boulangerie  Dupont-Lévêque" ≈ "boulangerie dupont leveque". */
const comparable = (text: string | null) =>
  foldText(text ?? '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const postalCodeOf = (address: string | null) => /\b\d{5}\b/.exec(address ?? '')?.[0] ?? null;

/**
 * The Business Profile location that is this listing: the same place id, else the same name in the
 * same postal code. Null when none or several qualify: the owner then picks.
 */
export function matchListing(listing: Pick<ListingRow, 'providerId' | 'name' | 'address'> | null, locations: GoogleMatchable[]) {
  if (!listing) return null;
  const byPlace = locations.filter((location) => location.placeId !== null && location.placeId === listing.providerId);
  if (byPlace.length === 1) return byPlace[0];
  const postalCode = postalCodeOf(listing.address);
  const byName = locations.filter(
    (location) =>
      comparable(location.title) === comparable(listing.name) &&
      (!postalCode || !location.address || postalCodeOf(location.address) === postalCode),
  );
  return byName.length === 1 ? byName[0] : null;
}

const publicLocation = ({ name, title, address, verified, account }: GoogleMatchable | GoogleLocation): GoogleLocation => ({
  name,
  title,
  address,
  verified,
  account,
});

export type GoogleConnectionDependencies = {
  db: Database;
  client: BusinessProfileClient;
  cipher: TokenCipher;
  demo: boolean;
  log: FastifyBaseLogger;
};

/**
 * An establishment's link to its Google Business Profile location: the OAuth consent (a one-use state bound to the
 * user who asked and the establishment), the sealed tokens and their refresh, the location matched or picked, the
 * problem Google last gave, and disconnection (revoked on Google, deleted here).
 */
export function createGoogleConnections({ db, client, cipher, demo, log }: GoogleConnectionDependencies) {
  async function rowOf(listingId: number) {
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.locationId, listingId));
    return row ?? null;
  }

  async function record(listingId: number, changes: Partial<ConnectionRow>) {
    await db
      .update(googleConnections)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(googleConnections.locationId, listingId));
  }

  function view(row: ConnectionRow | null, problem: GoogleProblem | null = null): GoogleConnection {
    const status = !row ? 'disconnected' : row.location ? 'connected' : 'choose-location';
    return {
      available: true,
      demo,
      status,
      account: row?.accountName ? { name: row.accountName, displayName: row.accountDisplayName ?? row.accountName } : null,
      location: row?.location ?? null,
      candidates: row && !row.location ? row.candidates : [],
      lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
      problem: problem ?? (row?.problem as GoogleProblem | null) ?? null,
    };
  }

  /** A state for the consent page, kept hashed for ten minutes; its address, with the user's e-mail as Google's login hint. */
  async function startConsent(userId: number, listingId: number, email: string): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    await db.delete(googleOauthStates).where(lt(googleOauthStates.expiresAt, new Date()));
    await db
      .insert(googleOauthStates)
      .values({ stateHash: hashState(state), userId, locationId: listingId, expiresAt: new Date(Date.now() + STATE_LIFETIME_MS) });
    const url = new URL(client.consentUrl(state));
    url.searchParams.set('login_hint', email);
    return url.toString();
  }

  /**
   * Takes the state if this user was given it for this establishment and it is unused and unexpired: deleted in the
   * same statement, so it works once.
   */
  async function takeState(userId: number, listingId: number, state: string) {
    const taken = await db
      .delete(googleOauthStates)
      .where(
        and(
          eq(googleOauthStates.stateHash, hashState(state)),
          eq(googleOauthStates.userId, userId),
          eq(googleOauthStates.locationId, listingId),
          gt(googleOauthStates.expiresAt, new Date()),
        ),
      )
      .returning({ userId: googleOauthStates.userId });
    if (!taken.length) throw new AppError(400, 'GOOGLE_STATE_INVALID', 'This Google sign-in link is unknown, used or expired; start again');
  }

  /** Ends the grant on Google's side; a failure there is logged, the local copy goes anyway. */
  async function revokeQuietly(refreshToken: string) {
    await client.revoke(refreshToken).catch((error: unknown) => log.warn({ err: error }, 'could not revoke the Google token'));
  }

  /**
   * The consent's return: exchanges the code, stores the sealed tokens, then finds the Google account's locations and
   * the one that is this establishment. A Google account with no location is let go.
   */
  async function complete(userId: number, listing: ListingRow, code: string, state: string): Promise<GoogleConnection> {
    await takeState(userId, listing.id, state);
    const tokens = await client.exchangeCode(code).catch((error: unknown) => {
      throw refusal(error);
    });
    const { refreshToken } = tokens;
    if (!refreshToken)
      throw new AppError(502, 'GOOGLE_REFUSED', 'Google gave no lasting access; connect again', { problem: 'TOKEN_REVOKED' });
    // Revoking at Google ends the whole grant of that Google account, an earlier connection's included: a grant
    // that gave nothing usable is ended only when no earlier connection relies on it.
    const letGo = async () => {
      if (!(await rowOf(listing.id))) await revokeQuietly(refreshToken);
    };
    const sealed = {
      refreshToken: cipher.seal(refreshToken),
      accessToken: cipher.seal(tokens.accessToken),
      accessTokenExpiresAt: tokens.expiresAt,
    };
    const found: GoogleMatchable[] = [];
    try {
      for (const account of await client.accounts(tokens.accessToken)) found.push(...(await client.locations(tokens.accessToken, account)));
    } catch (error) {
      await letGo();
      throw refusal(error);
    }
    if (!found.length) {
      await letGo();
      return view(await rowOf(listing.id), 'NO_LOCATION');
    }
    // No guess: a location that is not recognisably this listing (even the only one) is the owner's to confirm.
    const match = matchListing(listing, found);
    const row = {
      ...sealed,
      // The reviews' path names the account that manages the location.
      accountName: match?.account.name ?? null,
      accountDisplayName: match?.account.displayName ?? null,
      location: match && publicLocation(match),
      candidates: found.map(publicLocation),
      problem: match && !match.verified ? 'LOCATION_NOT_VERIFIED' : null,
      lastSuccessAt: new Date(),
      updatedAt: new Date(),
    };
    const [stored] = await db
      .insert(googleConnections)
      .values({ locationId: listing.id, ...row })
      .onConflictDoUpdate({ target: googleConnections.locationId, set: row })
      .returning();
    return view(stored);
  }

  /** The pick among the locations the connected Google account manages. */
  async function chooseLocation(listingId: number, name: string): Promise<GoogleConnection> {
    const row = await rowOf(listingId);
    if (!row) throw new AppError(409, 'GOOGLE_NOT_CONNECTED', 'Connect Google Business Profile first');
    const location = row.candidates.find((candidate) => candidate.name === name);
    if (!location) throw new AppError(404, 'GOOGLE_LOCATION_UNKNOWN', 'This location is not one of your Google account');
    const [stored] = await db
      .update(googleConnections)
      .set({
        location,
        accountName: location.account.name,
        accountDisplayName: location.account.displayName,
        problem: location.verified ? null : 'LOCATION_NOT_VERIFIED',
        updatedAt: new Date(),
      })
      .where(eq(googleConnections.locationId, listingId))
      .returning();
    return view(stored);
  }

  /** Revokes the grant on Google and forgets the tokens; the reviews' Google reply states go with it. */
  async function disconnect(listingId: number): Promise<GoogleConnection> {
    const [removed] = await db.delete(googleConnections).where(eq(googleConnections.locationId, listingId)).returning();
    if (removed) {
      await revokeQuietly(cipher.open(removed.refreshToken));
      await db
        .update(reviews)
        .set({ googleReplyState: null, googleReplyDeleting: false, googleReplyProblem: null })
        .where(and(eq(reviews.listingId, listingId), isNotNull(reviews.googleReplyState)));
    }
    return view(null);
  }

  /** Every establishment an account pays for, disconnected: its deletion ends the grants it brought. */
  async function disconnectEstablishmentsOf(userId: number) {
    const paid = await db.select({ id: listings.id }).from(listings).where(eq(listings.userId, userId));
    for (const { id } of paid) await disconnect(id);
  }

  /** A fresh access token: the stored one while it lasts, else a refresh (sealed again with the current key). */
  async function accessToken(row: ConnectionRow, { force = false } = {}): Promise<string> {
    if (!force && row.accessToken && row.accessTokenExpiresAt && row.accessTokenExpiresAt.getTime() > Date.now()) {
      return cipher.open(row.accessToken);
    }
    const refreshed = await client.refresh(cipher.open(row.refreshToken));
    const refreshToken = refreshed.refreshToken ?? cipher.open(row.refreshToken);
    await record(row.locationId, {
      accessToken: cipher.seal(refreshed.accessToken),
      accessTokenExpiresAt: refreshed.expiresAt,
      ...(refreshed.refreshToken || cipher.isStale(row.refreshToken) ? { refreshToken: cipher.seal(refreshToken) } : {}),
    });
    return refreshed.accessToken;
  }

  /**
   * Runs `call` with the establishment's access token on its connected location: a lapsed token is refreshed once;
   * success and blocking problems are recorded on the connection for the team to see.
   */
  async function withAccess<T>(
    listingId: number,
    call: (token: string, place: { accountName: string; locationName: string }) => Promise<T>,
  ) {
    const row = await rowOf(listingId);
    if (!row?.location || !row.accountName) throw new GoogleApiError('TOKEN_REVOKED', 'not connected to Google Business Profile');
    const place = { accountName: row.accountName, locationName: row.location.name };
    try {
      let result: T;
      try {
        result = await call(await accessToken(row), place);
      } catch (error) {
        if (!(error instanceof GoogleApiError && error.expired)) throw error;
        result = await call(await accessToken(row, { force: true }), place);
      }
      await record(listingId, {
        lastSuccessAt: new Date(),
        ...(row.problem && row.problem !== 'LOCATION_NOT_VERIFIED' ? { problem: null } : {}),
      });
      return result;
    } catch (error) {
      if (error instanceof GoogleApiError && BLOCKING.includes(error.problem)) await record(listingId, { problem: error.problem });
      throw error;
    }
  }

  /** The establishment's connected location, unless a blocking problem stops calls until someone acts. */
  async function usableConnection(listingId: number) {
    const row = await rowOf(listingId);
    if (!row?.location || (row.problem && BLOCKING.includes(row.problem as GoogleProblem))) return null;
    return row;
  }

  return {
    status: async (listingId: number) => view(await rowOf(listingId)),
    startConsent,
    complete,
    chooseLocation,
    disconnect,
    disconnectEstablishmentsOf,
    withAccess,
    usableConnection,
    isConnected: async (listingId: number) => Boolean((await rowOf(listingId))?.location),
  };
}

/** What the owner is told when Google refuses during the connection. */
function refusal(error: unknown): AppError {
  const problem: GoogleProblem = error instanceof GoogleApiError ? error.problem : 'NETWORK';
  // A refused code (used, expired, forged) means starting again; a busy Google means retrying; the rest needs the owner.
  const status = problem === 'TOKEN_REVOKED' ? 400 : problem === 'NETWORK' || problem === 'QUOTA' ? 503 : 409;
  return new AppError(status, 'GOOGLE_REFUSED', error instanceof Error ? error.message : 'Google refused', { problem });
}

export type GoogleConnections = ReturnType<typeof createGoogleConnections>;

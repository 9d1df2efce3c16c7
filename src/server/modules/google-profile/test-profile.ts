import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ProfileStandIn } from '../../adapters/google-profile/profile-stand-in';
import { createTokenCipher } from '../../adapters/google/token-cipher';
import { googleConnections, listings, memberLocations, organizationMembers } from '../../db/schema';
import { injectAs, setUpOwner, signUpOwner } from '../../test-emulator';
import type { Role } from '../../../shared/roles';

/** Helpers of the Google profile's API suites: an owner with establishments connected to the stand-in. */

export type TestUser = Awaited<ReturnType<typeof signUpOwner>>;

export const TEST_ACCOUNT = { name: 'accounts/104790586216', displayName: 'Compte de démonstration' };

/** The establishment's Google names, as `connect` stored them. */
export const profileLocationOf = (listingId: number) => ({ account: TEST_ACCOUNT.name, location: `locations/${listingId}00` });

/** A file the apps of a suite read their clock from (TEST_CLOCK_FILE): `move(ms)` puts them `ms` ahead of real time. */
export function testClockFile() {
  const file = `${tmpdir()}/bonavis-profile-clock-${process.pid}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(file, '0');
  return { file, move: (offsetMs: number) => writeFileSync(file, String(offsetMs)) };
}

/** Connects an establishment to the stand-in's Google account, as a finished consent leaves it. */
export async function connectToGoogle(app: FastifyInstance, listingId: number) {
  const { google } = app.config;
  if (google.kind === 'off') throw new Error('This suite needs Google (the demonstration stand-in)');
  const cipher = createTokenCipher(google.tokenKeys);
  await app.database.db.insert(googleConnections).values({
    locationId: listingId,
    refreshToken: cipher.seal('1//test-refresh'),
    accessToken: cipher.seal('ya29.test-access'),
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
    accountName: TEST_ACCOUNT.name,
    accountDisplayName: TEST_ACCOUNT.displayName,
    location: { name: profileLocationOf(listingId).location, title: 'Boulangerie', address: null, verified: true, account: TEST_ACCOUNT },
  });
}

/** An owner with a running trial, their first establishment connected to Google and a second one not connected. */
export async function ownerWithProfile(app: FastifyInstance) {
  const owner = await setUpOwner(app);
  await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
  const [founded] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
  const added = await injectAs(app, owner, {
    method: 'POST',
    url: '/api/locations/private',
    payload: { url: 'https://maps.app.goo.gl/NotConnected' },
  });
  await app.sync.idle();
  await connectToGoogle(app, founded.id);
  return { owner, connected: founded.id, notConnected: added.json().id as number, organizationId: founded.organizationId };
}

/** A member of the organisation with `role` on some establishments. */
export async function memberWith(app: FastifyInstance, organizationId: number, role: Role, locationIds: number[]): Promise<TestUser> {
  const member = await signUpOwner(app);
  const { db } = app.database;
  await db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: false });
  await db.insert(memberLocations).values(locationIds.map((locationId) => ({ organizationId, userId: member.user.id, locationId })));
  return member;
}

/** The stand-in of an app built with the demonstration Google. */
export function standInOf(app: FastifyInstance): ProfileStandIn {
  const standIn = app.googleProfile?.access.standIn;
  if (!standIn) throw new Error('This suite needs the profile stand-in');
  return standIn;
}

/** A request to the API as `user`, the path under /api. */
export const apiAs = (app: FastifyInstance) => (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  injectAs(app, user, { method, url: `/api${url}`, payload });

import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Referrals, User } from '../../../shared/api/users';
import { createShapesAvatar } from '../../adapters/avatars/dicebear-avatars';
import { IdentityError, type IdentityProvider, type VerifiedIdentity } from '../../adapters/identity/identity-provider';
import { isUniqueViolation, type Database } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { establishmentGroupLocations, listings, memberLocations, organizationMembers, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { TrialAddresses } from '../subscriptions';
import { defaultNameOf } from '../../../shared/text';
import type { Role } from '../../../shared/roles';
import type { DeepReadonly } from '../../db/deep-frozen';
import { ACCOUNT_ROW_VERSIONS, keptAccounts } from './kept-accounts';

type UserRow = typeof users.$inferSelect;

/** A signed-in owner with what the product routes check on every request: the listing, and the subscriptions (newest first) of the premium gate. */
type AccountRows = {
  owner: UserRow;
  /** The establishment the account pays for when it is its only one (null when none, or several: `?location=` chooses). */
  listing: typeof listings.$inferSelect | null;
  subscriptions: (typeof subscriptions.$inferSelect)[];
  /**
   * The organisations the user is a member of: the role, and the establishments listed when not all (those of the
   * member's group, `groupId`, when scoped to one: read with the group's rows, so one added to it counts at once).
   */
  memberships: { organizationId: number; role: Role; allLocations: boolean; groupId: number | null; locationIds: number[] }[];
};
/** Read-only: an instance keeps accounts and hands every request of one the same objects (`kept-accounts.ts`). */
export type Account = DeepReadonly<AccountRows>;

/** The account as the API returns it: fields listed one by one, so a new private column never leaks. */
export function toApiUser(row: UserRow): User {
  const {
    id,
    email,
    providerUid,
    profilePicture,
    referralId,
    isEmailVerified,
    name,
    phone,
    referredBy,
    hasDoneProfileSetup,
    aiCredits,
    isActive,
  } = row;
  return {
    id,
    email,
    providerUid,
    profilePicture,
    referralId,
    isEmailVerified,
    name,
    phone,
    referredBy,
    hasDoneProfileSetup,
    aiCredits,
    isActive,
    createdAt: row.createdAt.toISOString(),
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
  };
}

/** The joined listing is the only one its account pays for: one row per account, and no choice made for the user. */
const onlyEstablishmentPaidBy = (userId: typeof users.id): SQL =>
  sql`not exists (select 1 from ${listings} other_listing where other_listing.user_id = ${userId} and other_listing.id <> ${listings.id})`;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralId = () => Array.from(randomBytes(8), (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('');

export type ProfileInput = { name?: string | null; profilePicture?: string | null; referredBy?: string | null };

/** `accountsKept`: accounts kept by the versions of their rows, for the private routes' owner load (ACCOUNTS_KEPT; 0 keeps none). */
export function createUsersService(
  db: Database,
  identity: Pick<IdentityProvider, 'updateEmail'>,
  trialAddresses: TrialAddresses,
  { accountsKept }: { accountsKept: number },
) {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  // Every private request loads its owner: the query is built and prepared once (drizzle's builder costs more than the query).
  const ownerByUid = db
    .select()
    .from(users)
    .where(eq(users.providerUid, sql.placeholder('uid')))
    .prepare('owner_by_uid');
  const byUid = async (uid: string) => first(await ownerByUid.execute({ uid }));

  // The same owner with their listing and subscriptions, for the private routes: one round trip instead of three, and
  // its rows mapped by a mapper worked out once.
  const accountByUid = withCompiledRows(
    db
      .select({ owner: users, listing: listings, subscription: subscriptions, version: ACCOUNT_ROW_VERSIONS })
      .from(users)
      .leftJoin(listings, and(eq(listings.userId, users.id), onlyEstablishmentPaidBy(users.id)))
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.providerUid, sql.placeholder('uid')))
      .orderBy(desc(subscriptions.createdAt))
      .prepare('account_by_uid'),
  );
  const versionByUid = db
    .select({ version: ACCOUNT_ROW_VERSIONS })
    .from(users)
    .where(eq(users.providerUid, sql.placeholder('uid')))
    .prepare('account_version_by_uid');
  const kept = keptAccounts<AccountRows>(accountsKept);

  /** The user's memberships, each with the establishments it lists (read with the account, kept with it). */
  async function membershipsOf(userId: number): Promise<AccountRows['memberships']> {
    const [members, listed, grouped] = await Promise.all([
      db
        .select({
          organizationId: organizationMembers.organizationId,
          role: organizationMembers.role,
          allLocations: organizationMembers.allLocations,
          groupId: organizationMembers.groupId,
        })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, userId)),
      db
        .select({ organizationId: memberLocations.organizationId, locationId: memberLocations.locationId })
        .from(memberLocations)
        .where(eq(memberLocations.userId, userId)),
      db
        .select({ organizationId: organizationMembers.organizationId, locationId: establishmentGroupLocations.locationId })
        .from(organizationMembers)
        .innerJoin(establishmentGroupLocations, eq(establishmentGroupLocations.groupId, organizationMembers.groupId))
        .where(eq(organizationMembers.userId, userId)),
    ]);
    return members.map((member) => ({
      ...member,
      locationIds: [...listed, ...grouped]
        .filter((entry) => entry.organizationId === member.organizationId)
        .map((entry) => entry.locationId),
    }));
  }

  /** The account as the database holds it now: the one kept when its rows are still the versions it was read from. */
  async function accountOf(uid: string): Promise<Account | null> {
    if (kept.versionOf(uid) !== null) {
      const [current] = await versionByUid.execute({ uid });
      const account = current ? kept.get(uid, current.version) : null;
      if (account) return account;
    }
    const rows = await accountByUid.execute({ uid });
    if (!rows[0]) {
      kept.forget(uid);
      return null;
    }
    const { owner, listing, version } = rows[0];
    const account = {
      owner,
      listing,
      subscriptions: rows.flatMap((row) => (row.subscription ? [row.subscription] : [])),
      memberships: await membershipsOf(owner.id),
    };
    return kept.set(uid, version, account);
  }
  const byEmail = async (email: string) => first(await db.select().from(users).where(eq(users.email, email)));

  async function requireByUid(uid: string): Promise<UserRow> {
    const user = await byUid(uid);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
    return user;
  }

  /** First sign-in: creates the profile; a second call returns the existing one. */
  async function createProfile(identity: VerifiedIdentity, input: ProfileInput): Promise<{ user: UserRow; created: boolean }> {
    const existing = await byUid(identity.uid);
    if (existing) return { user: existing, created: false };
    if (!identity.email) throw new AppError(400, 'EMAIL_REQUIRED', 'The identity has no e-mail address');
    // Firebase gives anyone an account on any address; only a proven address (link, code, Google) gets a
    // profile, so nobody squats an address or has Bonavis mail someone else's.
    if (!identity.emailVerified) {
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Sign in with the link or code sent to this address to verify it');
    }
    const email = identity.email.toLowerCase();
    const referrer = input.referredBy
      ? first(await db.select().from(users).where(eq(users.referralId, input.referredBy.toUpperCase())))
      : null;
    const values = {
      providerUid: identity.uid,
      email,
      name: input.name?.trim() || defaultNameOf(email, identity.displayName),
      profilePicture: input.profilePicture?.trim() || identity.pictureUrl || (await createShapesAvatar()),
      isEmailVerified: identity.emailVerified,
      referredBy: referrer?.id ?? null,
      trialTakenBefore: await trialAddresses.isRecorded(db, email),
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [inserted] = await db
        .insert(users)
        .values({ ...values, referralId: newReferralId() })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { user: inserted, created: true };
      // A concurrent first call won the race: theirs is the profile.
      const raced = await byUid(identity.uid);
      if (raced) return { user: raced, created: false };
      if (await byEmail(email)) throw new AppError(409, 'EMAIL_TAKEN', 'Another account already uses this e-mail address');
    }
    throw new AppError(409, 'REFERRAL_ID_COLLISION', 'Could not create the profile; please retry');
  }

  async function update(
    uid: string,
    {
      hasAcceptedTerms,
      ...changes
    }: Partial<Pick<UserRow, 'name' | 'phone' | 'profilePicture' | 'email' | 'isEmailVerified' | 'newReviewMail' | 'trialTakenBefore'>> & {
      hasAcceptedTerms?: boolean;
    },
  ) {
    const now = new Date();
    // The first acceptance's date is the proof of consent: accepting again keeps it.
    const termsDate = hasAcceptedTerms
      ? { termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, ${now.toISOString()}::timestamptz)` }
      : {};
    const [updated] = await db
      .update(users)
      .set({ ...changes, ...termsDate, updatedAt: now })
      .where(eq(users.providerUid, uid))
      .returning();
    if (!updated) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
    return updated;
  }

  const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'Another account already uses this e-mail address');

  /** Moves the account to a new address, in the identity service and here; both change or neither does. */
  async function changeEmail(uid: string, email: string) {
    const before = await requireByUid(uid);
    try {
      await identity.updateEmail(uid, email);
    } catch (error) {
      throw error instanceof IdentityError && error.code === 'EMAIL_TAKEN' ? emailTaken() : error;
    }
    try {
      // Moving to an address that had the trial on a deleted account takes that history along.
      const trialTakenBefore = before.trialTakenBefore || (await trialAddresses.isRecorded(db, email));
      return await update(uid, { email, isEmailVerified: true, trialTakenBefore });
    } catch (error) {
      // Another account took the address meanwhile: the identity goes back to the old one.
      await identity.updateEmail(uid, before.email);
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
  }

  /** The owner's referral code and how many accounts signed up with it (`referredBy` holds the referrer's id). */
  async function referrals(owner: Pick<UserRow, 'id' | 'referralId'>): Promise<Referrals> {
    const [row] = await db.select({ referred: count() }).from(users).where(eq(users.referredBy, owner.id));
    return { referralId: owner.referralId, referredCount: row?.referred ?? 0 };
  }

  return { byUid, accountOf, byEmail, createProfile, update, changeEmail, referrals };
}

export type UsersService = ReturnType<typeof createUsersService>;

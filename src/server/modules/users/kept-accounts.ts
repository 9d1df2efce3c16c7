import { sql } from 'drizzle-orm';
import { deepFrozen, type DeepReadonly } from '../../db/deep-frozen';
import { leastRecentlyUsed } from '../../db/least-recently-used';
import { establishmentGroupLocations, listings, memberLocations, organizationMembers, subscriptions, users } from '../../db/schema';

/**
 * Which versions of an account's rows (the owner, their listings, their subscriptions, their memberships, the
 * establishments listed in them and those of the groups they are scoped to) a statement sees, as one text: a member
 * removed or narrowed, or whose group gains or loses an establishment, is read again at once.
 * PostgreSQL writes every change of a row as a new version of it, marked with the writing transaction (`xmin`) at a
 * place of its own in the table (`ctid`); no two live versions share both, even when one transaction writes a row
 * twice. So the same text means the same rows, and any insert, update or delete among them gives another text.
 */
export const ACCOUNT_ROW_VERSIONS = sql<string>`concat_ws(' ', ${users}.xmin, ${users}.ctid,
  array(select l.xmin || ':' || l.ctid from ${listings} l where l.user_id = ${users}.id order by l.ctid),
  array(select s.xmin || ':' || s.ctid from ${subscriptions} s where s.user_id = ${users}.id order by s.ctid),
  array(select m.xmin || ':' || m.ctid from ${organizationMembers} m where m.user_id = ${users}.id order by m.ctid),
  array(select ml.xmin || ':' || ml.ctid from ${memberLocations} ml where ml.user_id = ${users}.id order by ml.ctid),
  array(select gl.xmin || ':' || gl.ctid from ${establishmentGroupLocations} gl
    join ${organizationMembers} gm on gm.group_id = gl.group_id where gm.user_id = ${users}.id order by gl.ctid))`;

export type KeptAccounts<Account> = {
  /** The account kept for this identity if it was read from the rows at `version`, else null. */
  get(uid: string, version: string): DeepReadonly<Account> | null;
  /** The version the account kept for this identity was read at, or null when none is kept. */
  versionOf(uid: string): string | null;
  /** Keeps the account as read at `version`, frozen (every request of the account is handed the same objects); returns it. */
  set(uid: string, version: string, account: Account): DeepReadonly<Account>;
  forget(uid: string): void;
};

/**
 * Accounts kept by the versions of their rows, up to `limit` (the longest unused going first; 0 keeps none). Each
 * private request still reads the versions, a statement far lighter than the account's three tables and some forty
 * columns; each instance keeps its own, and what any instance or statement writes shows in the next request.
 */
export function keptAccounts<Account>(limit: number): KeptAccounts<Account> {
  const kept = leastRecentlyUsed<string, { version: string; account: DeepReadonly<Account> }>(limit);
  return {
    get(uid, version) {
      const entry = kept.get(uid);
      return entry?.version === version ? entry.account : null;
    },
    versionOf: (uid) => kept.peek(uid)?.version ?? null,
    set(uid, version, account) {
      // A store that keeps nothing freezes nothing: the account stays the request's own (typed read-only all the same).
      if (limit === 0) return account as DeepReadonly<Account>;
      const frozen = deepFrozen(account);
      kept.set(uid, { version, account: frozen });
      return frozen;
    },
    forget: (uid) => kept.delete(uid),
  };
}

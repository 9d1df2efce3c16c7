import { array, boolean, integer, isoDate, nullable, nullType, number, object, oneOf, record, string, union, type Static } from './schema';

/**
 * The activity journal of an organisation (`GET /organizations/private/activity`, owners and admins): what its members
 * did, newest first.
 */

/** What the journal records, one entry per action. */
export const ACTIVITY_ACTIONS = [
  'reply.published',
  'reply.changed',
  'reply.approved',
  'reply.deleted',
  'requests.sent',
  'member.invited',
  'member.changed',
  'member.removed',
  'invitation.revoked',
  'ownership.transferred',
  'establishment.added',
  'establishment.removed',
  'group.created',
  'group.changed',
  'group.deleted',
  'settings.changed',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The settings whose change `settings.changed` records, in `details.area`. */
export const SETTINGS_AREAS = ['ai', 'game', 'widget', 'requests'] as const;
export type SettingsArea = (typeof SETTINGS_AREAS)[number];

/** A page of the journal holds this many entries; `nextBefore` asks for the next. */
export const ACTIVITY_PAGE_SIZE = 50;
/** Entries are kept this many months, then purged. */
export const ACTIVITY_KEPT_MONTHS = 12;

/**
 * What an entry is about, by action: `reviewId` and `reviewer` (the review's display name, nothing of its text) for
 * replies; `count` for requests; `email` and `role` for invitations; `memberId`, `member` (their name, null once their
 * account is gone) and `role` for members; `name` for establishments; `groupId`, `name` and `count` (its
 * establishments) for groups; `area` for settings.
 */
export const ActivityDetailsSchema = record(string(), union(string(), number(), boolean(), nullType()));
export type ActivityDetails = Static<typeof ActivityDetailsSchema>;

export const ActivityEntrySchema = object({
  id: integer(),
  action: oneOf(ACTIVITY_ACTIONS),
  at: isoDate(),
  /** Who acted, by the name of their account; null once they left the organisation or deleted their account. */
  actor: nullable(object({ userId: integer(), name: string() })),
  /** The actor is no longer a member (« ancien membre »). */
  former: boolean(),
  /** The establishment acted on; a removed one keeps the name it had. */
  establishment: nullable(object({ id: integer(), name: string() })),
  details: ActivityDetailsSchema,
});
export type ActivityEntry = Static<typeof ActivityEntrySchema>;

/** `GET /organizations/private/activity?before=<id>`: newest first; `nextBefore` is null on the last page. */
export const ActivityPageSchema = object({ items: array(ActivityEntrySchema), nextBefore: nullable(integer()) });
export type ActivityPage = Static<typeof ActivityPageSchema>;

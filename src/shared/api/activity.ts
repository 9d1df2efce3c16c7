/**
 * The activity journal of an organisation (`GET /organizations/private/activity`, owners and admins): what its members
 * did, newest first.
 */

/** What the journal records, one entry per action. */
export const ACTIVITY_ACTIONS = [
  'reply.published',
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
  'settings.changed',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

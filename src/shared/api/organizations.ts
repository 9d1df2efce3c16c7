import { ROLES } from '../roles';
import { array, boolean, integer, literal, nullable, number, object, oneOf, string, union, type Static } from './schema';

/** An establishment as a member's organisation list names it. */
export const EstablishmentRefSchema = object({ id: integer(), name: string() });

/** `GET /organizations/private`: each organisation the user belongs to, their role there and the establishments they see. */
export const MembershipSchema = object({
  id: integer(),
  name: string(),
  role: oneOf(ROLES),
  establishments: array(EstablishmentRefSchema),
});
export type Membership = Static<typeof MembershipSchema>;
export const MembershipsSchema = array(MembershipSchema);

/** The longest organisation name: it is written, as is, in invitation mails. */
export const ORGANIZATION_NAME_MAX = 80;

/** `GET /locations/private`: every establishment the user sees, in any of their organisations, with its figures. */
export const EstablishmentSchema = object({
  id: integer(),
  organizationId: integer(),
  name: string(),
  address: nullable(string()),
  averageRating: nullable(number()),
  /** The reviews present at the source today (withdrawn ones left out). */
  reviewCount: integer(),
  hasBeenSynchronized: boolean(),
});
export type Establishment = Static<typeof EstablishmentSchema>;

/** How many establishments the free trial covers, so an owner can try the network view; a paid plan has no cap. */
export const TRIAL_MAX_ESTABLISHMENTS = 3;
export const EstablishmentsSchema = object({ items: array(EstablishmentSchema) });

/**
 * A member's or an invitation's scope: every establishment, future ones included, those listed, or those of a group
 * (`{ group: <id> }`: the establishments in the group at each request, including those added to it later).
 */
export const MemberScopeSchema = union(literal('all'), array(integer()), object({ group: integer() }));
export type MemberScope = 'all' | number[] | { group: number };

export const MemberSchema = object({
  userId: integer(),
  email: string(),
  name: string(),
  role: oneOf(ROLES),
  locations: MemberScopeSchema,
});
export type Member = Static<typeof MemberSchema>;

export const InvitationSchema = object({
  id: integer(),
  email: string(),
  role: oneOf(ROLES),
  locations: MemberScopeSchema,
  expiresAt: string({ format: 'date-time' }),
});
export type Invitation = Static<typeof InvitationSchema>;

/** `GET /members/private`: the organisation's members and its invitations still pending. */
export const TeamSchema = object({ members: array(MemberSchema), invitations: array(InvitationSchema) });
export type Team = Static<typeof TeamSchema>;

/** The longest name of a group of establishments. */
export const GROUP_NAME_MAX = 60;
/** At most this many establishments in one group. */
export const GROUP_LOCATIONS_MAX = 200;

/** A group of an organisation's establishments (« Sud-Ouest », « Franchisés »): its establishments' ids, in order. */
export const EstablishmentGroupSchema = object({ id: integer(), name: string(), locations: array(integer()) });
export type EstablishmentGroup = Static<typeof EstablishmentGroupSchema>;

/** `GET /groups/private`: the organisation's groups, by name. */
export const EstablishmentGroupsSchema = object({ items: array(EstablishmentGroupSchema) });

import { ROLES } from '../roles';
import { array, boolean, integer, nullable, number, object, oneOf, string, type Static } from './schema';

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
export const EstablishmentsSchema = object({ items: array(EstablishmentSchema) });

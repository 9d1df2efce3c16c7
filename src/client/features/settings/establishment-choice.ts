import type { Establishment, Membership } from '../../../shared/api/organizations';
import type { EstablishmentChoice } from './settings-slice';

/**
 * The organisation the screens act in: the chosen establishment's, else the one chosen if the user still sees an
 * establishment of it, else the first where they see one (or null: they see none).
 */
export function actingOrganization(
  memberships: readonly Membership[],
  establishments: readonly Establishment[],
  current: EstablishmentChoice,
): Membership | null {
  const sees = (membership: Membership) => establishments.some((place) => place.organizationId === membership.id);
  const shown = establishments.find((place) => place.id === current.establishmentId);
  return (
    memberships.find((membership) => membership.id === shown?.organizationId) ??
    memberships.find((membership) => membership.id === current.organizationId && sees(membership)) ??
    memberships.find(sees) ??
    null
  );
}

/**
 * The choice to make now, or null when the current one stands. It stands when the user still sees the chosen
 * establishment, in the chosen organisation; or when nothing is chosen and they see at most one establishment, of the
 * organisation chosen if any (the server takes the only one without `?location=`). Otherwise: the first establishment of the organisation they were
 * in if they still belong to it, else of their first organisation; nothing when they see none (as a new user).
 */
export function choiceToMake(
  memberships: readonly Membership[],
  establishments: readonly Establishment[],
  current: EstablishmentChoice,
): EstablishmentChoice | null {
  const shown = establishments.find((place) => place.id === current.establishmentId);
  if (shown && (current.organizationId === null || current.organizationId === shown.organizationId)) return null;
  const only = establishments.length <= 1 ? (establishments[0]?.organizationId ?? null) : undefined;
  if (current.establishmentId === null && only !== undefined && (current.organizationId === null || current.organizationId === only))
    return null;
  const organization = actingOrganization(memberships, establishments, { ...current, establishmentId: null });
  const first = establishments.find((place) => place.organizationId === organization?.id);
  return { organizationId: organization?.id ?? null, establishmentId: first?.id ?? null };
}

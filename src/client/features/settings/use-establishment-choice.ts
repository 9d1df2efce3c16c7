import { useCallback, useMemo } from 'react';
import { useEstablishmentsQuery, useOrganizationsQuery } from '../../api/organizations-api';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { roleCan } from '../../../shared/roles';
import { actingOrganization } from './establishment-choice';
import { establishmentChosen, organizationChosen, type EstablishmentChoice } from './settings-slice';

/**
 * The organisations and establishments the user sees, the ones the screens show, and the way to show others.
 * Switching keeps the API cache: each establishment's answers are entries of their own (`api/establishment-scope.ts`),
 * an organisation's too (its team and company are asked through one of its establishments), and the establishment
 * gate remounts the screens, so none shows the previous one's answers, not even for a frame; going back to one
 * shows its answers at once.
 */
export function useEstablishmentChoice() {
  const dispatch = useAppDispatch();
  const chosenId = useAppSelector((state) => state.settings.establishmentId);
  const organizationId = useAppSelector((state) => state.settings.organizationId);
  const places = useEstablishmentsQuery();
  const memberships = useOrganizationsQuery();
  const everyEstablishment = useMemo(() => places.data?.items ?? [], [places.data]);
  const everyMembership = useMemo(() => memberships.data ?? [], [memberships.data]);
  const organization = actingOrganization(everyMembership, everyEstablishment, { organizationId, establishmentId: chosenId });
  // The switcher lists the establishments of the organisation shown only.
  const establishments = everyEstablishment.filter((place) => organization === null || place.organizationId === organization.id);
  // The one shown: the one chosen, else the only one (the server takes it without `?location=`).
  const chosen =
    everyEstablishment.find((place) => place.id === chosenId) ?? (everyEstablishment.length === 1 ? everyEstablishment[0] : null);

  const choose = useCallback((id: number | null) => void dispatch(establishmentChosen(id)), [dispatch]);
  /** Shows another organisation, on its first establishment, or the choice the gate worked out. */
  const chooseWhole = useCallback((choice: EstablishmentChoice) => void dispatch(organizationChosen(choice)), [dispatch]);
  const chooseOrganization = useCallback(
    (id: number) => {
      const first = everyEstablishment.find((place) => place.organizationId === id);
      chooseWhole({ organizationId: id, establishmentId: first?.id ?? null });
    },
    [everyEstablishment, chooseWhole],
  );

  return {
    /** The establishments of the organisation shown. */
    establishments,
    everyEstablishment,
    /** The organisations where the user sees an establishment: those the organisation switcher offers. */
    organizations: everyMembership.filter((membership) => everyEstablishment.some((place) => place.organizationId === membership.id)),
    everyMembership,
    organization,
    chosen,
    chosenId,
    organizationId,
    isLoading: places.isLoading || memberships.isLoading,
    /** The lists are being read again (an establishment just added, a membership changed): they may be behind. */
    isFetching: places.isFetching || memberships.isFetching,
    isError: places.isError || memberships.isError,
    refetch: () => {
      void places.refetch();
      void memberships.refetch();
    },
    /** The user may add establishments to the organisation of the one shown (owner and admin). */
    mayAdd: organization !== null && roleCan(organization.role, 'establishments'),
    choose,
    chooseWhole,
    chooseOrganization,
  };
}

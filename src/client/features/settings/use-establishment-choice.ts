import { useCallback, useMemo } from 'react';
import { baseApi } from '../../api/base-api';
import { useEstablishmentsQuery, useOrganizationsQuery } from '../../api/organizations-api';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { roleCan } from '../../../shared/roles';
import { actingOrganization } from './establishment-choice';
import { establishmentChosen, organizationChosen, type EstablishmentChoice } from './settings-slice';

/**
 * The organisations and establishments the user sees, the ones the screens show, and the way to show others.
 * Switching empties the API cache in the same step: every screen then asks again for the new establishment, and none
 * shows the previous one's answers, not even for a frame.
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

  const reset = useCallback(() => dispatch(baseApi.util.resetApiState()), [dispatch]);
  const choose = useCallback(
    (id: number | null) => {
      dispatch(establishmentChosen(id));
      reset();
    },
    [dispatch, reset],
  );
  /** Shows another organisation, on its first establishment, or the choice the gate worked out. */
  const chooseWhole = useCallback(
    (choice: EstablishmentChoice) => {
      dispatch(organizationChosen(choice));
      reset();
    },
    [dispatch, reset],
  );
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

import { useCallback } from 'react';
import { baseApi } from '../../api/base-api';
import { useEstablishmentsQuery, useOrganizationsQuery } from '../../api/organizations-api';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { roleCan } from '../../../shared/roles';
import { establishmentChosen } from './settings-slice';

/**
 * The establishments the user sees, the one the screens show, and the way to show another. Switching empties the API
 * cache in the same step: every screen then asks again for the new establishment, and none shows the previous one's
 * answers, not even for a frame.
 */
export function useEstablishmentChoice() {
  const dispatch = useAppDispatch();
  const chosenId = useAppSelector((state) => state.settings.establishmentId);
  const { data, isLoading, isError, refetch } = useEstablishmentsQuery();
  const { data: organizations } = useOrganizationsQuery();
  const establishments = data?.items ?? [];
  // The one shown: the one chosen, else the only one (the server takes it without `?location=`).
  const chosen = establishments.find((place) => place.id === chosenId) ?? (establishments.length === 1 ? establishments[0] : null);
  const organization = organizations?.find((each) => each.id === chosen?.organizationId) ?? null;

  const choose = useCallback(
    (id: number | null) => {
      dispatch(establishmentChosen(id));
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch],
  );

  return {
    establishments,
    chosen,
    chosenId,
    isLoading,
    isError,
    refetch,
    /** The user may add establishments to the organisation of the one shown (owner and admin). */
    mayAdd: organization !== null && roleCan(organization.role, 'establishments'),
    choose,
  };
}

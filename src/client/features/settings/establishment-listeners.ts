import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { errorCodeOf } from '../../api/api-error';
import { baseApi } from '../../api/base-api';
import type { AppStartListening } from '../../state/typed-hooks';
import { chosenEstablishmentLost } from './settings-slice';

/** The establishment a failed API call was made for (its `?location=`), if it named one. */
function locationOf(action: UnknownAction): number | null {
  const meta = (action.meta as { baseQueryMeta?: Partial<FetchBaseQueryMeta> } | undefined)?.baseQueryMeta;
  const url = meta?.request?.url;
  const location = url ? new URL(url, 'http://localhost').searchParams.get('location') : null;
  return location ? Number(location) : null;
}

/**
 * A call made for the chosen establishment answered LOCATION_NOT_FOUND: the user no longer sees it (it was removed,
 * or their membership was, while they were signed in). The choice is dropped and the API cache emptied in the same
 * step, so no screen shows the error: the establishment gate chooses again from the lists read afresh.
 */
export function addEstablishmentListeners(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (action, state) =>
      isRejectedWithValue(action) &&
      action.type.startsWith(`${baseApi.reducerPath}/`) &&
      errorCodeOf(action.payload) === 'LOCATION_NOT_FOUND' &&
      state.settings.establishmentId !== null &&
      locationOf(action) === state.settings.establishmentId,
    effect: (action, api) => {
      api.dispatch(chosenEstablishmentLost(locationOf(action)!));
      api.dispatch(baseApi.util.resetApiState());
    },
  });
}

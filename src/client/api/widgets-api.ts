import type { SaveWidgetSettingsBody } from '../../shared/api/widgets';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  chosenIn,
  useChosenOnly,
  type AtEstablishment,
  type EstablishmentQueryOptions,
} from './establishment-scope';

/**
 * The reviews widget's settings (`/widgets/private/settings`): a save answers the whole state (a new public id
 * included), written straight into the cache entry of the establishment it was made for.
 */
export const widgetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    widgetState: build.query<AnswerOf<'widgetState'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('widgetState')),
    }),
    saveWidgetSettings: build.mutation<AnswerOf<'saveWidgetSettings'>, SaveWidgetSettingsBody>({
      query: (body) => ({ url: pathOf('saveWidgetSettings'), method: API_ROUTES.saveWidgetSettings.method, body }),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const chosen = chosenIn(getState);
        try {
          const { data } = await queryFulfilled;
          dispatch(widgetsApi.util.upsertQueryData('widgetState', chosen, data));
        } catch {
          // The form says why the save failed.
        }
      },
    }),
  }),
});

export const { useSaveWidgetSettingsMutation } = widgetsApi;

/** The widget of the establishment shown. */
export const useWidgetStateQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  widgetsApi.useWidgetStateQuery(useChosenOnly(arg), options);

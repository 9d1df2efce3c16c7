import type { AlertSettings, PushSubscriptionBody } from '../../shared/api/notifications';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/**
 * The owner's alerts (`/users/private/alerts`): push choices and weekly digest day, the server's VAPID key and the
 * devices enabled. A save answers the whole state, which replaces the cached one; a device added or removed
 * changes the list the `Alerts` tag holds.
 */
export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    alertState: build.query<AnswerOf<'alertState'>, void>({
      query: () => pathOf('alertState'),
      providesTags: ['Alerts'],
    }),
    /** Shown at once (each choice saves as it changes), undone if the server refuses. */
    saveAlertSettings: build.mutation<AnswerOf<'saveAlertSettings'>, AlertSettings>({
      query: (settings) => ({ url: pathOf('saveAlertSettings'), method: API_ROUTES.saveAlertSettings.method, body: settings }),
      onQueryStarted: async (settings, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          alertsApi.util.updateQueryData('alertState', undefined, (state) => {
            state.settings = settings;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(alertsApi.util.updateQueryData('alertState', undefined, () => data));
        } catch {
          patch.undo();
        }
      },
    }),
    addPushDevice: build.mutation<AnswerOf<'addPushDevice'>, PushSubscriptionBody>({
      query: (body) => ({ url: pathOf('addPushDevice'), method: API_ROUTES.addPushDevice.method, body }),
      invalidatesTags: ['Alerts'],
    }),
    removePushDevice: build.mutation<AnswerOf<'removePushDevice'>, number>({
      query: (id) => ({ url: pathOf('removePushDevice', { id }), method: API_ROUTES.removePushDevice.method }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useAlertStateQuery, useSaveAlertSettingsMutation, useAddPushDeviceMutation, useRemovePushDeviceMutation } = alertsApi;

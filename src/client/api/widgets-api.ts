import type { SaveWidgetSettingsBody } from '../../shared/api/widgets';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/**
 * The reviews widget's settings (`/widgets/private/settings`): a save answers the whole state (a new public id
 * included), written straight into the query's cache.
 */
export const widgetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    widgetState: build.query<AnswerOf<'widgetState'>, void>({
      query: () => pathOf('widgetState'),
    }),
    saveWidgetSettings: build.mutation<AnswerOf<'saveWidgetSettings'>, SaveWidgetSettingsBody>({
      query: (body) => ({ url: pathOf('saveWidgetSettings'), method: API_ROUTES.saveWidgetSettings.method, body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(widgetsApi.util.upsertQueryData('widgetState', undefined, data));
        } catch {
          // The form says why the save failed.
        }
      },
    }),
  }),
});

export const { useWidgetStateQuery, useSaveWidgetSettingsMutation } = widgetsApi;

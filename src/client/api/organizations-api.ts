import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** The user's organisations (their role in each) and the establishments they see. */
export const organizationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    organizations: build.query<AnswerOf<'organizations'>, void>({ query: () => pathOf('organizations'), providesTags: ['Organizations'] }),
    establishments: build.query<AnswerOf<'establishments'>, void>({
      query: () => pathOf('establishments'),
      providesTags: ['Organizations'],
    }),
    /** One more establishment, by its short maps link; its synchronisation starts on the server. */
    addEstablishment: build.mutation<AnswerOf<'addEstablishment'>, string>({
      query: (url) => ({ url: pathOf('addEstablishment'), method: API_ROUTES.addEstablishment.method, body: { url } }),
      invalidatesTags: ['Organizations'],
    }),
  }),
});

export const { useOrganizationsQuery, useEstablishmentsQuery, useAddEstablishmentMutation } = organizationsApi;

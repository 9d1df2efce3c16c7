import { pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** The user's organisations (their role in each) and the establishments they see. */
export const organizationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    organizations: build.query<AnswerOf<'organizations'>, void>({ query: () => pathOf('organizations'), providesTags: ['Organizations'] }),
    establishments: build.query<AnswerOf<'establishments'>, void>({
      query: () => pathOf('establishments'),
      providesTags: ['Organizations'],
    }),
  }),
});

export const { useOrganizationsQuery, useEstablishmentsQuery } = organizationsApi;

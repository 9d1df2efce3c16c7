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
    /**
     * Removes an establishment and all its data, proven by a just-confirmed code (`2faToken` header). `?location=` names
     * the establishment itself, so the server acts in its organisation whichever establishment the screens show.
     */
    removeEstablishment: build.mutation<AnswerOf<'removeEstablishment'>, { id: number; twoFactorToken: string }>({
      query: ({ id, twoFactorToken }) => ({
        url: `${pathOf('removeEstablishment', { id })}?location=${id}`,
        method: API_ROUTES.removeEstablishment.method,
        headers: { '2faToken': twoFactorToken },
      }),
      invalidatesTags: ['Organizations'],
    }),
    /**
     * Hands the organisation of the establishment shown to another member, proven by a just-confirmed code. Roles and
     * who pays change: the organisations, the team and the subscriptions are read again.
     */
    transferOwnership: build.mutation<AnswerOf<'transferOwnership'>, { userId: number; twoFactorToken: string }>({
      query: (body) => ({ url: pathOf('transferOwnership'), method: API_ROUTES.transferOwnership.method, body }),
      invalidatesTags: ['Organizations', 'Team', 'Subscriptions'],
    }),
  }),
});

export const {
  useOrganizationsQuery,
  useEstablishmentsQuery,
  useAddEstablishmentMutation,
  useRemoveEstablishmentMutation,
  useTransferOwnershipMutation,
} = organizationsApi;

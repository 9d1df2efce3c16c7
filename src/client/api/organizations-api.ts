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
    /**
     * One more establishment, by its short maps link; its synchronisation starts on the server. The lists hold it as
     * soon as it is added, before they are read again: the screens show it at once (the establishment gate would
     * otherwise drop the choice of one the lists do not hold).
     */
    addEstablishment: build.mutation<AnswerOf<'addEstablishment'>, string>({
      query: (url) => ({ url: pathOf('addEstablishment'), method: API_ROUTES.addEstablishment.method, body: { url } }),
      invalidatesTags: ['Organizations'],
      onQueryStarted: async (_url, { dispatch, queryFulfilled }) => {
        const { data: added } = await queryFulfilled.catch(() => ({ data: null }));
        if (!added) return;
        dispatch(
          organizationsApi.util.updateQueryData('establishments', undefined, (list) => {
            if (!list.items.some(({ id }) => id === added.id)) list.items.push(added);
          }),
        );
        dispatch(
          organizationsApi.util.updateQueryData('organizations', undefined, (memberships) => {
            const membership = memberships.find(({ id }) => id === added.organizationId);
            if (membership && !membership.establishments.some(({ id }) => id === added.id))
              membership.establishments.push({ id: added.id, name: added.name });
          }),
        );
      },
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

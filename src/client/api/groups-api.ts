import type { InferType } from 'yup';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { groupSchema } from '../../shared/validation/group-schemas';
import { baseApi } from './base-api';

export type GroupBody = InferType<typeof groupSchema>;

/**
 * The groups of establishments of the organisation the request acts in (`/groups/private`, by the establishment
 * shown): read by every member, arranged by owners and admins. A member or an invitation may be scoped to a group, so
 * a change also makes the team stale.
 */
export const groupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    groups: build.query<AnswerOf<'groups'>, void>({
      query: () => pathOf('groups'),
      providesTags: ['Groups'],
    }),
    createGroup: build.mutation<AnswerOf<'createGroup'>, GroupBody>({
      query: (body) => ({ url: pathOf('createGroup'), method: API_ROUTES.createGroup.method, body }),
      invalidatesTags: ['Groups', 'Team'],
    }),
    updateGroup: build.mutation<AnswerOf<'updateGroup'>, { id: number; body: GroupBody }>({
      query: ({ id, body }) => ({ url: pathOf('updateGroup', { id }), method: API_ROUTES.updateGroup.method, body }),
      invalidatesTags: ['Groups', 'Team'],
    }),
    deleteGroup: build.mutation<AnswerOf<'deleteGroup'>, number>({
      query: (id) => ({ url: pathOf('deleteGroup', { id }), method: API_ROUTES.deleteGroup.method }),
      invalidatesTags: ['Groups', 'Team'],
    }),
  }),
});

export const { useGroupsQuery, useCreateGroupMutation, useUpdateGroupMutation, useDeleteGroupMutation } = groupsApi;

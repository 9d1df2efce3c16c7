import type { InferType } from 'yup';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { invitationSchema, memberChangeSchema } from '../../shared/validation/member-schemas';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  useChosenOnly,
  type AtEstablishment,
  type EstablishmentQueryOptions,
} from './establishment-scope';

export type InvitationBody = InferType<typeof invitationSchema>;
export type MemberChangeBody = InferType<typeof memberChangeSchema>;

/**
 * The team of the organisation the request acts in (`/members/private`): members, their roles and scopes, and the
 * invitations still pending, under one `Team` tag. A change or a removal also changes who sees which establishment,
 * so it invalidates `Organizations` too. The team is cached per establishment shown, whose organisation it is: showing
 * another organisation's establishment never shows this one's team.
 */
export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    team: build.query<AnswerOf<'team'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('team')),
      providesTags: ['Team'],
    }),
    invite: build.mutation<AnswerOf<'invite'>, InvitationBody>({
      query: (body) => ({ url: pathOf('invite'), method: API_ROUTES.invite.method, body }),
      invalidatesTags: ['Team'],
    }),
    revokeInvitation: build.mutation<AnswerOf<'revokeInvitation'>, number>({
      query: (id) => ({ url: pathOf('revokeInvitation', { id }), method: API_ROUTES.revokeInvitation.method }),
      invalidatesTags: ['Team'],
    }),
    changeMember: build.mutation<AnswerOf<'changeMember'>, { userId: number; change: MemberChangeBody }>({
      query: ({ userId, change }) => ({ url: pathOf('changeMember', { userId }), method: API_ROUTES.changeMember.method, body: change }),
      invalidatesTags: ['Team', 'Organizations'],
    }),
    removeMember: build.mutation<AnswerOf<'removeMember'>, number>({
      query: (userId) => ({ url: pathOf('removeMember', { userId }), method: API_ROUTES.removeMember.method }),
      invalidatesTags: ['Team', 'Organizations'],
    }),
  }),
});

export const { useInviteMutation, useRevokeInvitationMutation, useChangeMemberMutation, useRemoveMemberMutation } = membersApi;

/** The team of the organisation of the establishment shown. */
export const useTeamQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  membersApi.useTeamQuery(useChosenOnly(arg), options);

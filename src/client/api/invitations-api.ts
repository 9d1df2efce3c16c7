import type { InferType } from 'yup';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { acceptInvitationSchema } from '../../shared/validation/member-schemas';
import { baseApi } from './base-api';

export type AcceptInvitationBody = InferType<typeof acceptInvitationSchema>;

/** Joining an organisation with the token of an invitation mail: the user's organisations change. */
export const invitationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<AnswerOf<'acceptInvitation'>, AcceptInvitationBody>({
      query: (body) => ({ url: pathOf('acceptInvitation'), method: API_ROUTES.acceptInvitation.method, body }),
      // Only a success changes them: a refused link leaves the organisations (and the setup gate) as they were.
      invalidatesTags: (membership) => (membership ? ['Organizations'] : []),
    }),
  }),
});

export const { useAcceptInvitationMutation } = invitationsApi;

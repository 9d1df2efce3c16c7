import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** The owner's data rights: the export of every piece of their data, and the deletion of the account confirmed by a code. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The file's text, not a Blob, so the store only ever holds serializable values; the page turns it into a download.
    exportData: build.mutation<string, void>({
      query: () => ({ url: pathOf('exportData'), responseHandler: 'text', cache: 'no-store' }),
    }),
    sendDeletionCode: build.mutation<AnswerOf<'sendDeletionCode'>, { language: string }>({
      query: (body) => ({ url: pathOf('sendDeletionCode'), method: API_ROUTES.sendDeletionCode.method, body }),
    }),
    deleteAccount: build.mutation<AnswerOf<'deleteAccount'>, { otp: string }>({
      query: (body) => ({ url: pathOf('deleteAccount'), method: API_ROUTES.deleteAccount.method, body }),
    }),
  }),
});

export const { useExportDataMutation, useSendDeletionCodeMutation, useDeleteAccountMutation } = accountApi;

import { baseApi } from './base-api';

/** The owner's data rights: the export of every piece of their data, and the deletion of the account confirmed by a code. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The file's text, not a Blob, so the store only ever holds serializable values; the page turns it into a download.
    exportData: build.mutation<string, void>({
      query: () => ({ url: '/users/private/export', responseHandler: 'text', cache: 'no-store' }),
    }),
    sendDeletionCode: build.mutation<{ sent: boolean; resendAfterSeconds: number }, { language: string }>({
      query: (body) => ({ url: '/users/private/delete-account/send-otp', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<void, { otp: string }>({
      query: (body) => ({ url: '/users/private', method: 'DELETE', body }),
    }),
  }),
});

export const { useExportDataMutation, useSendDeletionCodeMutation, useDeleteAccountMutation } = accountApi;

import type { InferType } from 'yup';
import type { ContactReceipt } from '../../shared/api/contact';
import type { contactSchema } from '../../shared/validation/auth-schemas';
import { baseApi } from './base-api';

/** `POST /users/contact-us`: a message to support, signed in or not (its own file: the account calls change often). */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, InferType<typeof contactSchema>>({
      query: (body) => ({ url: '/users/contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

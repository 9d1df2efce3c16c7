import type { InferType } from 'yup';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { contactSchema } from '../../shared/validation/auth-schemas';
import { baseApi } from './base-api';

/** `POST /users/contact-us`: a message to support, signed in or not (its own file: the account calls change often). */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<AnswerOf<'sendContactMessage'>, InferType<typeof contactSchema>>({
      query: (body) => ({ url: pathOf('sendContactMessage'), method: API_ROUTES.sendContactMessage.method, body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

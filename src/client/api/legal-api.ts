import { pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** Public legal information (`/legal`): who runs the service, named by the legal pages. */
export const legalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Changes only with the server's configuration: kept for the session once read.
    legalOperator: build.query<AnswerOf<'legalOperator'>, void>({ query: () => pathOf('legalOperator'), keepUnusedDataFor: 3600 }),
  }),
});

export const { useLegalOperatorQuery } = legalApi;

import type { LegalOperator } from '../../shared/api/legal';
import { baseApi } from './base-api';

/** Public legal information (`/legal`): who runs the service, named by the legal pages. */
export const legalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Changes only with the server's configuration: kept for the session once read.
    legalOperator: build.query<LegalOperator, void>({ query: () => '/legal/operator', keepUnusedDataFor: 3600 }),
  }),
});

export const { useLegalOperatorQuery } = legalApi;

import { pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** What `/api/health` says about the server: its database, identity and mail, and which outside services are real. */
export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<AnswerOf<'health'>, void>({ query: () => pathOf('health') }),
  }),
});

export const { useHealthQuery } = healthApi;

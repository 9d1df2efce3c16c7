import { baseApi } from './base-api';

/** What `/api/health` says about the server's adapters (which outside services are real). */
export type Health = { status: 'ok' | 'degraded'; adapters: Record<string, string> };

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<Health, void>({ query: () => '/health' }),
  }),
});

export const { useHealthQuery } = healthApi;

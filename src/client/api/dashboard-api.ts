import type { DashboardPeriod, DashboardSummary } from '../../shared/api/dashboard';
import { baseApi } from './base-api';

/** The dashboard's figures (`/dashboards/private/summary`); new reviews, replies and syncs invalidate them. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: build.query<DashboardSummary, DashboardPeriod>({
      query: (period) => ({ url: '/dashboards/private/summary', params: { period } }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardSummaryQuery } = dashboardApi;

import type { DashboardPeriod } from '../../shared/api/dashboard';
import { pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** The dashboard's figures (`/dashboards/private/summary`); new reviews, replies and syncs invalidate them. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: build.query<AnswerOf<'dashboardSummary'>, DashboardPeriod>({
      query: (period) => ({ url: pathOf('dashboardSummary'), params: { period } }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardSummaryQuery } = dashboardApi;

import type { DashboardPeriod, RankingCsvSeparator } from '../../shared/api/dashboard';
import type { Language } from '../../shared/constants';
import { pathOf, type AnswerOf } from '../../shared/api/routes';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  establishmentTag,
  networkTag,
  useAtChosen,
  type AtEstablishment,
  type EstablishmentQueryOptions,
} from './establishment-scope';
import { objectUrlOrError } from './file-response';

/**
 * A network request's arg: the period, the organisation whose establishments it covers (null: the user's only one),
 * and a group of them, if one is chosen.
 */
type NetworkArg = { period: DashboardPeriod; organization: number | null; group?: number };

/**
 * Every establishment the user sees in the organisation (`?location=all`), or a group's (`?group=`); `?organization=`
 * for a member of several.
 */
const networkParams = ({ organization, group }: Omit<NetworkArg, 'period'>, params: Record<string, string>) => ({
  ...(group === undefined ? { location: 'all' } : { group }),
  ...(organization === null ? {} : { organization }),
  ...params,
});

/** The dashboard's figures (`/dashboards/private/summary`); new reviews, replies and syncs invalidate them. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: build.query<AnswerOf<'dashboardSummary'>, { period: DashboardPeriod } & AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ period, location }) => atEstablishment(location, pathOf('dashboardSummary'), { period }),
      providesTags: (_summary, _error, { location }) => [establishmentTag('Dashboard', location)],
    }),
    /** The dashboard's figures over every establishment the user sees (`?location=all`; the average weighted by reviews). */
    networkSummary: build.query<AnswerOf<'dashboardSummary'>, NetworkArg>({
      query: ({ period, ...scope }) => ({ url: pathOf('dashboardSummary'), params: networkParams(scope, { period }) }),
      extraOptions: { ownLocation: true },
      providesTags: [networkTag('Dashboard')],
    }),
    /** Per review source and combined on five points (`/dashboards/private/sources`), for the establishment shown. */
    sourceDashboard: build.query<AnswerOf<'sourceDashboard'>, { period: DashboardPeriod } & AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ period, location }) => atEstablishment(location, pathOf('sourceDashboard'), { period }),
      providesTags: (_figures, _error, { location }) => [establishmentTag('Dashboard', location)],
    }),
    /** The same over every establishment the user sees, or a group's (`?location=all`, `?group=`). */
    networkSourceDashboard: build.query<AnswerOf<'sourceDashboard'>, NetworkArg>({
      query: ({ period, ...scope }) => ({ url: pathOf('sourceDashboard'), params: networkParams(scope, { period }) }),
      extraOptions: { ownLocation: true },
      providesTags: [networkTag('Dashboard')],
    }),
    /**
     * The network's ranking (`/dashboards/private/locations?location=all`): one row per establishment the user sees.
     * Any establishment's event or change makes it stale (`networkTag`).
     */
    dashboardRanking: build.query<AnswerOf<'dashboardLocations'>, NetworkArg>({
      query: ({ period, ...scope }) => ({ url: pathOf('dashboardLocations'), params: networkParams(scope, { period }) }),
      extraOptions: { ownLocation: true },
      providesTags: [networkTag('Dashboard')],
    }),
    /** The same ranking as a CSV file, as an object URL (as the monthly report). */
    rankingCsv: build.mutation<string, NetworkArg & { language: Language; separator: RankingCsvSeparator }>({
      query: ({ organization, group, ...params }) => ({
        url: pathOf('dashboardLocationsCsv'),
        params: networkParams({ organization, group }, params),
        cache: 'no-store',
        responseHandler: objectUrlOrError,
      }),
      extraOptions: { ownLocation: true },
    }),
    /**
     * A past month's report as a PDF (`/dashboards/private/report`). The file becomes an object URL at once, so the
     * store keeps a string rather than the file; the caller downloads it and revokes the URL. An error stays JSON.
     */
    monthlyReport: build.mutation<string, { month: string; language: Language }>({
      query: ({ month, language }) => ({
        url: pathOf('monthlyReport'),
        params: { month, language },
        cache: 'no-store',
        responseHandler: objectUrlOrError,
      }),
    }),
    /** The network's monthly report: its page (totals, league table, movers), then each establishment's when few. */
    networkMonthlyReport: build.mutation<string, Omit<NetworkArg, 'period'> & { month: string; language: Language }>({
      query: ({ organization, group, ...params }) => ({
        url: pathOf('monthlyReport'),
        params: networkParams({ organization, group }, params),
        cache: 'no-store',
        responseHandler: objectUrlOrError,
      }),
      extraOptions: { ownLocation: true },
    }),
  }),
});

export const {
  useMonthlyReportMutation,
  useNetworkMonthlyReportMutation,
  useNetworkSummaryQuery,
  useDashboardRankingQuery,
  useRankingCsvMutation,
  useNetworkSourceDashboardQuery,
} = dashboardApi;

/** The establishments a network download covers: the organisation's the user sees, or a group's. */
export type NetworkReportScope = Omit<NetworkArg, 'period'>;

/** The figures of the establishment shown. */
export const useDashboardSummaryQuery = (period: DashboardPeriod | SkipToken, options?: EstablishmentQueryOptions) =>
  dashboardApi.useDashboardSummaryQuery(useAtChosen(typeof period === 'string' ? { period } : period), options);

/** The per-source figures of the establishment shown. */
export const useSourceDashboardQuery = (period: DashboardPeriod | SkipToken, options?: EstablishmentQueryOptions) =>
  dashboardApi.useSourceDashboardQuery(useAtChosen(typeof period === 'string' ? { period } : period), options);

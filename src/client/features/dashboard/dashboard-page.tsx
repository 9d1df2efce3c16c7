import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDashboardSummaryQuery, useSourceDashboardQuery } from '../../api/dashboard-api';
import { useGoogleConnectionQuery } from '../../api/google-api';
import { Page } from '../../components/page';
import { apiErrorText } from '../../i18n/api-error-text';
import { ActivityTimeline } from './activity-timeline';
import { DashboardEmpty, DashboardError, DashboardSkeleton } from './dashboard-states';
import { GoogleConnectionCard } from '../google/google-connection-card';
import { SuspiciousWaveBanner } from '../review-integrity/suspicious-wave-banner';
import { FigureCards } from './figure-cards';
import { HolidayNotice } from './holiday-notice';
import { ListingCard } from './listing-card';
import { MonthlyReportControl } from './monthly-report-control';
import { PeriodSelector } from './period-selector';
import { ProfileFiguresCard } from './profile-figures-card';
import { RatingDistribution } from './rating-distribution';
import { RatingTrend } from './rating-trend';
import { SourceBreakdown, hasSourcesBeyondGoogle } from './source-breakdown';
import { TWO_COLUMNS } from './section-card';
import { ThemeBreakdown } from './theme-breakdown';
import { useDashboardPeriod } from './use-dashboard-period';
import { useShownEstablishment } from './use-shown-establishment';
import { WeeklyActions } from './weekly-actions';

/** `/dashboards/home`: where the owner lands: the figures of a period against the one before, and what to do next. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { period, changePeriod } = useDashboardPeriod();
  const { data, error, isLoading, isError, isFetching, refetch } = useDashboardSummaryQuery(period);
  // Other sources' figures stay apart from Google's cards, and show only when a source beyond Google has reviews.
  const { data: sources } = useSourceDashboardQuery(period);
  // The Google profile's figures and hours, once connected (the Google card offers the connection before); an
  // establishment without reviews yet may have calls and directions already.
  const shown = useShownEstablishment();
  const location = useGoogleConnectionQuery().data?.status === 'connected' ? shown : null;
  const profileCard = location === null ? null : <ProfileFiguresCard period={period} scope={{ location }} />;

  const renderContent = () => {
    if (isError) return <DashboardError message={apiErrorText(t, error, 'dashboard.failed')} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <DashboardSkeleton />;
    if (data.figures.totalReviews === 0) {
      return (
        <>
          <ListingCard listing={data.listing} />
          {profileCard}
          <DashboardEmpty />
        </>
      );
    }
    // While another period loads, the previous figures stay, dimmed, rather than a blank screen.
    return (
      <Box sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
        <ListingCard listing={data.listing} />
        <FigureCards figures={data.figures} period={period} requests={data.requests} />
        {sources && hasSourcesBeyondGoogle(sources) && <SourceBreakdown figures={sources} period={period} />}
        {profileCard}
        <Box sx={TWO_COLUMNS}>
          <WeeklyActions actions={data.actions} period={period} />
          <RatingDistribution distribution={data.distribution} period={period} />
        </Box>
        <RatingTrend monthly={data.monthly} />
        <Box sx={TWO_COLUMNS}>
          <ThemeBreakdown themes={data.themes} period={period} />
          <ActivityTimeline items={data.timeline} />
        </Box>
        <MonthlyReportControl />
      </Box>
    );
  };

  const isEmpty = data?.figures.totalReviews === 0;
  return (
    <Page title={t('pages.dashboard')} actions={isEmpty ? undefined : <PeriodSelector value={period} onChange={changePeriod} />}>
      <GoogleConnectionCard placement="prompt" />
      <SuspiciousWaveBanner />
      {location !== null && <HolidayNotice location={location} />}
      {renderContent()}
    </Page>
  );
}

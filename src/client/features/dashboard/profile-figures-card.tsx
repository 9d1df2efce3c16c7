import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod } from '../../../shared/api/dashboard';
import type { ProfileFigures, ProfilePeriod } from '../../../shared/api/google-profile';
import { errorCodeOf } from '../../api/api-error';
import { useProfileFiguresQuery } from '../../api/google-profile-api';
import type { NetworkScope } from '../../api/establishment-scope';
import { LoadError } from '../../components/load-error';
import { PATHS } from '../../config/paths';
import { apiErrorText } from '../../i18n/api-error-text';
import { formatDate } from '../../i18n/dates';
import { ChangeIndicator } from './change-indicator';
import { changeOf, useDashboardFormat } from './dashboard-format';
import { SectionCard } from './section-card';

const ProfileDailyChart = lazy(() =>
  import(/* webpackChunkName: "dashboard-chart" */ './profile-daily-chart').then((module) => ({ default: module.ProfileDailyChart })),
);

/** Google keeps the profile's figures about 18 months and they come a few days late: the dashboard's long periods read 90 days. */
export const profilePeriodOf = (period: DashboardPeriod): ProfilePeriod => (period === '30d' ? '30d' : '90d');

/** One establishment not connected: no card, the Google card above offers the connection. */
const isNotConnectedCode = (error: unknown) => ['GOOGLE_NOT_CONNECTED', 'PROFILE_TOKEN_REVOKED'].includes(errorCodeOf(error) ?? '');

/** The figures shown always, then those only some businesses have (a booking or ordering link on the profile). */
const ALWAYS = ['CALL_CLICKS', 'BUSINESS_DIRECTION_REQUESTS', 'WEBSITE_CLICKS'] as const;
const WHERE_PRESENT = ['BUSINESS_BOOKINGS', 'BUSINESS_FOOD_ORDERS'] as const;

type Tile = { key: string; current: number; previous: number };

function tilesOf(figures: ProfileFigures): Tile[] {
  const tile = (key: string): Tile => ({ key, current: figures.totals[key] ?? 0, previous: figures.previous.totals[key] ?? 0 });
  const views: Tile = { key: 'IMPRESSIONS', current: figures.impressions, previous: figures.previous.impressions };
  const optional = WHERE_PRESENT.map(tile).filter(({ current, previous }) => current > 0 || previous > 0);
  return [...ALWAYS.map(tile), views, ...optional];
}

function FigureTile({ tile }: { tile: Tile }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const change = changeOf({ current: tile.current, previous: tile.previous }, { precision: 0 });
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 0.25, alignContent: 'start' }}>
      <Typography component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {t(`dashboard.profile.metrics.${tile.key}`)}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {format.integer(tile.current)}
      </Typography>
      <ChangeIndicator change={change} text={change ? format.signed(change.delta) : ''} />
    </Box>
  );
}

/** The establishments whose figures are left out: not connected to Google, or refused by it. */
function LeftOut({ establishments }: { establishments: ProfileFigures['establishments'] }) {
  const { t } = useTranslation();
  const notConnected = establishments.filter((place) => !place.connected);
  const refused = establishments.filter((place) => place.connected && place.problem);
  if (notConnected.length === 0 && refused.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {notConnected.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.profile.notConnected', { count: notConnected.length, names: notConnected.map((place) => place.name).join(', ') })}
        </Typography>
      )}
      {refused.map((place) => (
        <Typography key={place.id} variant="body2" color="warning.main">
          {t('dashboard.profile.refused', {
            name: place.name,
            reason: t(`apiErrors.${place.problem}`, { defaultValue: t('dashboard.profile.failed') }),
          })}
        </Typography>
      ))}
    </Box>
  );
}

function Keywords({ keywords }: { keywords: ProfileFigures['keywords'] }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  if (keywords.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
        {t('dashboard.profile.keywords')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, columns: { sm: 2 }, columnGap: 4 }}>
        {keywords.map(({ keyword, impressions, fewerThan }) => (
          <Typography component="li" variant="body2" key={keyword} sx={{ breakInside: 'avoid', overflowWrap: 'anywhere' }}>
            {t('dashboard.profile.keyword', {
              keyword,
              count: impressions,
              views: fewerThan ? t('dashboard.profile.fewerThan', { value: format.integer(impressions) }) : format.integer(impressions),
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

type ProfileFiguresCardProps = {
  period: DashboardPeriod;
  /** One establishment (`location`), or the network's (`location: 'all'`, a group…). */
  scope: { location: number } | NetworkScope;
  network?: boolean;
};

/**
 * « Fiche Google »: what the Google profile brought over the period (calls, direction requests, website clicks, views,
 * bookings and orders where there are some), each against the period before, the views per day and the month's top
 * search terms. Nothing for one establishment not connected (the Google card offers to connect it).
 */
export function ProfileFiguresCard({ period, scope, network = false }: ProfileFiguresCardProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { data, error, isError, isLoading, refetch } = useProfileFiguresQuery({ period: profilePeriodOf(period), scope });
  if (isError && isNotConnectedCode(error)) return null;
  const title = t('dashboard.profile.title');
  if (isError) {
    return (
      <SectionCard title={title}>
        <LoadError message={apiErrorText(t, error, 'dashboard.profile.failed')} onRetry={() => void refetch()} />
      </SectionCard>
    );
  }
  if (isLoading || !data) {
    return (
      <SectionCard title={title}>
        <Skeleton variant="rounded" height={160} aria-label={t('dashboard.profile.loading')} />
      </SectionCard>
    );
  }
  if (network && data.establishments.every((place) => !place.connected)) return null;
  return (
    <SectionCard
      title={title}
      action={
        !network && (
          <Button component={RouterLink} to={PATHS.googleProfile} size="small" sx={{ justifySelf: 'start' }}>
            {t('dashboard.profile.manage')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.profile.range', { from: formatDate(data.range.from), to: formatDate(data.range.to) })}
        </Typography>
        {data.demo && <Chip size="small" variant="outlined" color="warning" label={t('dashboard.profile.demo')} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {tilesOf(data).map((tile) => (
          <FigureTile key={tile.key} tile={tile} />
        ))}
      </Box>
      {data.days.length > 1 && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.profile.daily', { total: format.integer(data.impressions), count: data.days.length })}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={56} aria-hidden />}>
            <ProfileDailyChart values={data.days.map((day) => day.impressions)} />
          </Suspense>
        </Box>
      )}
      <Keywords keywords={data.keywords} />
      <LeftOut establishments={data.establishments} />
    </SectionCard>
  );
}

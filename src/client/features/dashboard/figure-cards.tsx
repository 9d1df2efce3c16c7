import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod, DashboardSummary } from '../../../shared/api/dashboard';
import { PATHS } from '../../config/paths';
import { ChangeIndicator } from './change-indicator';
import { changeOf, useDashboardFormat } from './dashboard-format';
import { reviewsLink } from './dashboard-links';
import { RemovedReviewsNote } from './removed-reviews-note';

/** `footer` sits below the card's link, for links of its own (a link may not hold another). */
type FigureCardProps = { label: string; value: string; to?: string; detail?: ReactNode; footer?: ReactNode };

/** One key figure; the whole card is a link to the reviews behind it, when `to` says where they are. */
function FigureCard({ label, value, to, detail, footer }: FigureCardProps) {
  const content = (
    <CardContent sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      {detail}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {to === undefined ? (
        content
      ) : (
        <CardActionArea component={RouterLink} to={to} sx={{ flex: 1, alignItems: 'flex-start' }}>
          {content}
        </CardActionArea>
      )}
      {footer}
    </Card>
  );
}

const Detail = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" component="span">
    {children}
  </Typography>
);

type FigureCardsProps = {
  figures: DashboardSummary['figures'];
  period: DashboardPeriod;
  /** Review requests of the period; the card shows when given. */
  requests?: DashboardSummary['requests'];
  /**
   * The network's figures, over every establishment the user sees: only the four that add up across them, and no
   * links, as each establishment's reviews are behind its own row of the ranking.
   */
  network?: boolean;
};

/** The figures a baker checks first: rating, new reviews, response rate and delay, unread, AI credits, review requests. */
export function FigureCards({ figures, period, requests, network = false }: FigureCardsProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const missing = t('dashboard.cards.missing');
  const { averageRating, newReviews, responseRate, medianResponseHours, unread, aiCredits, totalReviews } = figures;

  const ratingChange = changeOf(averageRating);
  const newReviewsChange = changeOf(newReviews, { precision: 0 });
  // The response rate moves in percentage points.
  const rateChange = changeOf(
    {
      current: responseRate.current === null ? null : responseRate.current * 100,
      previous: responseRate.previous === null ? null : responseRate.previous * 100,
    },
    { precision: 0 },
  );
  const delayChange = changeOf(medianResponseHours, { precision: 0, lowerIsBetter: true });
  const signedDuration = (delta: number) => `${delta > 0 ? '+' : '-'}${format.duration(Math.abs(delta))}`;

  return (
    <Box
      component="section"
      aria-label={t('dashboard.cards.label')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${network ? 4 : 3}, 1fr)` } }}
    >
      <FigureCard
        label={t('dashboard.cards.averageRating')}
        value={averageRating.current === null ? missing : format.rating(averageRating.current)}
        to={network ? undefined : reviewsLink({ period })}
        detail={<ChangeIndicator change={ratingChange} text={format.signed(ratingChange?.delta ?? 0, 1)} />}
        footer={network ? undefined : <RemovedReviewsNote figures={figures} />}
      />
      <FigureCard
        label={t('dashboard.cards.newReviews')}
        value={format.integer(newReviews.current ?? 0)}
        to={network ? undefined : reviewsLink({ period })}
        detail={
          <>
            <ChangeIndicator change={newReviewsChange} text={format.signed(newReviewsChange?.delta ?? 0)} />
            <Detail>{t('dashboard.cards.totalReviews', { count: totalReviews, total: format.integer(totalReviews) })}</Detail>
          </>
        }
      />
      <FigureCard
        label={t('dashboard.cards.responseRate')}
        value={responseRate.current === null ? missing : format.percent(responseRate.current)}
        to={network ? undefined : reviewsLink({ answered: false, period })}
        detail={
          <ChangeIndicator
            change={rateChange}
            text={t('dashboard.change.points', { count: Math.abs(rateChange?.delta ?? 0), value: format.signed(rateChange?.delta ?? 0) })}
          />
        }
      />
      <FigureCard
        label={t('dashboard.cards.medianResponse')}
        value={medianResponseHours.current === null ? missing : format.duration(medianResponseHours.current)}
        to={network ? undefined : reviewsLink({ answered: true, period })}
        detail={<ChangeIndicator change={delayChange} text={signedDuration(delayChange?.delta ?? 0)} />}
      />
      {!network && (
        <>
          <FigureCard
            label={t('dashboard.cards.unread')}
            value={format.integer(unread)}
            to={reviewsLink({ unread: true })}
            detail={<Detail>{unread > 0 ? t('dashboard.cards.unreadHint') : t('dashboard.cards.unreadNone')}</Detail>}
          />
          <FigureCard
            label={t('dashboard.cards.aiCredits')}
            value={format.integer(aiCredits)}
            to={aiCredits > 0 ? PATHS.aiAssistant : PATHS.subscription}
            detail={<Detail>{aiCredits > 0 ? t('dashboard.cards.aiCreditsHint') : t('dashboard.cards.aiCreditsNone')}</Detail>}
          />
          {requests && (
            <FigureCard
              label={t('dashboard.cards.requests')}
              value={format.integer(requests.sent)}
              to={PATHS.reviewRequests}
              detail={
                <Detail>
                  {requests.sent > 0
                    ? t('dashboard.cards.requestsDetail', {
                        openRate: format.percent(requests.opened / requests.sent),
                        count: requests.reviewsReceived,
                      })
                    : t('dashboard.cards.requestsNone')}
                </Detail>
              }
            />
          )}
        </>
      )}
    </Box>
  );
}

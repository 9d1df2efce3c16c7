import { visuallyHidden } from '../../components/visually-hidden';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod, ThemeFigure } from '../../../shared/api/dashboard';
import { useDashboardFormat } from './dashboard-format';
import { reviewsLink, type ReviewsLink, themeSearchWord } from './dashboard-links';
import { SectionCard } from './section-card';

type ThemeBreakdownProps = {
  themes: ThemeFigure[];
  period: DashboardPeriod;
  /** Where a row leads: the inbox of the establishment shown unless the network's page says otherwise. */
  linkTo?: ReviewsLink;
};

/** What customers talk about: mentions per theme and how they feel about it; a theme opens the reviews that mention it. */
export function ThemeBreakdown({ themes, period, linkTo = reviewsLink }: ThemeBreakdownProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();

  return (
    <SectionCard title={t('dashboard.themes.title')}>
      {themes.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.themes.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {themes.map(({ theme, mentions, positive, negative }) => {
            const name = t(`dashboard.themes.names.${theme}`, { defaultValue: theme });
            const positiveShare = mentions > 0 ? positive / mentions : 0;
            const negativeShare = mentions > 0 ? negative / mentions : 0;
            const label = t('dashboard.themes.row', {
              theme: name,
              count: mentions,
              mentions: format.integer(mentions),
              positive: format.percent(positiveShare),
              negative: format.percent(negativeShare),
            });
            return (
              <li key={theme}>
                <Link
                  component={RouterLink}
                  to={linkTo({ q: themeSearchWord(theme), period })}
                  underline="hover"
                  color="inherit"
                  sx={{ display: 'grid', gap: 0.5, borderRadius: 1 }}
                >
                  {/* The link's name is this sentence; the row's visible parts say the same and are hidden from screen readers. */}
                  <Box component="span" sx={visuallyHidden}>
                    {label}
                  </Box>
                  <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('dashboard.themes.mentions', { count: mentions, value: format.integer(mentions) })} ·{' '}
                      {t('dashboard.themes.positiveShort', { value: format.percent(positiveShare) })} ·{' '}
                      {t('dashboard.themes.negativeShort', { value: format.percent(negativeShare) })}
                    </Typography>
                  </Box>
                  {/* Positive, neutral, negative side by side; the text above gives the same shares. */}
                  <Box aria-hidden sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.selected' }}>
                    <Box sx={{ width: `${positiveShare * 100}%`, bgcolor: 'success.main' }} />
                    <Box sx={{ flex: 1 }} />
                    <Box sx={{ width: `${negativeShare * 100}%`, bgcolor: 'error.main' }} />
                  </Box>
                </Link>
              </li>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}

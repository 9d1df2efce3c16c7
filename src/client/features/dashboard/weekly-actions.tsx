import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DashboardAction, DashboardPeriod } from '../../../shared/api/dashboard';
import { PATHS } from '../../config/paths';
import { useDashboardFormat, type DashboardFormat } from './dashboard-format';
import { reviewsLink, themeSearchWord } from './dashboard-links';
import { SectionCard } from './section-card';

/** At most this many things to do: a short list gets done. */
const MAX_ACTIONS = 3;

type Wording = { text: string; to: string };

/** What an action says and where it leads: the server sends the facts, the app words them in the owner's language. */
export function wordAction(action: DashboardAction, t: TFunction, format: DashboardFormat, period: DashboardPeriod): Wording {
  switch (action.kind) {
    case 'unansweredNegative':
      return {
        text: t('dashboard.actions.unansweredNegative', { count: action.count, hours: action.olderThanHours }),
        to: reviewsLink({ ratings: [1, 2], answered: false }),
      };
    case 'ratingDrop': {
      const values = { delta: format.rating(Math.abs(action.delta)), when: t(`dashboard.actions.when.${period}`) };
      if (action.theme && action.mentions > 0) {
        return {
          text: t('dashboard.actions.ratingDropTheme', {
            ...values,
            count: action.mentions,
            about: t(`dashboard.themes.about.${action.theme}`, { defaultValue: themeSearchWord(action.theme) }),
          }),
          to: reviewsLink({ q: themeSearchWord(action.theme), period }),
        };
      }
      return { text: t('dashboard.actions.ratingDrop', values), to: reviewsLink({ ratings: [1, 2], period }) };
    }
    case 'unread':
      return { text: t('dashboard.actions.unread', { count: action.count }), to: reviewsLink({ unread: true }) };
    case 'replyQueue':
      return { text: t('dashboard.actions.replyQueue', { count: action.count }), to: PATHS.aiAssistant };
    case 'noCredits':
      return { text: t('dashboard.actions.noCredits'), to: PATHS.subscription };
  }
}

type WeeklyActionsProps = { actions: DashboardAction[]; period: DashboardPeriod };

/** « Cette semaine »: up to three concrete things to do, or a word of praise when there is nothing. */
export function WeeklyActions({ actions, period }: WeeklyActionsProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  return (
    <SectionCard title={t('dashboard.actions.title')}>
      {actions.length === 0 ? (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CelebrationOutlinedIcon color="success" aria-hidden />
          {t('dashboard.actions.none')}
        </Typography>
      ) : (
        <List disablePadding>
          {actions.slice(0, MAX_ACTIONS).map((action) => {
            const { text, to } = wordAction(action, t, format, period);
            return (
              <ListItem key={action.kind} disablePadding>
                <ListItemButton component={RouterLink} to={to} sx={{ borderRadius: 1 }}>
                  <ListItemText primary={text} />
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <ChevronRightIcon aria-hidden />
                  </ListItemIcon>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}

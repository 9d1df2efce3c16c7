import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '../../../shared/api/dashboard';
import { formatDate, formatRelative } from '../../i18n/dates';
import { SectionCard } from './section-card';

type ActivityTimelineProps = { items: TimelineItem[]; now?: Date };

/** The latest events (reviews, replies, syncs, subscription), newest first, each with a coloured dot. */
export function ActivityTimeline({ items, now = new Date() }: ActivityTimelineProps) {
  const { t } = useTranslation();

  const titleOf = ({ key, values }: TimelineItem['title']) => {
    // The subscription's status arrives as a code; it is worded here.
    const status =
      typeof values.status === 'string' ? t(`dashboard.timeline.statuses.${values.status}`, { defaultValue: values.status }) : '';
    const plan = typeof values.plan === 'string' ? t(`dashboard.timeline.plans.${values.plan}`, { defaultValue: values.plan }) : '';
    return t(`dashboard.timeline.${key}`, { ...values, status, plan });
  };

  return (
    <SectionCard title={t('dashboard.timeline.title')}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.timeline.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {items.map((item, index) => (
            <Box component="li" key={`${item.time}-${index}`} sx={{ display: 'grid', gridTemplateColumns: '12px 1fr', gap: 1.5 }}>
              <Box aria-hidden sx={{ width: 12, height: 12, mt: 0.75, borderRadius: '50%', bgcolor: `${item.color}.main` }} />
              <Box>
                <Typography>{titleOf(item.title)}</Typography>
                <Typography variant="body2" color="text.secondary" component="time" dateTime={item.time} title={formatDate(item.time)}>
                  {formatRelative(item.time, now)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

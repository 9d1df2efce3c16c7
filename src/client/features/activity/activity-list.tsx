import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../../shared/api/activity';
import { formatDateTime, formatRelative } from '../../i18n/dates';
import { activitySentence } from './activity-sentence';

type ActivityListProps = { entries: ActivityEntry[]; now: Date };

/** The journal's entries, newest first: what was done, by whom, where and when (how long ago, and the exact time). */
export function ActivityList({ entries, now }: ActivityListProps) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={t('activity.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, display: 'grid', gap: 0.5, minWidth: 0 }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {activitySentence(t, entry)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            {entry.establishment && <span>{entry.establishment.name}</span>}
            <time dateTime={entry.at} title={formatDateTime(entry.at)}>
              {formatRelative(entry.at, now)}
            </time>
            <span>{formatDateTime(entry.at)}</span>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

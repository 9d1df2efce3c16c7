import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiSettingsQuery } from '../../api/reviews-api';
import { PATHS } from '../../config/paths';

/** The note that explains a disabled « Générer une réponse »: the buttons point to it with aria-describedby. */
export const AI_CREDITS_NOTE_ID = 'reviews-ai-credits-note';

/** The AI credits left for the establishment shown: its paying account's (undefined while they load). */
export function useAiCredits(): number | undefined {
  return useAiSettingsQuery().data?.aiCredits;
}

/** The page header's AI status: credits left, and whether the writer runs on the offline templates. */
export function AiStatusChips() {
  const { t } = useTranslation();
  const credits = useAiCredits();
  const { data: aiSettings } = useAiSettingsQuery();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {credits !== undefined && <Chip icon={<AutoAwesomeIcon />} label={t('reviews.ai.credits', { count: credits })} variant="outlined" />}
      {aiSettings?.model.offline && (
        <Chip icon={<CloudOffIcon />} label={t('reviews.ai.offline')} size="small" color="warning" variant="outlined" />
      )}
    </Box>
  );
}

/** At 0 credits: why generating is off, that writing by hand still works, and where to get more. */
export function NoCreditNote() {
  const { t } = useTranslation();
  if (useAiCredits() !== 0) return null;
  return (
    <Alert severity="info" id={AI_CREDITS_NOTE_ID}>
      {t('reviews.ai.noCredit')}{' '}
      <Link component={RouterLink} to={PATHS.subscription}>
        {t('reviews.ai.seePlans')}
      </Link>
    </Alert>
  );
}

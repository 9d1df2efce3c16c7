import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useHealthQuery } from '../api/health-api';

/** A discreet reminder, while the offline listing provider is active, that reviews are demonstration data. */
export function DemoDataBadge() {
  const { t } = useTranslation();
  const { data } = useHealthQuery();
  if (data?.adapters.maps !== 'demo') return null;
  return (
    <Tooltip title={t('onboarding.demoDataHint')}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={t('onboarding.demoData')}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      />
    </Tooltip>
  );
}

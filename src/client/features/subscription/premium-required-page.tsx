import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/api/users';
import { usePageTitle } from '../../components/use-page-title';
import { PricingTable } from './pricing-table';

/** No subscription with access and no trial left: the plans. */
export function PremiumRequiredPage({ user }: { user: User }) {
  const { t } = useTranslation();
  usePageTitle(t('pricing.premiumRequired'));
  return (
    <Box sx={{ width: '100%', maxWidth: 960, display: 'grid', gap: 3, py: 2 }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('pricing.premiumRequired')}
        </Typography>
        <Typography color="text.secondary">{t('pricing.premiumRequiredText')}</Typography>
      </div>
      <PricingTable email={user.email ?? ''} providerUid={user.providerUid} />
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../components/settings-section';
import { visuallyHidden } from '../../components/visually-hidden';

type AccountSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One block of the account settings, a region named by its heading (so it can be reached and found by name). */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <SettingsSection labelId={`${id}-title`} title={title} description={description}>
        {children}
      </SettingsSection>
    </Box>
  );
}

/** Placeholders the shape of a form while its saved values load. */
export function FormSkeleton({ fields }: { fields: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box component="span" sx={visuallyHidden}>
        {t('account.loading')}
      </Box>
      {Array.from({ length: fields }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} aria-hidden />
      ))}
    </Box>
  );
}

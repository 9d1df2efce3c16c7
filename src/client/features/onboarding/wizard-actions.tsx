import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

type WizardActionsProps = { onPrevious?: () => void; nextLabelKey?: string; nextDisabled: boolean; isSubmitting?: boolean };

/** Précédent / Suivant (or Terminer) at the foot of each step. */
export function WizardActions({ onPrevious, nextLabelKey = 'onboarding.next', nextDisabled, isSubmitting }: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 1 }}>
      {onPrevious ? (
        <Button variant="outlined" onClick={onPrevious}>
          {t('onboarding.previous')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" disabled={nextDisabled} loading={isSubmitting}>
        {t(nextLabelKey)}
      </Button>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SendRequestsAnswer } from '../../../shared/api/review-requests';

type SendAnswerProps = {
  answer: SendRequestsAnswer;
  /** Who a refusal's `index` is: « Marie Dupont », « Ligne 4 · Jean Martin ». */
  labelOf: (index: number) => string;
  intervalDays: number;
};

/** What became of a send: how many requests are queued, how many SMS wait for the sending hours, and who was not asked and why. */
export function SendAnswer({ answer, labelOf, intervalDays }: SendAnswerProps) {
  const { t } = useTranslation();
  const { queued, postponed, refused } = answer;
  return (
    <Alert severity={queued > 0 ? 'success' : 'warning'} role="status">
      <AlertTitle>{queued > 0 ? t('reviewRequests.answer.queued', { count: queued }) : t('reviewRequests.answer.noneQueued')}</AlertTitle>
      <Stack sx={{ gap: 0.5 }}>
        {postponed > 0 && <Typography variant="body2">{t('reviewRequests.answer.postponed', { count: postponed })}</Typography>}
        {refused.length > 0 && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('reviewRequests.answer.refused', { count: refused.length })}
            </Typography>
            <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 0.25 }}>
              {refused.map(({ index, code }) => (
                <Typography component="li" variant="body2" key={`${index}-${code}`}>
                  {t('reviewRequests.answer.refusedItem', {
                    who: labelOf(index),
                    reason: t(`reviewRequests.refusals.${code}`, { days: intervalDays }),
                  })}
                </Typography>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Alert>
  );
}

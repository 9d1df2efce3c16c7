import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import { useReportReviewToGoogleMutation } from '../../api/review-evidence-api';
import { openElsewhere } from '../../components/leave-app';
import { apiErrorText } from '../../i18n/api-error-text';

type ReportToGoogleProps = { review: { id: number; authorName: string }; location: number };

/**
 * « Signaler à Google »: opens Google's review management tool for this review (the owner reports it there and follows
 * its status), the server having logged the report in the review's evidence file. Bonavis cannot remove a review, and
 * says so.
 */
export function ReportToGoogle({ review, location }: ReportToGoogleProps) {
  const { t } = useTranslation();
  const [report, reporting] = useReportReviewToGoogleMutation();
  const [url, setUrl] = useState<string | null>(null);
  const handleReport = async () => {
    const answer = await report({ id: review.id, location })
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    setUrl(answer.url);
    openElsewhere(answer.url);
  };
  return (
    <Box sx={{ mt: 0.5 }}>
      {!url && (
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          startIcon={<FlagOutlined />}
          loading={reporting.isLoading}
          onClick={() => void handleReport()}
          aria-label={t('reviewIntegrity.report.buttonNamed', { author: review.authorName })}
        >
          {t('reviewIntegrity.report.button')}
        </Button>
      )}
      {url && (
        <Alert severity="success" role="status" sx={{ mt: 0.5 }}>
          {t('reviewIntegrity.report.logged')}{' '}
          <Link href={url} target="_blank" rel="noopener noreferrer" color="inherit" sx={{ fontWeight: 600 }}>
            {t('reviewIntegrity.report.open')}
          </Link>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {t('reviewIntegrity.report.cannotRemove')}
          </Box>
        </Alert>
      )}
      {reporting.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 0.5 }}>
          {apiErrorText(t, reporting.error, 'reviewIntegrity.report.failed')}
        </Alert>
      )}
    </Box>
  );
}

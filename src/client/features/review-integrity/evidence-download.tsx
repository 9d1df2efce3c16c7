import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfRoundedIcon from '@mui/icons-material/PictureAsPdfRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import { useTranslation } from 'react-i18next';
import type { EvidenceFormat } from '../../../shared/api/review-integrity';
import { evidenceFileName } from '../../../shared/validation/evidence-schemas';
import { useReviewEvidenceMutation } from '../../api/review-evidence-api';
import { saveObjectUrl } from '../../components/save-file';
import { apiErrorText } from '../../i18n/api-error-text';
import { languageOf } from '../../i18n';

type EvidenceDownloadProps = {
  reviewIds: number[];
  /** Their establishment, when it may not be the one shown; else the one shown. */
  location?: number;
  /** `inherit` inside an alert, to take its colours. */
  color?: 'primary' | 'inherit';
};

/**
 * « Télécharger les preuves »: the evidence file of these reviews (every copy Bonavis saw, dated, and their removal),
 * as a PDF, or as CSV for a spreadsheet, in the interface's language.
 */
export function EvidenceDownload({ reviewIds, location, color = 'primary' }: EvidenceDownloadProps) {
  const { t, i18n } = useTranslation();
  const [reviewEvidence, { isLoading, error, reset }] = useReviewEvidenceMutation();
  const [format, setFormat] = useState<EvidenceFormat>('pdf');

  const handleDownload = async (chosen: EvidenceFormat) => {
    setFormat(chosen);
    const result = await reviewEvidence({ ids: reviewIds, format: chosen, language: languageOf(i18n), location });
    if ('data' in result && result.data !== undefined) {
      saveObjectUrl(result.data, evidenceFileName(chosen, new Date()));
      // The file is saved: the store need not keep its URL.
      reset();
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          color={color}
          startIcon={<PictureAsPdfRoundedIcon />}
          loading={isLoading && format === 'pdf'}
          loadingPosition="start"
          disabled={isLoading}
          onClick={() => void handleDownload('pdf')}
        >
          {isLoading && format === 'pdf' ? t('reviewIntegrity.evidence.preparing') : t('reviewIntegrity.evidence.pdf')}
        </Button>
        <Button
          size="small"
          color={color}
          startIcon={<TableChartRoundedIcon />}
          loading={isLoading && format === 'csv'}
          loadingPosition="start"
          disabled={isLoading}
          onClick={() => void handleDownload('csv')}
        >
          {isLoading && format === 'csv' ? t('reviewIntegrity.evidence.preparing') : t('reviewIntegrity.evidence.csv')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" variant="outlined">
          {apiErrorText(t, error, 'reviewIntegrity.evidence.failed')}
        </Alert>
      )}
    </Box>
  );
}

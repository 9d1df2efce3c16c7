import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CSV_SEPARATOR_OF } from '../../../shared/api/dashboard';
import { useReviewsCsvMutation } from '../../api/reviews-api';
import { saveObjectUrl } from '../../components/save-file';
import { apiErrorText } from '../../i18n/api-error-text';
import { languageOf } from '../../i18n';
import { networkQueryFromFilters, type ReviewFilters } from './review-filters-url';

type ReviewsCsvDownloadProps = { filters: ReviewFilters; organization: number | null };

/**
 * « Exporter en CSV »: every review of the network view (its filters and establishments, all pages), as the file the
 * server writes in the interface's language with its spreadsheets' separator.
 */
export function ReviewsCsvDownload({ filters, organization }: ReviewsCsvDownloadProps) {
  const { t, i18n } = useTranslation();
  const [reviewsCsv, { isLoading, error, reset }] = useReviewsCsvMutation();

  const handleDownload = async () => {
    const language = languageOf(i18n);
    // Every page of the view: the file is the view, not the page shown.
    const { page: _page, pageSize: _pageSize, asOf: _asOf, ...view } = networkQueryFromFilters(filters, organization, undefined);
    const result = await reviewsCsv({ ...view, language, separator: CSV_SEPARATOR_OF[language] });
    if ('data' in result && result.data !== undefined) {
      saveObjectUrl(result.data, t('network.reviews.fileName', { date: dayjs().format('YYYY-MM-DD') }));
      reset();
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'end' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlined />}
        loading={isLoading}
        loadingPosition="start"
        onClick={() => void handleDownload()}
      >
        {t('network.reviews.csv')}
      </Button>
      {error && <Alert severity="error">{apiErrorText(t, error, 'network.reviews.csvFailed')}</Alert>}
    </Box>
  );
}

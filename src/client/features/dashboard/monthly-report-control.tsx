import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdfRoundedIcon from '@mui/icons-material/PictureAsPdfRounded';
import { useTranslation } from 'react-i18next';
import { pastMonths, REPORT_MONTHS_OFFERED, reportFileName } from '../../../shared/api/monthly-report';
import { useMonthlyReportMutation } from '../../api/dashboard-api';
import { apiErrorText } from '../../i18n/api-error-text';
import { languageOf } from '../../i18n';
import { saveObjectUrl } from '../../components/save-file';
import { SectionCard } from './section-card';

/** « Rapport mensuel »: one of the last twelve months, downloaded as the PDF the server writes in the interface's language. */
export function MonthlyReportControl({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation();
  const months = useMemo(() => pastMonths(now, REPORT_MONTHS_OFFERED), [now]);
  const [month, setMonth] = useState(months[0]);
  const [monthlyReport, { isLoading, error, reset }] = useMonthlyReportMutation();

  const handleDownload = async () => {
    const result = await monthlyReport({ month, language: languageOf(i18n) });
    if ('data' in result && result.data !== undefined) {
      saveObjectUrl(result.data, reportFileName(month));
      // The file is saved: the store need not keep its URL.
      reset();
    }
  };

  return (
    <SectionCard title={t('dashboard.report.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.report.description')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('dashboard.report.month')}
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            reset();
          }}
          sx={{ minWidth: 200 }}
        >
          {months.map((option) => (
            <MenuItem key={option} value={option}>
              {dayjs(`${option}-01`).format('MMMM YYYY')}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfRoundedIcon />}
          loading={isLoading}
          loadingPosition="start"
          onClick={() => void handleDownload()}
        >
          {isLoading ? t('dashboard.report.downloading') : t('dashboard.report.download')}
        </Button>
      </Box>
      {error && <Alert severity="error">{apiErrorText(t, error, 'dashboard.report.failed')}</Alert>}
    </SectionCard>
  );
}

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
import { useMonthlyReportMutation, useNetworkMonthlyReportMutation, type NetworkReportScope } from '../../api/dashboard-api';
import { apiErrorText } from '../../i18n/api-error-text';
import { languageOf } from '../../i18n';
import { saveObjectUrl } from '../../components/save-file';
import { SectionCard } from './section-card';

type MonthlyReportControlProps = {
  now?: Date;
  /** The network's report (its page, then each establishment's), rather than the establishment shown's. */
  network?: NetworkReportScope;
};

/**
 * « Rapport mensuel »: one of the last twelve months, downloaded as the PDF the server writes in the interface's
 * language, of the establishment shown or of the network.
 */
export function MonthlyReportControl({ now = new Date(), network }: MonthlyReportControlProps) {
  const { t, i18n } = useTranslation();
  const months = useMemo(() => pastMonths(now, REPORT_MONTHS_OFFERED), [now]);
  const [month, setMonth] = useState(months[0]);
  const [ofOne, one] = useMonthlyReportMutation();
  const [ofNetwork, all] = useNetworkMonthlyReportMutation();
  const { isLoading, error, reset } = network ? all : one;

  const handleDownload = async () => {
    const language = languageOf(i18n);
    const result = await (network ? ofNetwork({ ...network, month, language }) : ofOne({ month, language }));
    if ('data' in result && result.data !== undefined) {
      saveObjectUrl(result.data, reportFileName(month));
      // The file is saved: the store need not keep its URL.
      reset();
    }
  };

  return (
    <SectionCard title={t('dashboard.report.title')}>
      <Typography variant="body2" color="text.secondary">
        {t(network ? 'network.report.description' : 'dashboard.report.description')}
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

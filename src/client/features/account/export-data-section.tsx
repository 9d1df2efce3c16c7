import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { useTranslation } from 'react-i18next';
import { useExportDataMutation } from '../../api/account-api';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';

/** Saves a text as a file, the way a download link would. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Settings → Général → « Exporter mes données »: one JSON file with everything the account holds. */
export function ExportDataSection() {
  const { t } = useTranslation();
  const [exportData, { isLoading, error, reset }] = useExportDataMutation();

  const handleExport = async () => {
    const result = await exportData();
    if ('data' in result && result.data !== undefined) {
      download(result.data, `bonavis-export-${new Date().toISOString().slice(0, 10)}.json`);
      // The file is saved: the store need not keep a copy of it.
      reset();
    }
  };

  return (
    <SettingsSection title={t('dataRights.exportTitle')} description={t('dataRights.exportDescription')}>
      {error && <Alert severity="error">{apiErrorText(t, error, 'apiErrors.INTERNAL_ERROR')}</Alert>}
      <Button
        variant="outlined"
        startIcon={<DownloadRoundedIcon />}
        loading={isLoading}
        onClick={() => void handleExport()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('dataRights.export')}
      </Button>
    </SettingsSection>
  );
}

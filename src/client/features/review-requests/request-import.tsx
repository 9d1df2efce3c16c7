import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactBasis, RequestChannel, SendRequestsAnswer } from '../../../shared/api/review-requests';
import { IMPORT_MAX_BYTES } from '../../../shared/validation/review-request-schemas';
import { fieldErrorsOf } from '../../api/api-error';
import { useImportReviewRequestsMutation, usePreviewRequestImportMutation } from '../../api/review-requests-api';
import { visuallyHidden } from '../../components/visually-hidden';
import { apiErrorText } from '../../i18n/api-error-text';
import { IMPORT_FIELDS, guessMapping, type ImportField, type ImportMapping } from './import-mapping';
import { ImportRows } from './import-rows';

type RequestImportProps = {
  channel: RequestChannel;
  basis: ContactBasis | '';
  /** Shows the basis's message when it is missing; true when it is chosen. */
  requireBasis: () => boolean;
  onSent: (answer: SendRequestsAnswer, labelOf: (row: number) => string) => void;
};

type ChosenFile = { name: string; csv: string };

/** The largest file, in kilobytes as the texts say it. */
const MAX_KB = IMPORT_MAX_BYTES / 1024;

/** The file's text, as the browser reads it (UTF-8). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsText(file);
  });
}

/** A failed preview or import: the field's message of a refused body (the file, too large), else the code's text. */
function importErrorText(t: ReturnType<typeof useTranslation>['t'], error: unknown, fallbackKey: string) {
  const csvKey = fieldErrorsOf(error)?.csv;
  return csvKey ? t(csvKey, { size: MAX_KB }) : apiErrorText(t, error, fallbackKey);
}

/**
 * A CSV file from a till or a booking tool: read in the browser, sent to the server for a preview with the column
 * mapping (first guessed from the headers), rows the server would refuse shown with why, then sent as one import.
 */
export function RequestImport({ channel, basis, requireBasis, onSent }: RequestImportProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [runPreview, previewState] = usePreviewRequestImportMutation();
  const [runImport, importState] = useImportReviewRequestsMutation();
  // The file whose headers gave the mapping a first guess: the owner's later choices are not guessed over.
  const guessedFor = useRef<ChosenFile | null>(null);

  // Each change of the file, the mapping, the channel or the basis asks the server how the rows would be sent.
  useEffect(() => {
    if (!file || !basis) return;
    runPreview({ csv: file.csv, mapping, channel, basis })
      .unwrap()
      .then((preview) => {
        if (guessedFor.current === file) return;
        guessedFor.current = file;
        const guess = guessMapping(preview.columns);
        if (Object.keys(guess).length > 0) setMapping(guess);
      })
      // Said from the mutation's state.
      .catch(() => undefined);
  }, [file, mapping, channel, basis, runPreview]);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFileError(null);
    previewState.reset();
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setFileError(t('validation.requests.csvTooLarge', { size: MAX_KB }));
      return;
    }
    try {
      const csv = await readText(chosen);
      setMapping({});
      setFile({ name: chosen.name, csv });
      requireBasis();
    } catch {
      setFileError(t('reviewRequests.import.readError'));
    }
  };
  const handleReset = () => {
    setFile(null);
    setMapping({});
    previewState.reset();
  };
  const handleMapping = (field: ImportField, column: string) => setMapping((current) => ({ ...current, [field]: column || undefined }));
  const handleSend = async () => {
    if (!file || !requireBasis() || !basis) return;
    const rows = previewState.data?.rows ?? [];
    try {
      const answer = await runImport({ csv: file.csv, mapping, channel, basis }).unwrap();
      const labelOf = (row: number) =>
        t('reviewRequests.answer.line', { line: row, name: rows.find((item) => item.row === row)?.name ?? '' });
      handleReset();
      onSent(answer, labelOf);
    } catch {
      // Said under the button, from the mutation's state.
    }
  };

  const preview = previewState.data;
  const ready = preview ? preview.rows.filter((row) => !row.problem).length : 0;

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('reviewRequests.import.description', { size: MAX_KB })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
          {file ? t('reviewRequests.import.another') : t('reviewRequests.import.choose')}
          <Box
            component="input"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void handleFile(event)}
            sx={visuallyHidden}
          />
        </Button>
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('reviewRequests.import.chosen', { name: file.name })}
          </Typography>
        )}
      </Stack>
      {fileError && <Alert severity="error">{fileError}</Alert>}
      {file && !basis && <Alert severity="info">{t('reviewRequests.import.basisFirst')}</Alert>}
      {previewState.isError && (
        <Alert severity="error">{importErrorText(t, previewState.error, 'reviewRequests.import.previewError')}</Alert>
      )}
      {file && basis && previewState.isLoading && !preview && (
        <Stack role="status" aria-label={t('reviewRequests.import.reading')} sx={{ gap: 1 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
      {file && preview && (
        <>
          <Box
            component="fieldset"
            sx={{
              border: 0,
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1.5 }}>
              {t('reviewRequests.import.mapping')}
            </Typography>
            {IMPORT_FIELDS.map((field) => (
              <TextField
                key={field}
                select
                size="small"
                label={t(`reviewRequests.import.fields.${field}`)}
                value={mapping[field] ?? ''}
                onChange={(event) => handleMapping(field, event.target.value)}
              >
                <MenuItem value="">{t('reviewRequests.import.noColumn')}</MenuItem>
                {preview.columns.map((column) => (
                  <MenuItem key={column} value={column}>
                    {column}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
          <ImportRows preview={preview} busy={previewState.isLoading} />
          {importState.isError && <Alert severity="error">{importErrorText(t, importState.error, 'reviewRequests.send.error')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<SendOutlined />}
              disabled={ready === 0 || previewState.isLoading}
              loading={importState.isLoading}
              onClick={() => void handleSend()}
            >
              {t('reviewRequests.import.send', { count: ready })}
            </Button>
            <Button size="large" onClick={handleReset}>
              {t('reviewRequests.import.reset')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

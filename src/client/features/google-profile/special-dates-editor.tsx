import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates';
import type { HoursErrors, SpecialDate } from './hours-model';
import { TimeField } from './week-editor';

type SpecialDatesEditorProps = {
  special: SpecialDate[];
  errors: HoursErrors;
  readOnly: boolean;
  /** The date a new row starts with: tomorrow, in the establishment's day. */
  firstDate: string;
  onChange: (special: SpecialDate[]) => void;
};

/** The exceptional dates (holidays, closures): each closed all day (« Fermé ») or open from one time to another. */
export function SpecialDatesEditor({ special, errors, readOnly, firstDate, onChange }: SpecialDatesEditorProps) {
  const { t } = useTranslation();
  const setRow = (at: number, change: Partial<SpecialDate>) =>
    onChange(special.map((row, each) => (each === at ? { ...row, ...change } : row)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {special.length === 0 && <Typography color="text.secondary">{t('googleProfile.special.none')}</Typography>}
      {special.map((row, at) => {
        const name = row.date ? formatDate(row.date) : t('googleProfile.special.newDate');
        return (
          <Box
            key={at}
            role="group"
            aria-label={name}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              gap: 1,
              py: 1,
              borderTop: at === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <TextField
              size="small"
              type="date"
              label={t('googleProfile.special.date')}
              value={row.date}
              onChange={(event) => setRow(at, { date: event.target.value })}
              error={Boolean(errors[`special.${at}.date`])}
              helperText={errors[`special.${at}.date`] ? t(errors[`special.${at}.date`]) : undefined}
              slotProps={{ htmlInput: { readOnly }, inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 180 } }}
            />
            <FormControlLabel
              sx={{ mx: 0, minHeight: 40 }}
              control={
                <Switch
                  checked={row.closed}
                  disabled={readOnly}
                  onChange={(_event, closed) =>
                    setRow(at, { closed, ...(closed ? {} : { open: row.open || '09:00', close: row.close || '18:00' }) })
                  }
                />
              }
              label={t('googleProfile.special.closed')}
            />
            {!row.closed && (
              <>
                <TimeField
                  label={t('googleProfile.hours.open')}
                  value={row.open}
                  error={errors[`special.${at}.open`]}
                  readOnly={readOnly}
                  onChange={(open) => setRow(at, { open })}
                />
                <TimeField
                  label={t('googleProfile.hours.close')}
                  value={row.close}
                  error={errors[`special.${at}.close`]}
                  readOnly={readOnly}
                  onChange={(close) => setRow(at, { close })}
                />
              </>
            )}
            {!readOnly && (
              <IconButton
                aria-label={t('googleProfile.special.remove', { date: name })}
                onClick={() => onChange(special.filter((_row, each) => each !== at))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {!readOnly && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ justifySelf: 'start' }}
          onClick={() => onChange([...special, { date: firstDate, closed: true, open: '', close: '' }])}
        >
          {t('googleProfile.special.add')}
        </Button>
      )}
    </Box>
  );
}

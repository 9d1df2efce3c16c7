import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { newPeriod, normalizeTime, type DayHours, type HoursErrors, type TimeRange } from './hours-model';

type TimeFieldProps = {
  label: string;
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
};

/** A time typed as HH:MM: a text field rather than the browser's time picker, which cannot say 24:00. */
export function TimeField({ label, value, error, readOnly, onChange }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const written = normalizeTime(value);
        if (written !== value) onChange(written);
      }}
      error={Boolean(error)}
      helperText={error ? t(error) : undefined}
      placeholder="HH:MM"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, readOnly }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: 'calc(50% - 28px)', sm: 120 } }}
    />
  );
}

type DayRowProps = {
  hours: DayHours;
  index: number;
  errors: HoursErrors;
  readOnly: boolean;
  onChange: (periods: TimeRange[]) => void;
};

/** One day of the week: closed, or its periods (two for a lunch break), each removable. */
function DayRow({ hours, index, errors, readOnly, onChange }: DayRowProps) {
  const { t } = useTranslation();
  const dayName = t(`googleProfile.days.${hours.day}`);
  const open = hours.periods.length > 0;
  const setPeriod = (at: number, change: Partial<TimeRange>) =>
    onChange(hours.periods.map((period, each) => (each === at ? { ...period, ...change } : period)));
  return (
    <Box
      role="group"
      aria-label={dayName}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
        gap: 1,
        py: 1.5,
        borderTop: index === 0 ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{dayName}</Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {!open && <Typography color="text.secondary">{t('googleProfile.hours.closed')}</Typography>}
        {hours.periods.map((period, at) => (
          <Box key={at} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
            <TimeField
              label={t('googleProfile.hours.open')}
              value={period.open}
              error={errors[`week.${index}.periods.${at}.open`]}
              readOnly={readOnly}
              onChange={(value) => setPeriod(at, { open: value })}
            />
            <TimeField
              label={t('googleProfile.hours.close')}
              value={period.close}
              error={errors[`week.${index}.periods.${at}.close`]}
              readOnly={readOnly}
              onChange={(value) => setPeriod(at, { close: value })}
            />
            {!readOnly && (
              <IconButton
                aria-label={t('googleProfile.hours.removePeriod', { day: dayName, open: period.open, close: period.close })}
                onClick={() => onChange(hours.periods.filter((_period, each) => each !== at))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Box>
        ))}
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => onChange([...hours.periods, newPeriod(hours.periods)])}
            sx={{ justifySelf: 'start' }}
            aria-label={t(open ? 'googleProfile.hours.addPeriodOn' : 'googleProfile.hours.openDayOn', { day: dayName })}
          >
            {t(open ? 'googleProfile.hours.addPeriod' : 'googleProfile.hours.openDay')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

type WeekEditorProps = {
  week: DayHours[];
  errors: HoursErrors;
  readOnly: boolean;
  onChange: (week: DayHours[]) => void;
};

/** The regular week, Monday first: one row per day. */
export function WeekEditor({ week, errors, readOnly, onChange }: WeekEditorProps) {
  return (
    <Box>
      {week.map((hours, index) => (
        <DayRow
          key={hours.day}
          hours={hours}
          index={index}
          errors={errors}
          readOnly={readOnly}
          onChange={(periods) => onChange(week.map((each, at) => (at === index ? { ...each, periods } : each)))}
        />
      ))}
    </Box>
  );
}

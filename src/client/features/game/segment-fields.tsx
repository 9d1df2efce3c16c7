import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import type { GameSegment } from '../../../shared/api/game';

type SegmentFieldsProps = {
  segment: GameSegment;
  index: number;
  count: number;
  won: number;
  errors?: FormikErrors<GameSegment>;
  onChange: (segment: GameSegment) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** One slice of the wheel: what it gives, its colour and chance, its stock, and buttons to reorder or remove it. */
export function SegmentFields({ segment, index, count, won, errors, onChange, onMove, onRemove }: SegmentFieldsProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const message = (name: keyof GameSegment) => (typeof errors?.[name] === 'string' ? t(errors[name] as string) : ' ');
  const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent component={Stack} sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: segment.color, flexShrink: 0 }} />
          <Typography component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('game.settings.segment', { number })}
          </Typography>
          <IconButton aria-label={t('game.settings.moveUp', { number })} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={t('game.settings.moveDown', { number })} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={t('game.settings.remove', { number })} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <TextField
            label={t('game.settings.label')}
            value={segment.label}
            onChange={(event) => onChange({ ...segment, label: event.target.value })}
            error={Boolean(errors?.label)}
            helperText={message('label')}
            required
          />
          <TextField
            label={t('game.settings.probability')}
            type="number"
            value={segment.probability}
            onChange={(event) => onChange({ ...segment, probability: Number(event.target.value) })}
            error={Boolean(errors?.probability)}
            helperText={message('probability')}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.1 } }}
          />
          <TextField
            label={t('game.settings.color')}
            type="color"
            value={segment.color}
            onChange={(event) => onChange({ ...segment, color: event.target.value })}
            helperText={message('color')}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={segment.isPrize} onChange={(event) => onChange({ ...segment, isPrize: event.target.checked })} />}
          label={t('game.settings.isPrize')}
        />
        {segment.isPrize && (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
            <TextField
              label={t('game.settings.stock')}
              type="number"
              value={segment.stock ?? ''}
              onChange={(event) => onChange({ ...segment, stock: numberOrNull(event.target.value) })}
              error={Boolean(errors?.stock)}
              helperText={errors?.stock ? message('stock') : t('game.settings.won', { count: won })}
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <TextField
              label={t('game.settings.validityDays')}
              type="number"
              value={segment.validityDays}
              onChange={(event) => onChange({ ...segment, validityDays: Number(event.target.value) })}
              error={Boolean(errors?.validityDays)}
              helperText={message('validityDays')}
              slotProps={{ htmlInput: { min: 1, max: 365 } }}
            />
            <TextField
              label={t('game.settings.conditions')}
              value={segment.conditions}
              onChange={(event) => onChange({ ...segment, conditions: event.target.value })}
              error={Boolean(errors?.conditions)}
              helperText={message('conditions')}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

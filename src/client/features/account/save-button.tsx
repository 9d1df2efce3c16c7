import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type SaveButtonProps = { label: string; isSaving: boolean; disabled: boolean };

/** A form's submit button, at the end of the form; full width on a phone. */
export function SaveButton({ label, isSaving, disabled }: SaveButtonProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" loading={isSaving} disabled={disabled} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {label}
      </Button>
    </Box>
  );
}

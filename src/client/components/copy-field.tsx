import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { notify } from './notify';

type CopyFieldProps = {
  label: string;
  value: string;
  /** The copy button's name, e.g. « Copier le lien ». */
  copyLabel: string;
  /** The toast once copied, e.g. « Lien copié ». */
  copiedText: string;
  /** What to do when the browser refuses the clipboard: select and copy by hand. */
  failedText: string;
  helperText?: string;
  monospace?: boolean;
};

/** A value to copy: read-only, selected whole on focus, with a named copy button inside the field. */
export function CopyField({ label, value, copyLabel, copiedText, failedText, helperText, monospace = false }: CopyFieldProps) {
  const handleCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      notify(copiedText, 'success');
    } catch {
      notify(failedText, 'warning');
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      helperText={helperText}
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, sx: monospace ? { fontFamily: 'monospace', fontSize: 14 } : undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyLabel}>
                <IconButton edge="end" aria-label={copyLabel} onClick={() => void handleCopy()}>
                  <ContentCopyOutlined />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

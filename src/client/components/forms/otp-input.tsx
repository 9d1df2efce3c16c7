import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../../shared/validation/auth-schemas';

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** What the six boxes are, for screen readers (the visible text around them says it to the eye). */
  label: string;
  disabled?: boolean;
  error?: boolean;
  /** The `id` of the text that explains an error, read with the boxes. */
  describedBy?: string;
};

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * Six one-digit boxes for a one-time code: typing moves on, Backspace moves back, pasting fills them all.
 * The boxes shrink to fit a 320 px screen.
 */
export function OtpInput({ value, onChange, label, disabled, error, describedBy }: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();

  const setDigit = (index: number, typed: string) => {
    // A whole code entered at once (the phone's one-time-code autofill, or a filled field) fills every box.
    if (digitsOf(typed).length === OTP_LENGTH) {
      onChange(digitsOf(typed));
      focusBox(OTP_LENGTH - 1);
      return;
    }
    const digit = digitsOf(typed).slice(-1);
    const next = (value.slice(0, index) + digit + value.slice(index + 1)).slice(0, OTP_LENGTH);
    onChange(digitsOf(next));
    if (digit) focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
    focusBox(pasted.length);
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 }, justifyContent: 'center' }}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <InputBase
          key={index}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={value[index] ?? ''}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          error={error}
          autoFocus={index === 0}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            maxLength: OTP_LENGTH,
            'aria-label': t('login.otpDigit', { position: index + 1, total: OTP_LENGTH }),
            'aria-invalid': error || undefined,
            'aria-describedby': describedBy,
          }}
          sx={{
            flex: '0 1 52px',
            minWidth: 34,
            height: { xs: 52, sm: 60 },
            border: 1,
            borderColor: error ? 'error.main' : 'controlBorder',
            borderRadius: 2,
            fontSize: 24,
            fontWeight: 600,
            '& input': { textAlign: 'center', p: 0 },
            '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}33` },
          }}
        />
      ))}
    </Box>
  );
}

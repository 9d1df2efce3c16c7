import type { ReactNode } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type ToggleOption<T extends string> = { value: T; label: string; icon?: ReactNode };

type OptionToggleProps<T extends string> = {
  labelledBy: string;
  value: T;
  options: ToggleOption<T>[];
  onChange: (value: T) => void;
};

/** A single choice among a few options, as a row of toggle buttons that wraps on phones. */
export function OptionToggle<T extends string>({ labelledBy, value, options, onChange }: OptionToggleProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      aria-labelledby={labelledBy}
      onChange={(_event, next: T | null) => next && onChange(next)}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '10px !important', px: 2 },
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ gap: 1 }}>
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

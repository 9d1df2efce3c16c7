import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export type MethodTab<Value extends string> = { value: Value; label: string; id: string };

type SignInMethodTabsProps<Value extends string> = {
  label: string;
  tabs: MethodTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  panelId: string;
};

/**
 * The sign-in methods as tabs, after the WAI-ARIA tabs pattern with manual activation: arrow keys,
 * Home and End move the focus between tabs, Enter or Space selects; only the selected tab is in the
 * Tab order. Drawn on ButtonBase: MUI's Tabs (scroll buttons, a measured indicator) weighed 5.5 KiB
 * gzip in the sign-in screen's download.
 */
export function SignInMethodTabs<Value extends string>({ label, tabs, value, onChange, panelId }: SignInMethodTabsProps<Value>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    buttons.current[(moves[event.key] + tabs.length) % tabs.length]?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      sx={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(button: HTMLButtonElement | null) => {
              buttons.current[index] = button;
            }}
            role="tab"
            id={tab.id}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            sx={(theme) => ({
              ...theme.typography.button,
              lineHeight: 1.25,
              minHeight: 48,
              px: 2,
              py: 1.5,
              mb: '-1px',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              transition: theme.transitions.create(['color', 'border-color'], { duration: theme.transitions.duration.shorter }),
              '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

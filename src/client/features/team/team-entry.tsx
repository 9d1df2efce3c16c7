import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type TeamEntryProps = {
  /** The first line: a name, or the address of an invitation. */
  title: string;
  badge?: string;
  lines: string[];
  role: string;
  actions?: ReactNode;
};

/** One member or invitation as a card of lines, so nothing needs a wide table on a phone. */
export function TeamEntry({ title, badge, lines, role, actions }: TeamEntryProps) {
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {badge && <Chip size="small" label={badge} />}
        <Chip size="small" variant="outlined" color="primary" label={role} />
      </Stack>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {actions && (
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}

/** The list around entries, without bullets or indent. */
export function TeamEntries({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} sx={{ gap: 1, m: 0, p: 0 }}>
      {children}
    </Stack>
  );
}

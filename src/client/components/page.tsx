import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './use-page-title';

type PageProps = { title: string; children: ReactNode; actions?: ReactNode };

/** A protected page: its heading doubles as the browser tab title. */
export function Page({ title, children, actions }: PageProps) {
  usePageTitle(title);
  return (
    // One column no wider than the screen: a wide table or chart scrolls inside its own box, not the page.
    <Box component="section" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './use-page-title';

type PageProps = { title: string; children: ReactNode; actions?: ReactNode };

/** A protected page: its heading doubles as the browser tab title. */
export function Page({ title, children, actions }: PageProps) {
  usePageTitle(title);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 3 }}>
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

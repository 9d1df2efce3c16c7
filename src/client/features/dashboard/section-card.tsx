import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type SectionCardProps = { title: string; children: ReactNode; action?: ReactNode };

/** A titled block of the dashboard; its h2 names the region for screen-reader navigation. */
export function SectionCard({ title, children, action }: SectionCardProps) {
  const id = `dashboard-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
        {action}
      </CardContent>
    </Card>
  );
}

/** Two sections side by side on a wide screen, one above the other on a phone. */
export const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;

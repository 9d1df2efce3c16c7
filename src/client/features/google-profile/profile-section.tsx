import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type ProfileSectionProps = { title: string; children: ReactNode; action?: ReactNode };

/** A titled block of the profile's screen, as the dashboard's sections; its h2 names the region. */
export function ProfileSection({ title, children, action }: ProfileSectionProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

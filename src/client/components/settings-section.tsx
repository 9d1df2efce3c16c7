import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type SettingsSectionProps = { title: string; description?: string; children: ReactNode; labelId?: string };

/** One titled block of settings. */
export function SettingsSection({ title, description, children, labelId }: SettingsSectionProps) {
  return (
    <Card>
      <CardContent component={Stack} sx={{ gap: 1.5 }}>
        <Typography id={labelId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { APP_NAME } from '../../shared/constants';

type BrandLogoProps = { size?: 'small' | 'large'; inverted?: boolean };

/** The Bonavis mark: a speech bubble with a star, and the product name. */
export function BrandLogo({ size = 'small', inverted = false }: BrandLogoProps) {
  const theme = useTheme();
  const icon = size === 'large' ? 44 : 30;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: icon, height: icon, color: inverted ? '#fff' : 'primary.main' }} aria-hidden>
        <path fill="currentColor" d="M6 3h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14l-7 6v-6H6a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z" />
        <path
          fill={inverted ? theme.palette.primary.dark : '#fff'}
          d="m16 7.5 2.2 4.6 5 .6-3.7 3.4 1 4.9-4.5-2.5-4.5 2.5 1-4.9-3.7-3.4 5-.6Z"
        />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size === 'large' ? 28 : 20, letterSpacing: '-0.02em' }}>
        {APP_NAME}
      </Typography>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ConnectedThemeToggle } from './connected-theme-toggle';
import { LegalFooter } from './legal-footer';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';

/** Pages without the app's navigation (sign-in, the customers' game): brand, theme and language on top, the page centred. */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/** The frame of PublicLayout, also used by the setup wizard (with the account menu in `actions`); the legal links at the foot. */
export function PublicFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 15% 10%, ${theme.palette.primary.main}22 0, transparent 45%), radial-gradient(circle at 85% 90%, ${theme.palette.primary.main}18 0, transparent 40%)`,
      }}
    >
      <SkipLink />
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: { xs: 2, sm: 4 }, py: 2 }}>
        <BrandLogo />
        <Stack direction="row">
          <ConnectedThemeToggle />
          <LanguageSwitcher />
          {actions}
        </Stack>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        {children}
      </Box>
      <LegalFooter />
    </Box>
  );
}

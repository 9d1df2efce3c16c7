import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { TrialOfferBanner } from '../../features/subscription/trial-offer-banner';
import { EstablishmentSyncBanner } from '../../features/sync/establishment-sync-banner';
import { BrandLogo } from '../../components/brand-logo';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { LegalFooter } from './legal-footer';
import { SidebarNav } from './sidebar-nav';
import { useSidebar } from './use-sidebar';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';

/** Alternative layout: a full-height coloured block on the left, the header over the page only. */
export function SideblockLayout() {
  const sidebar = useSidebar();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }} data-layout="sideblock">
      <SkipLink />
      <AppSidebar
        open={sidebar.open}
        isOverlay={sidebar.isOverlay}
        onClose={sidebar.close}
        sx={{ bgcolor: 'primary.dark', color: '#fff', minHeight: '100vh', borderColor: 'transparent' }}
      >
        <Box sx={{ px: 3, py: 2.5 }}>
          <BrandLogo inverted />
        </Box>
        <SidebarNav tone="inverted" onNavigate={sidebar.isOverlay ? sidebar.close : undefined} />
      </AppSidebar>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3, xl: 4 } }}>
          <TrialOfferBanner />
          <EstablishmentSyncBanner />
          <Outlet />
        </Box>
        <LegalFooter />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
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

/** Default layout: a full-width header above a light sidebar and the page. */
export function MainLayout() {
  const sidebar = useSidebar();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-layout="main-layout">
      <SkipLink />
      <AppHeader
        sidebarOpen={sidebar.open}
        onToggleSidebar={sidebar.toggle}
        brand={<BrandLogo />}
        sx={{ zIndex: (theme: { zIndex: { drawer: number } }) => theme.zIndex.drawer + 1 }}
      />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <AppSidebar open={sidebar.open} isOverlay={sidebar.isOverlay} onClose={sidebar.close} sx={{ bgcolor: 'background.paper' }}>
          {sidebar.isOverlay && <Toolbar />}
          <Box sx={{ py: 2 }}>
            <SidebarNav onNavigate={sidebar.isOverlay ? sidebar.close : undefined} />
          </Box>
        </AppSidebar>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3, xl: 4 } }}>
            <TrialOfferBanner />
            <EstablishmentSyncBanner />
            <Outlet />
          </Box>
          <LegalFooter />
        </Box>
      </Box>
    </Box>
  );
}

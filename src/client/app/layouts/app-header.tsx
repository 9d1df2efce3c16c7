import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { useTranslation } from 'react-i18next';
import { DemoDataBadge } from '../../components/demo-data-badge';
import { AddEstablishmentDialog } from '../../features/onboarding/add-establishment-dialog';
import { EstablishmentSwitcher } from '../../features/settings/establishment-switcher';
import { OrganizationSwitcher } from '../../features/settings/organization-switcher';
import { useEstablishmentChoice } from '../../features/settings/use-establishment-choice';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ConnectedThemeToggle } from './connected-theme-toggle';
import { UserMenu } from './user-menu';

type AppHeaderProps = { sidebarOpen: boolean; onToggleSidebar: () => void; brand?: ReactNode; sx?: object };

/** The top bar shared by both layouts: sidebar toggle, brand, organisation (of several), establishment, language and account. */
export function AppHeader({ sidebarOpen, onToggleSidebar, brand, sx }: AppHeaderProps) {
  const { t } = useTranslation();
  const { choose, organizations } = useEstablishmentChoice();
  const [adding, setAdding] = useState(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', ...sx }}>
      {/* Narrower gutters and gaps on phones, so the row fits a 320 px screen (400 % zoom) without sideways scrolling. */}
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          onClick={onToggleSidebar}
          aria-label={t(sidebarOpen ? 'header.closeSidebar' : 'header.openSidebar')}
          aria-expanded={sidebarOpen}
          aria-controls="app-sidebar"
        >
          {sidebarOpen ? <MenuOpenOutlined /> : <MenuOutlined />}
        </IconButton>
        {/* On a phone, a user of several organisations gets the organisation switcher in the brand's place, and the
            others the brand's mark without its name, which would leave the establishment's no room. */}
        {brand && (
          <Box
            sx={{
              display: { xs: organizations.length > 1 ? 'none' : 'flex', sm: 'flex' },
              flexShrink: 0,
              '& .MuiTypography-root': { display: { xs: 'none', sm: 'inline' } },
            }}
          >
            {brand}
          </Box>
        )}
        <OrganizationSwitcher />
        <EstablishmentSwitcher onAdd={() => setAdding(true)} />
        <AddEstablishmentDialog open={adding} onClose={() => setAdding(false)} onAdded={choose} />
        <Box sx={{ flexGrow: 1 }} />
        <DemoDataBadge />
        <ConnectedThemeToggle />
        <LanguageSwitcher />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}

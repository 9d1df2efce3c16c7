import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';

const TABS = ['general', 'appearance', 'notifications', 'billing'] as const;

/** Settings: one tab per route, so each tab has its own address. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(`/settings/${tab}`)) ?? false;
  return (
    <Page title={current ? `${t(`settings.tabs.${current}`)} · ${t('settings.title')}` : t('settings.title')}>
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('settings.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`settings.tabs.${tab}`)} component={RouterLink} to={`/settings/${tab}`} />
        ))}
      </Tabs>
      <Outlet />
    </Page>
  );
}

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PATHS } from '../../config/paths';
import { roleCan } from '../../../shared/roles';
import { useEstablishmentChoice } from './use-establishment-choice';

const TABS = [
  { tab: 'general', to: PATHS.settingsGeneral },
  { tab: 'appearance', to: PATHS.settingsAppearance },
  { tab: 'notifications', to: PATHS.settingsNotifications },
  { tab: 'sources', to: PATHS.settingsSources },
  { tab: 'widget', to: PATHS.settingsWidget },
  { tab: 'team', to: PATHS.settingsTeam },
  { tab: 'activity', to: PATHS.settingsActivity },
  { tab: 'billing', to: PATHS.settingsBilling },
] as const;

/** Settings: one tab per route, so each tab has its own address. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The activity journal is the owners' and admins' only: the tab shows for them alone.
  const { organization } = useEstablishmentChoice();
  const tabs = TABS.filter(({ tab }) => tab !== 'activity' || (organization !== null && roleCan(organization.role, 'members')));
  const current = tabs.find(({ to }) => pathname.startsWith(to))?.tab ?? false;
  return (
    <Page title={current ? `${t(`settings.tabs.${current}`)} · ${t('settings.title')}` : t('settings.title')}>
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('settings.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map(({ tab, to }) => (
          <Tab key={tab} value={tab} label={t(`settings.tabs.${tab}`)} component={RouterLink} to={to} />
        ))}
      </Tabs>
      <Outlet />
    </Page>
  );
}

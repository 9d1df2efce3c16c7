import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PATHS } from '../../config/paths';

const SECTIONS = [
  { path: PATHS.gameHome, key: 'game.nav.home' },
  { path: PATHS.gameSettings, key: 'game.nav.settings' },
  { path: PATHS.gameCode, key: 'game.nav.code' },
] as const;

/** Links between the game's three screens. */
export function GameNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => section.path === pathname)?.path ?? false;
  return (
    <Tabs component="nav" aria-label={t('game.nav.label')} value={current} variant="scrollable" allowScrollButtonsMobile>
      {SECTIONS.map((section) => (
        <Tab key={section.path} label={t(section.key)} value={section.path} component={RouterLink} to={section.path} />
      ))}
    </Tabs>
  );
}

import { useMemo, useState } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../config/paths';
import { SwitcherButton } from './switcher-button';
import { useEstablishmentChoice } from './use-establishment-choice';

/** The network's pages, each with its section's page of one establishment. */
const NETWORK_PAGES = [
  { network: PATHS.dashboardNetwork, one: PATHS.dashboardHome },
  { network: PATHS.reviewsNetwork, one: PATHS.reviewsHome },
] as const;

/** The section of the app a path belongs to: `/reviews/network` → `/reviews/`. */
const sectionOf = (path: string) => `${path.split('/', 2).join('/')}/`;

/** Past this many establishments, the menu offers a search field. */
const SEARCH_FROM = 9;

/**
 * The app bar's establishment switcher: the one shown, the others the user sees, « Tous les établissements » (the
 * network's ranking) for those who see two or more, and « Ajouter un établissement » (`onAdd`) for those whose role
 * may add one. On the network's page it names that page rather than the establishment.
 */
export function EstablishmentSwitcher({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const { establishments, chosen, mayAdd, choose } = useEstablishmentChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onNetwork = NETWORK_PAGES.some((page) => page.network === pathname);
  // « Tous les établissements » from the inbox opens the network's inbox; from anywhere else, its ranking.
  const networkPage = NETWORK_PAGES.find((page) => pathname.startsWith(sectionOf(page.network))) ?? NETWORK_PAGES[0];
  const shown = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase();
    return wanted ? establishments.filter((place) => place.name.toLocaleLowerCase().includes(wanted)) : establishments;
  }, [establishments, search]);
  if (!chosen) return null;

  const close = () => {
    setAnchor(null);
    setSearch('');
  };
  return (
    <>
      <SwitcherButton
        menuId="establishment-menu"
        isOpen={anchor !== null}
        onOpen={setAnchor}
        label={t('establishments.switcherLabel', { name: onNetwork ? t('establishments.all') : chosen.name })}
        icon={<StorefrontOutlined />}
        sx={{ maxWidth: { xs: 132, sm: 260 }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {onNetwork ? t('establishments.all') : chosen.name}
        </span>
      </SwitcherButton>
      <Menu
        id="establishment-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { maxWidth: 360 } } }}
      >
        {establishments.length >= SEARCH_FROM && (
          <TextField
            size="small"
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => event.stopPropagation()}
            label={t('establishments.search')}
            sx={{ mx: 2, my: 1, display: 'flex' }}
          />
        )}
        {establishments.length >= 2 && (
          <MenuItem
            selected={onNetwork}
            onClick={() => {
              close();
              void navigate(networkPage.network);
            }}
          >
            <ListItemIcon>{onNetwork ? <CheckOutlined fontSize="small" /> : <LeaderboardOutlined fontSize="small" />}</ListItemIcon>
            <ListItemText primary={t('establishments.all')} secondary={t('establishments.allHint', { count: establishments.length })} />
          </MenuItem>
        )}
        {establishments.length >= 2 && <Divider />}
        {shown.map((place) => (
          <MenuItem
            key={place.id}
            selected={!onNetwork && place.id === chosen.id}
            onClick={() => {
              close();
              if (place.id !== chosen.id) choose(place.id);
              if (onNetwork) void navigate(networkPage.one);
            }}
          >
            <ListItemIcon>{!onNetwork && place.id === chosen.id && <CheckOutlined fontSize="small" />}</ListItemIcon>
            <ListItemText primary={place.name} secondary={place.address} slotProps={{ secondary: { noWrap: true } }} />
          </MenuItem>
        ))}
        {shown.length === 0 && <MenuItem disabled>{t('establishments.noMatch')}</MenuItem>}
        {mayAdd && <Divider />}
        {mayAdd && (
          <MenuItem
            onClick={() => {
              close();
              onAdd();
            }}
          >
            <ListItemIcon>
              <AddBusinessOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('establishments.add')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadReviewCount } from '../../features/reviews/use-unread-review-count';
import { PATHS } from '../../config/paths';
import { visuallyHidden } from '../../components/visually-hidden';
import { NAV_ITEMS, type NavItem } from './nav-items';

type SidebarNavProps = { onNavigate?: () => void; tone?: 'plain' | 'inverted' };

const sectionOf = (path: string) => path.split('/')[1];
const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Section links, a section's own screens indented under it; the current one is highlighted and announced as the
 * current page: a screen listed under its section when it is open, else the section.
 */
export function SidebarNav({ onNavigate, tone = 'plain' }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unreadReviews = useUnreadReviewCount();

  const renderLink = ({ labelKey, to, icon: Icon }: NavItem, active: boolean, nested: boolean) => (
    <ListItemButton
      key={to}
      component={NavLink}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        borderRadius: 2,
        pl: nested ? 4.5 : 2,
        minHeight: nested ? 40 : 48,
        color: tone === 'inverted' ? 'rgba(255,255,255,0.82)' : 'text.primary',
        '&.Mui-selected': {
          bgcolor: tone === 'inverted' ? 'rgba(255,255,255,0.16)' : 'action.selected',
          color: tone === 'inverted' ? '#fff' : 'primary.main',
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: nested ? 32 : 40, color: 'inherit' }}>
        <Icon fontSize={nested ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText
        primary={t(labelKey)}
        slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500, fontSize: nested ? 14 : undefined } } }}
      />
      {to === PATHS.reviewsHome && unreadReviews > 0 && (
        <>
          <Badge
            badgeContent={unreadReviews}
            max={99}
            color="error"
            aria-hidden
            sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
          <Box component="span" sx={visuallyHidden}>
            {t('nav.unreadReviews', { count: unreadReviews })}
          </Box>
        </>
      )}
    </ListItemButton>
  );

  return (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: 1.5, display: 'grid', gap: 0.5 }}>
      {NAV_ITEMS.map((item) => {
        const openChild = item.children?.find((child) => isWithin(pathname, child.to));
        const active = !openChild && sectionOf(pathname) === sectionOf(item.to);
        return [renderLink(item, active, false), ...(item.children ?? []).map((child) => renderLink(child, child === openChild, true))];
      })}
    </List>
  );
}

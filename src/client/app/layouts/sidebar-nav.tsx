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
import { NAV_ITEMS } from './nav-items';

type SidebarNavProps = { onNavigate?: () => void; tone?: 'plain' | 'inverted' };

/** Section links; the current section is highlighted and announced as the current page. */
export function SidebarNav({ onNavigate, tone = 'plain' }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sectionOf = (path: string) => path.split('/')[1];
  const unreadReviews = useUnreadReviewCount();
  return (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: 1.5, display: 'grid', gap: 0.5 }}>
      {NAV_ITEMS.map(({ labelKey, to, icon: Icon }) => {
        const active = sectionOf(pathname) === sectionOf(to);
        return (
          <ListItemButton
            key={to}
            component={NavLink}
            to={to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              color: tone === 'inverted' ? 'rgba(255,255,255,0.82)' : 'text.primary',
              '&.Mui-selected': {
                bgcolor: tone === 'inverted' ? 'rgba(255,255,255,0.16)' : 'action.selected',
                color: tone === 'inverted' ? '#fff' : 'primary.main',
              },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(labelKey)} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
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
      })}
    </List>
  );
}

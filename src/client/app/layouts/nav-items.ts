import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export type NavItem = { labelKey: string; to: string; icon: SvgIconComponent };

/** The sidebar's sections, in the order owners use them. */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.dashboard', to: '/dashboards', icon: DashboardOutlined },
  { labelKey: 'nav.reviews', to: '/reviews/home', icon: RateReviewOutlined },
  { labelKey: 'nav.aiAssistant', to: '/aiAssistant', icon: AutoAwesomeOutlined },
  { labelKey: 'nav.game', to: '/game', icon: SportsEsportsOutlined },
  { labelKey: 'nav.subscription', to: '/subscription/home', icon: WorkspacePremiumOutlined },
  { labelKey: 'nav.settings', to: '/settings', icon: SettingsOutlined },
];

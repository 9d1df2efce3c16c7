import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { PATHS } from '../../config/paths';

export type NavItem = { labelKey: string; to: string; icon: SvgIconComponent; children?: NavItem[] };

/** The sidebar's sections, in the order owners use them; a section's `children` are its screens listed under it. */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.dashboard', to: PATHS.dashboards, icon: DashboardOutlined },
  {
    labelKey: 'nav.reviews',
    to: PATHS.reviewsHome,
    icon: RateReviewOutlined,
    children: [{ labelKey: 'nav.reviewRequests', to: PATHS.reviewRequests, icon: ForwardToInboxOutlined }],
  },
  { labelKey: 'nav.aiAssistant', to: PATHS.aiAssistant, icon: AutoAwesomeOutlined },
  { labelKey: 'nav.googleProfile', to: PATHS.googleProfile, icon: StorefrontOutlined },
  { labelKey: 'nav.game', to: PATHS.game, icon: SportsEsportsOutlined },
  { labelKey: 'nav.subscription', to: PATHS.subscription, icon: WorkspacePremiumOutlined },
  { labelKey: 'nav.settings', to: PATHS.settings, icon: SettingsOutlined },
];

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { HoursTab } from './hours-tab';
import { PhotosTab } from './photos-tab';
import { PostsTab } from './posts-tab';

const TABS = ['hours', 'posts', 'photos'] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ProfileTab => TABS.some((tab) => tab === value);

type GoogleProfilePageProps = {
  /** The establishment shown (its id is the routes' `:id` and `?location=`). */
  location: number;
  name: string;
  /** Owners, admins and managers edit; viewers read (the role grid's `profile`). */
  mayEdit: boolean;
  /** The Google connection card, composed by app/, shown when the establishment is not connected. */
  connect?: ReactNode;
};

/**
 * « Profil Google »: the establishment's Google Business Profile edited from Bonavis, one tab each for its hours, its
 * posts and its photos (`?tab=`, so a link or a reload opens the same one).
 */
export function GoogleProfilePage({ location, name, mayEdit, connect }: GoogleProfilePageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = isTab(params.get('tab')) ? (params.get('tab') as ProfileTab) : 'hours';
  const panel = (which: ProfileTab, content: ReactNode) => (
    <Box
      role="tabpanel"
      id={`profile-panel-${which}`}
      aria-labelledby={`profile-tab-${which}`}
      hidden={tab !== which}
      sx={{ display: tab === which ? 'grid' : 'none', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {tab === which && content}
    </Box>
  );
  return (
    <Page title={t('pages.googleProfile')}>
      <Typography color="text.secondary" sx={{ mt: -2, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => setParams(next === 'hours' ? {} : { tab: next }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('googleProfile.tabs.label')}
        >
          {TABS.map((which) => (
            <Tab
              key={which}
              value={which}
              label={t(`googleProfile.tabs.${which}`)}
              id={`profile-tab-${which}`}
              aria-controls={`profile-panel-${which}`}
            />
          ))}
        </Tabs>
      </Box>
      {panel('hours', <HoursTab location={location} mayEdit={mayEdit} connect={connect} />)}
      {panel('posts', <PostsTab location={location} mayEdit={mayEdit} connect={connect} />)}
      {panel('photos', <PhotosTab location={location} mayEdit={mayEdit} connect={connect} />)}
    </Page>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { ErrorScreen, errorScreenStatusOf } from '../../components/errors/error-screen';
import { LoadingScreen } from '../../components/loading-screen';
import { ListingMissing } from '../../features/onboarding/listing-missing';
import { PublicFrame } from '../layouts/public-layout';
import { UserMenu } from '../layouts/user-menu';
import { useSetupStage } from './use-setup-stage';

// Only new or locked-out owners need these screens: each is its own chunk (the wizard brings the phone metadata).
const SetupWizard = lazy(() =>
  import(/* webpackChunkName: "setup-wizard" */ '../../features/onboarding/setup-wizard').then((module) => ({
    default: module.SetupWizard,
  })),
);
const TermsAcceptance = lazy(() =>
  import(/* webpackChunkName: "terms-acceptance" */ '../../features/terms/terms-acceptance').then((module) => ({
    default: module.TermsAcceptance,
  })),
);
const SyncScreen = lazy(() =>
  import(/* webpackChunkName: "sync-screen" */ '../../features/sync/sync-screen').then((module) => ({ default: module.SyncScreen })),
);
const InvitationScreen = lazy(() =>
  import(/* webpackChunkName: "invitation" */ './invitation-screen').then((module) => ({ default: module.InvitationScreen })),
);
const PremiumRequiredPage = lazy(() =>
  import(/* webpackChunkName: "premium-required" */ '../../features/subscription/premium-required-page').then((module) => ({
    default: module.PremiumRequiredPage,
  })),
);

/** A setup screen in the public frame, with the account menu to log out. */
function SetupFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicFrame actions={<UserMenu />}>
      <Suspense fallback={<CircularProgress aria-label={t('loading.page')} />}>{children}</Suspense>
    </PublicFrame>
  );
}

/**
 * The protected group's last checks, once signed in: the terms, the setup wizard (or the invitation this tab was opened
 * with), the sync screen, the plans, then the page.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const setup = useSetupStage();
  switch (setup.stage) {
    case 'error':
      return <ErrorScreen status={errorScreenStatusOf(setup.error)} />;
    case 'loading':
      return <LoadingScreen label={t('loading.app')} />;
    case 'terms':
      return (
        <SetupFrame>
          <TermsAcceptance />
        </SetupFrame>
      );
    case 'wizard':
      return (
        <SetupFrame>
          <SetupWizard />
        </SetupFrame>
      );
    case 'invitation':
      return (
        <SetupFrame>
          <InvitationScreen signedIn />
        </SetupFrame>
      );
    case 'listingMissing':
      return (
        <PublicFrame actions={<UserMenu />}>
          <ListingMissing onRetry={setup.retry} />
        </PublicFrame>
      );
    case 'syncing':
      return (
        <SetupFrame>
          <SyncScreen location={setup.location} />
        </SetupFrame>
      );
    case 'premiumRequired':
      return (
        <SetupFrame>
          <PremiumRequiredPage user={setup.user} />
        </SetupFrame>
      );
    case 'open':
      return children;
  }
}

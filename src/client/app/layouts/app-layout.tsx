import { EstablishmentGate } from '../../features/settings/establishment-gate';
import { InstallOffer } from '../../features/pwa/install-offer';
import { useNewReviewToasts } from '../../features/reviews/use-new-review-toasts';
import { useAppSelector } from '../../state/typed-hooks';
import { MainLayout } from './main-layout';
import { SideblockLayout } from './sideblock-layout';

/**
 * Picks the layout the user chose in Settings → Appearance; new reviews are toasted on every screen of the app.
 * The setup gate opens this frame once the listing's first sync is over: the moment to offer installing the app.
 * Its screens wait until they know which establishment they show.
 */
export function AppLayout() {
  useNewReviewToasts();
  const layout = useAppSelector((state) => state.settings.themeLayout);
  return (
    <EstablishmentGate>
      {layout === 'sideblock' ? <SideblockLayout /> : <MainLayout />}
      <InstallOffer />
    </EstablishmentGate>
  );
}

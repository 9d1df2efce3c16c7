import { useAppSelector } from '../../state/typed-hooks';
import { MainLayout } from './main-layout';
import { SideblockLayout } from './sideblock-layout';

/** Picks the layout the user chose in Settings → Appearance. */
export function AppLayout() {
  const layout = useAppSelector((state) => state.settings.themeLayout);
  return layout === 'sideblock' ? <SideblockLayout /> : <MainLayout />;
}

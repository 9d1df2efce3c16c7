import { useEffect, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import type { AppServiceWorker } from '../features/pwa/service-worker';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { NotificationsProvider } from './notifications-provider';
import { setNavigator } from '../state/navigation';
import { createRoutes } from './routes';
import { persistorOf, type AppStore } from './store';
import { AppThemeProvider } from './theme-provider';

function AppLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('loading.app')} />;
}

/** Whether the stored interface settings (theme, layout, notifications) are back in the store: the screens wait for them. */
function useSettingsRestored(persistor: Persistor): boolean {
  return useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * One router per app's store, however often React renders the app before it commits: a router follows the browser's
 * history from its creation, so one made by a render thrown away would keep listening.
 */
const routers = new WeakMap<AppStore, AppRouter>();

function routerOf(store: AppStore): AppRouter {
  if (!routers.has(store)) routers.set(store, createBrowserRouter(createRoutes()));
  return routers.get(store)!;
}

/** The whole app: store, persisted settings, theme, toasts and routes; `serviceWorker` when the build has one. */
export function App({ store, serviceWorker = null }: { store: AppStore; serviceWorker?: AppServiceWorker | null }) {
  const persistor = persistorOf(store);
  const router = routerOf(store);
  useEffect(() => setNavigator((path) => router.navigate(path)), [router]);
  const settingsRestored = useSettingsRestored(persistor);
  return (
    <Provider store={store}>
      <AppThemeProvider>
        {settingsRestored ? (
          <NotificationsProvider>
            <RouterProvider router={router} />
            <UpdatePrompt serviceWorker={serviceWorker} />
          </NotificationsProvider>
        ) : (
          <AppLoading />
        )}
      </AppThemeProvider>
    </Provider>
  );
}

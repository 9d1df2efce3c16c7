import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { NotificationsProvider } from './notifications-provider';
import { setNavigator } from '../state/navigation';
import { createRoutes } from './routes';
import { createPersistor, type AppStore } from './store';
import { AppThemeProvider } from './theme-provider';

function AppLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('loading.app')} />;
}

/** The whole app: store, persisted settings, theme, toasts and routes. */
export function App({ store }: { store: AppStore }) {
  const persistor = useMemo(() => createPersistor(store), [store]);
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  useEffect(() => setNavigator((path) => router.navigate(path)), [router]);
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <PersistGate loading={<AppLoading />} persistor={persistor}>
          <NotificationsProvider>
            <RouterProvider router={router} />
          </NotificationsProvider>
        </PersistGate>
      </AppThemeProvider>
    </Provider>
  );
}

import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import i18n from 'i18next';
import { App } from './app/app';
import { appContainer } from './app/hold-first-screen';
import { setupStore } from './app/store';
import { clientConfig } from './config/client-config';
import { createFirebaseIdentity } from './features/auth/firebase-identity';
import { listenForInstallPrompt } from './features/pwa/install-prompt';
import { createServiceWorker } from './features/pwa/service-worker';
import { initI18n } from './i18n';
import { connectToApi } from './session/realtime-socket';
import { appStarted } from './state/app-lifecycle';

async function start(container: HTMLElement) {
  // Fails fast, with a clear message, when the build lacks its configuration.
  const config = clientConfig();
  await initI18n();
  const identity = createFirebaseIdentity(config, i18n.language);
  const store = setupStore({ identity, connectSocket: connectToApi(config.apiBaseUrl) });
  // The store follows the identity provider from now on.
  store.dispatch(appStarted());
  // Queries marked refetchOnFocus ask again when the tab comes back (a payment made in another tab).
  setupListeners(store.dispatch);
  // The browser's install offer comes early; the app makes it later, at its own moment.
  listenForInstallPrompt();
  createRoot(container).render(<App store={store} serviceWorker={createServiceWorker()} />);
}

const root = document.getElementById('root')!;
start(appContainer(root)).catch((error: unknown) => {
  root.textContent = error instanceof Error ? error.message : String(error);
  throw error;
});

import { createRoot } from 'react-dom/client';
import { appContainer } from './app/hold-first-screen';

/**
 * Lets the browser paint and handle input between start-up steps: each step is a task of its own instead of one long
 * task that a phone's CPU would spend hundreds of milliseconds on (Lighthouse's total blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  // Each step's modules are in the entry's chunks already ("eager"): importing them runs their code, in its own task.
  const { clientConfig } = await import(/* webpackMode: "eager" */ './config/client-config');
  // Fails fast, with a clear message, when the build lacks its configuration.
  const config = clientConfig();
  const { initI18n } = await import(/* webpackMode: "eager" */ './i18n');
  const texts = initI18n();
  await nextTask();
  const [{ createFirebaseIdentity }, i18n] = await Promise.all([
    import(/* webpackMode: "eager" */ './features/auth/firebase-identity'),
    texts,
  ]);
  const identity = createFirebaseIdentity(config, i18n.language);
  await nextTask();
  const [{ setupStore }, { setupListeners }, { appStarted }, { connectToApi }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/store'),
    import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query'),
    import(/* webpackMode: "eager" */ './state/app-lifecycle'),
    import(/* webpackMode: "eager" */ './session/realtime-socket'),
  ]);
  const store = setupStore({ identity, connectSocket: connectToApi(config.apiBaseUrl) });
  // The store follows the identity provider from now on.
  store.dispatch(appStarted());
  // Queries marked refetchOnFocus ask again when the tab comes back (a payment made in another tab).
  setupListeners(store.dispatch);
  await nextTask();
  const [{ listenForInstallPrompt }, { createServiceWorker }] = await Promise.all([
    import(/* webpackMode: "eager" */ './features/pwa/install-prompt'),
    import(/* webpackMode: "eager" */ './features/pwa/service-worker'),
  ]);
  // The browser's install offer comes early; the app makes it later, at its own moment.
  listenForInstallPrompt();
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  // Not in a transition: React may throw away and restart an interrupted transition render, and the app's first render
  // sets up the persisted settings and the router once (the settings were never restored when it did).
  createRoot(container).render(<App store={store} serviceWorker={createServiceWorker()} />);
}

const root = document.getElementById('root')!;
start(appContainer(root)).catch((error: unknown) => {
  root.textContent = error instanceof Error ? error.message : String(error);
  throw error;
});

import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupStore } from './app/store';
import { clientConfig } from './config';
import { initI18n } from './i18n';

async function start(container: HTMLElement) {
  // Fails fast, with a clear message, when the build lacks its configuration.
  clientConfig();
  await initI18n();
  createRoot(container).render(<App store={setupStore()} />);
}

const container = document.getElementById('root')!;
start(container).catch((error: unknown) => {
  container.textContent = error instanceof Error ? error.message : String(error);
  throw error;
});

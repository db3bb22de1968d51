import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInDetectedLanguage } from '../lib/i18n.ts';
import { registerAppWorker, whenControlled } from '../lib/offline/app-worker.ts';
import { queryClient } from '../lib/query-client.ts';
import { App, appReady } from './app.tsx';

/** How long the first drawing waits for the page's code before it shows the splash instead. */
const SPLASH_AFTER_MS = 150;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

void Promise.all([startInDetectedLanguage(), appReady(SPLASH_AFTER_MS)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

/**
 * The offline worker, once the first page has loaded: it does not compete with the page's own
 * files, and keeps them when the page hands them over (production builds only). Then what a
 * start without a connection needs, and a start with one never loads, is fetched to be kept,
 * and the first visit's reads are made again to be kept as well.
 */
function startOfflineWorker() {
  const controlledAtStart = Boolean(navigator.serviceWorker?.controller);
  void registerAppWorker()
    .then(async (registration) => {
      if (registration && (await whenControlled(Number.POSITIVE_INFINITY))) {
        await import('../lib/stored-user.ts');
        // On the first visit the page's reads went past the worker: made again through it,
        // they are kept too, so the page (the daily round) opens offline the next time.
        if (!controlledAtStart) await queryClient.refetchQueries({ type: 'active' });
      }
    })
    .catch(() => undefined);
}
if (document.readyState === 'complete') startOfflineWorker();
else window.addEventListener('load', startOfflineWorker, { once: true });

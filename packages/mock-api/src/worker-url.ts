/** Where the mock's own service worker script is served (`msw init` writes it there). */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

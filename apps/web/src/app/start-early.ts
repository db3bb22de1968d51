import { startSessionCheckEarly } from '../features/auth/components/session-start-check.ts';
import { readAccessToken } from '../lib/api-client.ts';
import { loadLayout1 } from '../shell/layouts/layout-loaders.ts';

/*
 * Runs first of all the app's modules (the entry imports it before anything else): with a
 * stored session, the session check is sent and the frame's default layout fetched while the
 * rest of the page's code still loads, instead of one after the other once React has drawn.
 */
if (readAccessToken()) {
  startSessionCheckEarly();
  void loadLayout1().catch(() => undefined);
}

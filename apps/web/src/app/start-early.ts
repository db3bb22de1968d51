import { startSessionCheckEarly } from '../features/auth/components/session-start-check.ts';
import { AREA_LOADERS, areaAuth } from '../features/farm-records/area-loaders.ts';
import { AREA_PATHS } from '../features/farm-records/area-paths.ts';
import { readAccessToken } from '../lib/api-client.ts';
import { hasPermission } from '../lib/route-auth.ts';
import { readStoredRoles } from '../lib/session-storage.ts';
import { startListPage } from '../records/list-route-start.ts';
import { loadLayout1 } from '../shell/layouts/layout-loaders.ts';

/*
 * The page's entry runs this before the rest of the app (React, MUI, the routes) is evaluated,
 * while the app's files are still downloading: with a stored session, the session check is
 * sent, the frame's layout fetched and, on a farm list, its code, definition and first rows
 * asked for, instead of one after the other once React has drawn.
 */
if (readAccessToken()) {
  startSessionCheckEarly();
  void loadLayout1().catch(() => undefined);
  const list = (Object.keys(AREA_PATHS) as (keyof typeof AREA_PATHS)[]).find(
    (key) => AREA_PATHS[key].list === window.location.pathname,
  );
  // A list the stored user may not open is not started: its route sends them elsewhere.
  if (list && hasPermission(areaAuth(list), readStoredRoles())) {
    startListPage(
      AREA_PATHS[list],
      AREA_LOADERS[list],
      new URLSearchParams(window.location.search),
    );
  }
}

// The first number format of a page sets up the browser's locale data (some 15 ms); done here,
// it happens while the app's code downloads rather than while the first page is drawn.
new Intl.NumberFormat(navigator.language).format(0);

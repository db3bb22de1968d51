import { lazy, Suspense, useMemo, useState } from 'react';
import { useSession } from '../../lib/session.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { RightPanels } from '../panels/right-panels.tsx';
import { mergeSettings } from '../settings/merge-settings.ts';
import { shellThemesFor } from '../settings/shell-themes.ts';
import { useSettings } from '../settings/use-settings.ts';
import { SettingsButton } from '../settings-panel/settings-button.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { BareLayout } from './bare-layout.tsx';
import { loadedLayout1, loadLayout1 } from './layout-loaders.ts';
import { isBareRoute, useRouteSettings } from './use-route-settings.ts';

const LazyLayout1 = lazy(() => loadLayout1().then((module) => ({ default: module.Layout1 })));
const LayoutHorizontal = lazy(() =>
  import('./layout-horizontal.tsx').then((module) => ({ default: module.LayoutHorizontal })),
);
const SettingsPanel = lazy(() =>
  import('../settings-panel/settings-panel.tsx').then((module) => ({
    default: module.SettingsPanel,
  })),
);

/**
 * Draws the current page in the user's layout style, with the route's own settings laid over
 * the user's. Pages without navbar, toolbar and footer (sign-in, error pages) get the bare
 * frame; the layouts with those bars are fetched on the first page that shows them. Every shell page
 * has the settings button and panel (a guest's changes stay in the page, see
 * SettingsSessionSync), its code fetched when first opened; the right-hand panels hold a
 * signed-in user's chat and notes.
 */
export function ShellLayout() {
  const { settings: userSettings } = useSettings();
  const { signedIn } = useSession();
  const routeSettings = useRouteSettings();
  // The layout's code, fetched at start-up, is usually here by the first render: drawn at once
  // then, with no fallback shown first (React holds back content revealed after a fallback for
  // up to 300 ms). Chosen once, so the frame is never drawn anew as another component.
  const [Layout1] = useState(() => loadedLayout1()?.Layout1 ?? LazyLayout1);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelOpened = useOpenedOnce(panelOpen);
  const settings = useMemo(
    () => mergeSettings(userSettings, routeSettings),
    [userSettings, routeSettings],
  );
  const themes = shellThemesFor(settings);
  const shellPage = !isBareRoute(routeSettings);
  const { style, config } = settings.layout;
  const bare =
    !config.navbar.display &&
    !config.toolbar.display &&
    !config.footer.display &&
    config.mode === 'fullwidth';

  return (
    <>
      {bare ? (
        <BareLayout settings={settings} floatingButtons={shellPage} />
      ) : (
        <Suspense fallback={<LoadingState />}>
          {style === 'layout1' ? (
            <Layout1 settings={settings} themes={themes} signedIn={signedIn} />
          ) : (
            <LayoutHorizontal
              settings={settings}
              themes={themes}
              signedIn={signedIn}
              style={style}
            />
          )}
        </Suspense>
      )}
      {signedIn && shellPage && settings.layout.config.rightSidePanel.display ? (
        <RightPanels />
      ) : null}
      {shellPage ? (
        <>
          <SettingsButton onClick={() => setPanelOpen(true)} expanded={panelOpen} />
          {panelOpened ? (
            <Suspense fallback={null}>
              <SettingsPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}

import { useMemo, useState } from 'react';
import { useSession } from '../../lib/session.ts';
import { RightPanels } from '../panels/right-panels.tsx';
import { mergeSettings } from '../settings/merge-settings.ts';
import { shellThemesFor } from '../settings/shell-themes.ts';
import { useSettings } from '../settings/use-settings.ts';
import { SettingsButton } from '../settings-panel/settings-button.tsx';
import { SettingsPanel } from '../settings-panel/settings-panel.tsx';
import { Layout1 } from './layout-1.tsx';
import { LayoutHorizontal } from './layout-horizontal.tsx';
import { isBareRoute, useRouteSettings } from './use-route-settings.ts';

/**
 * Draws the current page in the user's layout style, with the route's own settings laid over
 * the user's (sign-in and error pages hide the navbar, toolbar and footer). Every shell page
 * has the settings button and panel (a guest's changes stay in the page, see
 * SettingsSessionSync); the right-hand panels hold a signed-in user's chat and notes.
 */
export function ShellLayout() {
  const { settings: userSettings } = useSettings();
  const { signedIn } = useSession();
  const routeSettings = useRouteSettings();
  const [panelOpen, setPanelOpen] = useState(false);
  const settings = useMemo(
    () => mergeSettings(userSettings, routeSettings),
    [userSettings, routeSettings],
  );
  const themes = shellThemesFor(settings);
  const shellPage = !isBareRoute(routeSettings);
  const { style } = settings.layout;

  return (
    <>
      {style === 'layout1' ? (
        <Layout1 settings={settings} themes={themes} signedIn={signedIn} />
      ) : (
        <LayoutHorizontal settings={settings} themes={themes} signedIn={signedIn} style={style} />
      )}
      {signedIn && shellPage && settings.layout.config.rightSidePanel.display ? (
        <RightPanels />
      ) : null}
      {shellPage ? (
        <>
          <SettingsButton onClick={() => setPanelOpen(true)} expanded={panelOpen} />
          <SettingsPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
        </>
      ) : null}
    </>
  );
}

// The texts first: whatever the providers draw reads them.
import './app-texts.ts';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Direction } from '../lib/i18n.ts';
import { styleCacheFor } from '../lib/style-caches.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { CustomScrollbars, isMobileDevice } from '../shell/settings/custom-scrollbars.tsx';
import { ReducedMotion } from '../shell/settings/reduced-motion.tsx';
import { shellThemesFor } from '../shell/settings/shell-themes.ts';
import { settingsStore, useSettingsState } from '../shell/settings/settings-store.ts';

/**
 * The page's styles in `direction`. Right to left waits the first time for its cache, which a
 * language switch to Arabic and the start-up in Arabic have usually loaded already.
 */
function DirectionStyles({ direction, children }: { direction: Direction; children: ReactNode }) {
  const cache = styleCacheFor(direction);
  return (
    <CacheProvider value={cache instanceof Promise ? use(cache) : cache}>{children}</CacheProvider>
  );
}

/**
 * The main theme of the user's settings for the whole page, written in the settings' direction
 * (Arabic turns it right to left), with thin scrollbars when asked for on a desktop browser.
 */
function SettingsTheme({ children }: { children: ReactNode }) {
  const { current } = useSettingsState(settingsStore);
  const theme = useMemo(() => shellThemesFor(current).main, [current]);
  const { direction } = current;
  const scrollbars = current.customScrollbars && !isMobileDevice();

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <Suspense fallback={null}>
      <DirectionStyles direction={direction}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ReducedMotion />
          {scrollbars ? <CustomScrollbars /> : null}
          {children}
        </ThemeProvider>
      </DirectionStyles>
    </Suspense>
  );
}

export type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsTheme>{children}</SettingsTheme>
    </QueryClientProvider>
  );
}

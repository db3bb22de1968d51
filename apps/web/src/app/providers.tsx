import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { CustomScrollbars, isMobileDevice } from '../shell/settings/custom-scrollbars.tsx';
import { shellThemesFor } from '../shell/settings/shell-themes.ts';
import { settingsStore, useSettingsState } from '../shell/settings/settings-store.ts';

const styleCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }),
};

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
    <CacheProvider value={styleCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {scrollbars ? <CustomScrollbars /> : null}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SettingsTheme>{children}</SettingsTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

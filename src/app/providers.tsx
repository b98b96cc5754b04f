import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { CacheProvider } from '@emotion/react';
import { createAppTheme, useColorWeak } from './settings/theme';
import { useDisplaySettings } from '@/ui/display-settings';
import { ConfirmProvider } from '@/ui/dialogs/confirm';
import { NotificationHost } from '@/ui/notify';
import { ApiEventsBridge } from './ApiEventsBridge';
import { styleCache } from '@/ui/style-cache';

/** What every route needs, the login page included: theme, confirm dialogs, messages, API error handling. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [settings] = useDisplaySettings();
  // `vars: null` is what MUI's own ThemeProvider sets for a theme without CSS variables; using the
  // system provider directly keeps MUI's CSS-variables provider (~5 kB gzipped) off every page.
  const theme = useMemo(() => ({ ...createAppTheme(settings), vars: null }), [settings]);
  useColorWeak(settings.colorWeak);
  return (
    <CacheProvider value={styleCache}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ConfirmProvider>
        {children}
        <ApiEventsBridge />
        <NotificationHost />
      </ConfirmProvider>
    </ThemeProvider>
    </CacheProvider>
  );
}

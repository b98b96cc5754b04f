import { useMemo, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, useColorWeak } from './settings/theme';
import { useDisplaySettings } from './settings/display-settings';
import { ConfirmProvider } from './dialogs/confirm';
import { NotificationHost } from './notify';
import { ApiEventsBridge } from './ApiEventsBridge';

/** One query cache for server state; failures already reach the user through the API error bridge. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [settings] = useDisplaySettings();
  const theme = useMemo(() => createAppTheme(settings), [settings]);
  useColorWeak(settings.colorWeak);
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ConfirmProvider>
          {children}
          <ApiEventsBridge />
          <NotificationHost />
        </ConfirmProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

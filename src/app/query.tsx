import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** One query cache for server state; failures already reach the user through the API error bridge. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The signed-in console's query cache. It lives under the console shell, not the app root, so the
 * login page loads no query library and a new sign-in starts from an empty cache.
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(createQueryClient);
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>;
}

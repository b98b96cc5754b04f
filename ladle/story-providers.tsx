import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/providers';
import { QueryProvider } from '@/app/query';

/** Shared by Ladle and the test that renders every story: the app's providers on an in-memory router. */
export function StoryProviders({ children, path = '/dashboard/analysis' }: { children: ReactNode; path?: string }) {
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={location.hook}>
      <AppProviders>
        <QueryProvider>{children}</QueryProvider>
      </AppProviders>
    </Router>
  );
}

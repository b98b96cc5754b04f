import { useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/providers';
import { notifier } from '@/ui/notify';
import { QueryProvider } from '@/app/query';

/** Shared by Ladle and the test that renders every story: the app's providers on an in-memory router. */
export function StoryProviders({ children, path = '/dashboard/analysis' }: { children: ReactNode; path?: string }) {
  const [location] = useState(() => memoryLocation({ path }));
  // The messages live beside the app, not in it: a closed story's messages must not show in the next.
  useEffect(() => () => notifier.clear(), []);
  return (
    <Router hook={location.hook}>
      <AppProviders>
        <QueryProvider>{children}</QueryProvider>
      </AppProviders>
    </Router>
  );
}

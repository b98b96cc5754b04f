import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders, createQueryClient } from '@/app/providers';

/** Shared by Ladle and the test that renders every story: the app's providers on an in-memory router. */
export function StoryProviders({ children, path = '/dashboard/analysis' }: { children: ReactNode; path?: string }) {
  const [client] = useState(createQueryClient);
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={location.hook}>
      <AppProviders queryClient={client}>{children}</AppProviders>
    </Router>
  );
}

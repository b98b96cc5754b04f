import { useEffect, useState } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { startStoryBackend } from './story-backend';
import { StoryProviders } from './story-providers';

/**
 * Every story renders inside the console's providers (theme, query cache, dialogs, messages), once
 * the fake backend answers and 管理员 is signed in: a story's first call must never reach the
 * static host.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    startStoryBackend().then(
      () => setReady(true),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  if (failure) return <pre role="alert">fake backend did not start: {failure}</pre>;
  if (!ready) return <div aria-busy="true" data-story-backend="starting" />;
  // Keyed by the story: a story opened after another starts from an empty query cache and router.
  return (
    <div style={{ display: 'contents' }} data-story-id={globalState.story} key={globalState.story}>
      <StoryProviders>{children}</StoryProviders>
    </div>
  );
};

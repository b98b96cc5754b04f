/**
 * The set-up most screen tests share: the fake backend listening for the file, a fresh database and
 * a signed-in demo account before each test, and the screen rendered inside the console's providers.
 */
import type { ReactElement } from 'react';
import { beforeEach } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import { resetFakeDb, server as fakeServer } from '@fake/node';
import { StoryProviders } from '../../ladle/story-providers';
import { withServer } from './server-hooks';
import { signInWithGrants, type SignedIn } from './sign-in';

export type UserEventSession = ReturnType<typeof userEvent.setup>;

export interface FakeBackendSetup {
  /** An area's own server (with handlers the lead may not have registered yet); the shared fake server otherwise. */
  server?: SetupServer;
  /** Restores the database before each test (an area's reset seeds what the shared seed lacks); resetFakeDb otherwise. */
  reset?: () => Promise<void>;
  /** The demo account signed in (with its grants, role code = account) before each test, or `null` for a test that signs in itself. */
  signIn: string | null;
}

/**
 * Registers the file's server hooks (withServer) and the per-test reset and sign-in. Returns a
 * getter of the current test's sign-in (token, grants) for tests that call the backend beside the screen.
 */
export function withFakeBackend(setup: FakeBackendSetup): () => SignedIn {
  const server = setup.server ?? fakeServer;
  const reset = setup.reset ?? resetFakeDb;
  let signedIn: SignedIn | null = null;
  withServer(server);
  beforeEach(async () => {
    signedIn = null;
    await reset();
    if (setup.signIn !== null) signedIn = await signInWithGrants(setup.signIn);
  });
  return () => {
    if (!signedIn) throw new Error('withFakeBackend: no account was signed in for this test');
    return signedIn;
  };
}

/** Renders a screen at its route inside the console's providers; returns the user-event session that drives it. */
export function renderScreen(path: string, ui: ReactElement): UserEventSession {
  const user = userEvent.setup({ delay: null });
  render(<StoryProviders path={path}>{ui}</StoryProviders>);
  return user;
}

/**
 * Renders every export of every Ladle story file, so a story that stops rendering fails the build
 * instead of rotting. Stories with their own msw handlers (`Story.msw`) get them on the msw/node server.
 */
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { server, resetFakeDb } from '../../fake-server/node';
import { StoryProviders } from '../../ladle/story-providers';

type StoryFn = ComponentType<Record<string, unknown>> & { args?: Record<string, unknown>; msw?: RequestHandler[] };

const files = import.meta.glob<Record<string, unknown>>('../../ladle/**/*.stories.tsx', { eager: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(async () => {
  server.resetHandlers();
  await resetFakeDb();
});
afterAll(() => server.close());

describe('every Ladle story renders', () => {
  it('finds story files', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
  });
  for (const [file, mod] of Object.entries(files)) {
    const stories = Object.entries(mod).filter(([name, value]) => name !== 'default' && typeof value === 'function') as [string, StoryFn][];
    describe(file.replace('../../ladle/', ''), () => {
      for (const [name, Story] of stories) {
        it(`${name} renders without crashing`, async () => {
          if (Story.msw) server.use(...Story.msw);
          render(
            <StoryProviders>
              <div data-testid="story-root">
                <Story {...(Story.args ?? {})} />
              </div>
            </StoryProviders>,
          );
          // Something visible must come out: text or an element, in place or in a portal (dialogs, drawers).
          await waitFor(() => {
            const root = screen.getByTestId('story-root');
            expect(root.childElementCount + document.body.querySelectorAll('[role="dialog"],[role="presentation"]').length).toBeGreaterThan(0);
            expect((document.body.textContent ?? '').trim().length + document.body.querySelectorAll('svg,img,input').length).toBeGreaterThan(0);
          });
        });
      }
    });
  }
});

/**
 * Renders every export of the Ladle story files of one shard, so a story that stops rendering
 * fails the build instead of rotting. The story files are split over a few test files (shards)
 * so that the workers render them side by side; a new story file lands in a shard by itself.
 * Like in Ladle, every story runs against the fake backend with 管理员 signed in; a story's own
 * msw handlers (`Story.msw`) go in front of the fake backend's.
 */
import { describe, it, expect, beforeAll, beforeEach, afterAll, afterEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { configureHttp } from '@/api/http';
import { server, resetFakeDb } from '../../fake-server/node';
import { StoryProviders } from '../../ladle/story-providers';
import { signInStoryUser } from '../../ladle/story-session';
import { shownBy } from '../../ladle/story-shows';
import { expectShown } from './expect-shown';
import { ERROR_STORY, UNKNOWN_PATH_ANSWER, errorTextsIn } from './story-problems';

type StoryFn = ComponentType<Record<string, unknown>> & { args?: Record<string, unknown>; msw?: RequestHandler[] };
type StoryModule = Record<string, unknown>;

export const STORY_SHARDS = 8;

const storiesOf = (mod: StoryModule) => Object.entries(mod).filter(([name, value]) => name !== 'default' && typeof value === 'function') as [string, StoryFn][];

const loaders = import.meta.glob<StoryModule>('../../ladle/**/*.stories.tsx');
/** The shard files (stories-N.test.tsx): one per shard, or some story files would run nowhere. */
const shardTestFiles = Object.keys(import.meta.glob('./stories-*.test.tsx'));
// The sources only weigh the files (exported stories), so a shard imports just its own files.
const sources = import.meta.glob<string>('../../ladle/**/*.stories.tsx', { query: '?raw', import: 'default', eager: true });

/**
 * Story files of shard `index` (0-based): the files, largest first, each go to the shard with the
 * fewest stories so far, so the shards take about the same time.
 */
export function shardFiles(index: number, shards = STORY_SHARDS): string[] {
  const load = Array.from({ length: shards }, () => 0);
  const weight = (file: string) => (sources[file].match(/^export (const|function) /gm) ?? []).length;
  const mine: string[] = [];
  for (const file of Object.keys(sources).sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const target = load.indexOf(Math.min(...load));
    load[target] += weight(file);
    if (target === index) mine.push(file);
  }
  return mine;
}

export async function describeStoryShard(index: number): Promise<void> {
  const files = await Promise.all(shardFiles(index).map(async (file) => [file, await loaders[file]()] as const));
  // Backend calls of the running story that nothing answers as the real backend would.
  let callProblems: Promise<string | null>[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/zw-lgb2');
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    server.events.on('request:unhandled', ({ request }) => {
      if (isApi(request.url)) callProblems.push(Promise.resolve(`unanswered backend call: ${request.method} ${new URL(request.url).pathname}`));
    });
    server.events.on('response:mocked', ({ request, response }) => {
      if (!isApi(request.url) || !(response.headers.get('content-type') ?? '').includes('json')) return;
      const path = `${request.method} ${new URL(request.url).pathname}`;
      callProblems.push(
        response
          .clone()
          .text()
          .then((body) => (body.includes(UNKNOWN_PATH_ANSWER) ? `backend call to an unknown path: ${path}` : null), () => null),
      );
    });
    await resetFakeDb();
  });
  beforeEach(async () => {
    callProblems = [];
    await signInStoryUser();
    // A story that shows a wait leaves its call pending. The browser sweep opens the next story on
    // a fresh page; here the call lives on for the file's run, and its 网络超时 must not land in a
    // later story.
    configureHttp({ timeout: 60 * 60_000 });
  });
  afterEach(async () => {
    server.resetHandlers();
    await resetFakeDb();
  });
  afterAll(() => server.close());

  const unstated: string[] = [];
  describe(`Ladle stories, shard ${index + 1} of ${STORY_SHARDS}`, () => {
    it('finds story files', () => {
      expect(files.length).toBeGreaterThan(0);
    });
    if (index === 0) {
      it(`has a test file for each of the ${STORY_SHARDS} shards`, () => {
        expect(shardTestFiles.sort()).toEqual(Array.from({ length: STORY_SHARDS }, (_, i) => `./stories-${i + 1}.test.tsx`).sort());
      });
    }
    for (const [file, mod] of files) {
      describe(file.replace('../../ladle/', ''), () => {
        for (const [name, Story] of storiesOf(mod)) {
          it(`${name} shows what it states`, async () => {
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
              // A loading story may show nothing but its progress indicator.
              expect((document.body.textContent ?? '').trim().length + document.body.querySelectorAll('svg,img,input,[role="progressbar"]').length).toBeGreaterThan(0);
            });
            const what = shownBy(Story);
            if (what) await expectShown(what);
            else unstated.push(`${file.replace('../../ladle/', '')} › ${name}`);
            // What the browser sweep checks of every story, checked here too.
            const problems = (await Promise.all(callProblems)).filter((p): p is string => p !== null);
            if (!ERROR_STORY.test(`${file} ${name}`)) problems.push(...errorTextsIn(document.body.textContent ?? ''));
            expect(problems).toEqual([]);
          });
        }
      });
    }
    it('every story states what it shows', () => {
      expect(unstated).toEqual([]);
    });
  });
}

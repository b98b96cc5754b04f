/**
 * 友情链接 新增 when the save times out (网络超时): the form says the first attempt may have landed,
 * checks the list, and a second 确定 never creates a second item.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { SAVE_TEXT } from '@/widgets/form';
import ContentAreaScreen from '@/features/content/ContentAreaScreen';
import { contentTable } from '@fake/db/content';
import { runtime } from '@fake/config';
import { tryBadInput } from '../../reliability/tally';
import { countRequests, restoreTimeout, SHORT_TIMEOUT, timeOutNext } from '../widgets/form/time-out-next';
import { contentServer, resetWithContent } from './content-server';
import { renderScreen, withFakeBackend } from '../screen-harness';
import { openNewDialog } from '../list-screen';

const ADD = '/content/friendshipLink/add';

withFakeBackend({ server: contentServer, reset: resetWithContent, signIn: 'admin' });
afterEach(() => {
  restoreTimeout(contentServer);
  runtime.slowAnswers.length = 0;
});

const titled = (title: string) => contentTable.findMany((q) => q.where({ area: 'friendship_link', title })).length;

async function openAdd(title: string) {
  const user = renderScreen('/content/x', <ContentAreaScreen title="友情链接" component="content/FriendshipLinkList" />);
  await screen.findByText(/^1-10 共\d+ 条$/);
  const dialog = await openNewDialog(user);
  await user.click(within(dialog).getByRole('textbox', { name: /标题/ }));
  await user.paste(title);
  await user.click(within(dialog).getByRole('textbox', { name: /链接地址/ }));
  await user.paste('https://timeout.example.gov.cn/');
  return { user, dialog };
}

// Whole-form tests against the fake backend take long on a loaded machine; they wait on state, not time.
const SLOW = 90_000;

describe('友情链接 新增 timed out', () => {
  it('landed: the notice shows while the list is checked, then 已保存成功 and one item', async () => {
    runtime.slowAnswers.push({ path: ADD, delayMs: SHORT_TIMEOUT * 4, times: 1 });
    let release: () => void = () => undefined;
    const checking = new Promise<void>((resolve) => (release = resolve));
    let checks = 0;
    contentServer.use(
      http.get('*/content/friendshipLink/list', async ({ request }) => {
        if (!new URL(request.url).searchParams.get('title')) return undefined;
        checks += 1;
        await checking;
        return undefined;
      }),
    );
    const { user, dialog } = await openAdd('超时链接一');
    const posts = countRequests(contentServer, 'POST', ADD);
    await tryBadInput('content add timed out but landed', 'wrong', async () => {
      timeOutNext(contentServer, ADD);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutChecking, undefined, { timeout: 30_000 })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
      release();
      expect(await screen.findByText(SAVE_TEXT.timeoutSaved, undefined, { timeout: 30_000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
      expect(checks).toBe(1);
      expect(posts()).toBe(1);
      expect(titled('超时链接一')).toBe(1);
    });
  }, SLOW);

  it('lost: the check says so, and the second 确定 saves it exactly once', async () => {
    contentServer.use(
      http.post(
        `*${ADD}`,
        async () => {
          await delay(SHORT_TIMEOUT * 3);
          return HttpResponse.json({ success: false, message: '不应到达', code: 500, result: null, timestamp: 1 });
        },
        { once: true },
      ),
    );
    const { user, dialog } = await openAdd('超时链接二');
    await tryBadInput('content add timed out and was lost', 'wrong', async () => {
      timeOutNext(contentServer, ADD);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutNotSaved, undefined, { timeout: 30_000 })).toBeInTheDocument();
      expect(titled('超时链接二')).toBe(0);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await screen.findByText('添加成功！')).toBeInTheDocument();
      expect(titled('超时链接二')).toBe(1);
    });
  }, SLOW);
});

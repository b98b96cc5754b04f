/**
 * One error, one message: 清除缓存 answered with an HTTP 500 shows the client's notification only
 * (the screen's catch does not repeat it); a success:false answer is still shown, once.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notifier } from '@/ui/notify';
import GatewayRouteListPage from '@/features/system/gateway/GatewayRouteListPage';
import { tryBadInput } from '../../../reliability/tally';
import { miscServer, resetWithMiscAdmin } from '../../message/misc-admin-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

withFakeBackend({ server: miscServer, reset: resetWithMiscAdmin, signIn: 'admin' });

async function clearCacheWith(answer: () => Response) {
  miscServer.use(http.get('*/sys/gatewayRoute/clearRedis', answer));
  const user = renderScreen('/isystem/gatewayRoute', <GatewayRouteListPage title="网关路由" component="system/SysGatewayRouteList" />);
  await screen.findAllByText('jeecg-demo');
  act(() => notifier.clear());
  await user.click(screen.getByRole('button', { name: '清除缓存' }));
}

describe('网关路由 清除缓存: one error, one message', () => {
  it('an HTTP 500 shows exactly one notification', { timeout: 60_000 }, async () => {
    await clearCacheWith(() => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '服务器内部错误' }, { status: 500 }));
    await tryBadInput('clear cache answered 500', 'wrong', async () => {
      await waitFor(() => expect(notifier.getSnapshot().length).toBeGreaterThan(0));
      // Whatever else settles must not add a second copy.
      await act(async () => {
        await Promise.resolve();
      });
      expect(notifier.getSnapshot()).toHaveLength(1);
      expect(notifier.getSnapshot()[0].level).toBe('error');
    });
  });

  it('a success:false answer is shown once, with its message', { timeout: 60_000 }, async () => {
    await clearCacheWith(() => HttpResponse.json({ success: false, message: '清除失败：缓存不可用', code: 500, result: null, timestamp: 1 }));
    await tryBadInput('clear cache answered success:false', 'wrong', async () => {
      await waitFor(() => expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ level: 'warning', message: '清除失败：缓存不可用' })]));
    });
  });
});

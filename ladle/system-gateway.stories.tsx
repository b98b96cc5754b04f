import type { Story } from '@ladle/react';
import type { SysGatewayRoute } from '@/api/types';
import { GatewayRouteDialog, type GatewayDialogMode } from '@/features/system/gateway/GatewayRouteDialog';
import { DialogHarness, writeHandler } from './fixtures/system-dialogs';

export default { title: 'System / Gateway route dialog' };

const route: SysGatewayRoute = {
  id: 'g1',
  routerId: 'jeecg-demo',
  name: '演示服务',
  uri: 'lb://jeecg-demo',
  predicates: [{ name: 'Path', args: ['/demo/**'] }],
  filters: [{ name: 'StripPrefix', args: ['1'] }],
  status: 1,
};

const handlers = (failure: string | null = null) => [writeHandler('post', '/sys/gatewayRoute/updateAll', '操作成功！', failure)];

function Gateway({ mode, record = null, submit }: { mode: GatewayDialogMode; record?: SysGatewayRoute | null; submit?: boolean }) {
  return (
    <DialogHarness submitOnOpen={submit}>
      {(open, close) => <GatewayRouteDialog mode={open ? mode : null} record={record} onClose={close} onSaved={close} />}
    </DialogHarness>
  );
}

/** 新增: no predicates or filters yet. */
export const Empty: Story = () => <Gateway mode="add" />;
Empty.msw = handlers();

/** 编辑 a route with a Path predicate and a StripPrefix filter. */
export const Filled: Story = () => <Gateway mode="edit" record={route} />;
Filled.msw = handlers();

/** 确定 pressed on a blank route: the required messages. */
export const Invalid: Story = () => <Gateway mode="add" submit />;
Invalid.msw = handlers();

/** updateAll answers the server's refusal. */
export const ServerFailure: Story = () => <Gateway mode="edit" record={route} />;
ServerFailure.msw = handlers('操作失败');

/** 详情: read-only. */
export const Detail: Story = () => <Gateway mode="detail" record={route} />;
Detail.msw = handlers();

import type { Story } from '@ladle/react';
import type { SysGatewayRoute } from '@/api/sys/gateway';
import { GatewayRouteDialog, type GatewayDialogMode } from '@/features/system/gateway/GatewayRouteDialog';
import { DialogHarness, writeHandler } from './fixtures/system-dialogs';
import { shows } from './story-shows';

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
shows(Empty, { text: ['路由ID', '路由URI', '路由状态：有效', 'Path'], roles: [{ role: 'dialog', name: '新增' }, { role: 'heading', name: '过滤器' }], absent: ['StripPrefix', '请输入路由ID!'] });

/** 编辑 a route with a Path predicate and a StripPrefix filter. */
export const Filled: Story = () => <Gateway mode="edit" record={route} />;
Filled.msw = handlers();
shows(Filled, { text: ['Path', '过滤器1', 'StripPrefix'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入路由ID!'] });

/** 确定 pressed on a blank route: the required messages. */
export const Invalid: Story = () => <Gateway mode="add" submit />;
Invalid.msw = handlers();
shows(Invalid, { text: ['请输入路由ID!', '请输入路由名称!', '请输入路由URI!', '请输入参数!'], roles: [{ role: 'dialog', name: '新增' }] });

/** updateAll answers the server's refusal. */
export const ServerFailure: Story = () => <Gateway mode="edit" record={route} />;
ServerFailure.msw = handlers('操作失败');
shows(ServerFailure, { text: ['StripPrefix'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'button', name: '确定' }] });

/** 详情: read-only. */
export const Detail: Story = () => <Gateway mode="detail" record={route} />;
Detail.msw = handlers();
shows(Detail, { text: ['StripPrefix', '路由状态：有效'], roles: [{ role: 'dialog', name: '详情' }, { role: 'button', name: '关闭' }], absent: ['确定', '添加过滤器'] });

/**
 * 网关路由 against the fake backend: routes with parsed predicates/filters, add and edit
 * through updateAll (操作成功！), rule validation, 清除缓存 and delete (删除路由成功).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import GatewayRouteListPage from '@/features/system/gateway/GatewayRouteListPage';
import { gatewayRouteTable } from '@fake/handlers/sys-gateway';
import { miscServer, resetWithMiscAdmin } from '../../message/misc-admin-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow, rowWith, submitEmptyNewDialog } from '../../list-screen';

withFakeBackend({ server: miscServer, reset: resetWithMiscAdmin, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/gatewayRoute', <GatewayRouteListPage title="网关路由" component="system/SysGatewayRouteList" />);
}


describe('网关路由', () => {
  it('lists every route with its predicates, filters and status', async () => {
    setup();
    await waitFor(() => expect(rowWith('jeecg-demo')).toBeDefined());
    expect(rowWith('jeecg-demo')).toHaveTextContent('Path=/mock/**');
    expect(rowWith('jeecg-demo')).toHaveTextContent('StripPrefix=1');
    expect(rowWith('旧版接口（停用）')).toHaveTextContent('无效');
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('adds a route: required messages, URI and argument checks, then 操作成功！', async () => {
    const user = setup();
    await waitFor(() => expect(rowWith('jeecg-demo')).toBeDefined());
    const dialog = await submitEmptyNewDialog(user, ['请输入路由ID!', '请输入路由名称!', '请输入路由URI!', '请输入参数!']);
    await user.type(within(dialog).getByRole('textbox', { name: /路由ID/ }), 'zw-report');
    await user.type(within(dialog).getByRole('textbox', { name: /路由名称/ }), '报表服务');
    const uri = within(dialog).getByRole('textbox', { name: /路由URI/ });
    await user.type(uri, 'report-service');
    await user.type(within(dialog).getByRole('textbox', { name: '路由条件1参数（多个用逗号分隔）' }), '/report/**, /jmreport/**');
    await user.click(within(dialog).getByRole('button', { name: '添加过滤器' }));
    await user.type(within(dialog).getByRole('textbox', { name: '过滤器1参数（多个用逗号分隔）' }), '1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('路由URI须以 lb://、lb:ws://、http:// 或 https:// 开头!')).toBeInTheDocument();
    await user.clear(uri);
    await user.type(uri, 'lb://zw-report');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    await waitFor(() => expect(rowWith('报表服务')).toHaveTextContent('Path=/report/**, /jmreport/**'));
    const stored = gatewayRouteTable.findFirst((q) => q.where({ routerId: 'zw-report' }));
    expect(JSON.parse(stored!.predicates!)).toEqual([{ name: 'Path', args: ['/report/**', '/jmreport/**'] }]);
    expect(JSON.parse(stored!.filters!)).toEqual([{ name: 'StripPrefix', args: ['1'] }]);
  });

  it('edits a route: switches it off and removes its filter', async () => {
    const user = setup();
    await waitFor(() => expect(rowWith('jeecg-demo')).toBeDefined());
    await user.click(within(rowWith('jeecg-demo')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: '删除过滤器1' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    await waitFor(() => expect(rowWith('jeecg-demo')).toHaveTextContent('无效'));
    expect(rowWith('jeecg-demo')).not.toHaveTextContent('StripPrefix');
  });

  it('clears the route cache and deletes a route', async () => {
    const user = setup();
    await waitFor(() => expect(rowWith('jeecg-cms')).toBeDefined());
    await user.click(screen.getByRole('button', { name: '清除缓存' }));
    expect(await screen.findByText('清除成功！')).toBeInTheDocument();
    await deleteRow(user, rowWith('jeecg-cms'));
    expect(await screen.findByText('删除路由成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
  });
});

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

withFakeBackend({ server: miscServer, reset: resetWithMiscAdmin, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/gatewayRoute', <GatewayRouteListPage title="网关路由" component="system/SysGatewayRouteList" />);
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

describe('网关路由', () => {
  it('lists every route with its predicates, filters and status', async () => {
    setup();
    await waitFor(() => expect(rowOf('jeecg-demo')).toBeDefined());
    expect(rowOf('jeecg-demo')).toHaveTextContent('Path=/mock/**');
    expect(rowOf('jeecg-demo')).toHaveTextContent('StripPrefix=1');
    expect(rowOf('旧版接口（停用）')).toHaveTextContent('无效');
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('adds a route: required messages, URI and argument checks, then 操作成功！', async () => {
    const user = setup();
    await waitFor(() => expect(rowOf('jeecg-demo')).toBeDefined());
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const m of ['请输入路由ID!', '请输入路由名称!', '请输入路由URI!', '请输入参数!']) expect(within(dialog).getByText(m)).toBeInTheDocument();
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
    await waitFor(() => expect(rowOf('报表服务')).toHaveTextContent('Path=/report/**, /jmreport/**'));
    const stored = gatewayRouteTable.findFirst((q) => q.where({ routerId: 'zw-report' }));
    expect(JSON.parse(stored!.predicates!)).toEqual([{ name: 'Path', args: ['/report/**', '/jmreport/**'] }]);
    expect(JSON.parse(stored!.filters!)).toEqual([{ name: 'StripPrefix', args: ['1'] }]);
  });

  it('edits a route: switches it off and removes its filter', async () => {
    const user = setup();
    await waitFor(() => expect(rowOf('jeecg-demo')).toBeDefined());
    await user.click(within(rowOf('jeecg-demo')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: '删除过滤器1' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('jeecg-demo')).toHaveTextContent('无效'));
    expect(rowOf('jeecg-demo')).not.toHaveTextContent('StripPrefix');
  });

  it('clears the route cache and deletes a route', async () => {
    const user = setup();
    await waitFor(() => expect(rowOf('jeecg-cms')).toBeDefined());
    await user.click(screen.getByRole('button', { name: '清除缓存' }));
    expect(await screen.findByText('清除成功！')).toBeInTheDocument();
    await user.click(within(rowOf('jeecg-cms')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定删除吗?' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除路由成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
  });
});

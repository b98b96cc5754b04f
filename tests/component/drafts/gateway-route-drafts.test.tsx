/**
 * 网关路由 新增 keeps its draft like every record form: a dead session loses nothing typed, the same
 * user gets it back through 恢复草稿 into 新增, filled; another user is offered nothing.
 */
import { useState } from 'react';
import { beforeEach } from 'vitest';
import type { Result } from '@/api/envelope';
import type { SysGatewayRoute } from '@/api/sys/gateway';
import { GatewayRouteDialog } from '@/features/system/gateway/GatewayRouteDialog';
import type { GatewayServices } from '@/features/system/gateway/gateway-services';
import { useDraftReopen } from '@/widgets/list/use-draft-reopen';
import { describeAddFormDrafts } from './draft-harness';

const ok = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: 1 });
const saved: unknown[] = [];
const services: GatewayServices = {
  save: async (router) => {
    saved.push(router);
    return ok('保存成功!');
  },
  clearRedis: async () => ok('刷新成功'),
  findSaved: async () => false,
};

function GatewayList() {
  const [mode, setMode] = useState<'add' | null>(null);
  useDraftReopen<SysGatewayRoute>({ onAdd: () => setMode('add'), rows: [], loading: false, rowKey: 'id' });
  return (
    <>
      <button type="button" onClick={() => setMode('add')}>
        新增路由
      </button>
      <GatewayRouteDialog mode={mode} record={null} services={services} onClose={() => setMode(null)} onSaved={() => setMode(null)} />
    </>
  );
}

beforeEach(() => {
  saved.length = 0;
});

describeAddFormDrafts({
  title: '网关路由',
  route: '/isystem/gateway',
  addButton: '新增路由',
  list: <GatewayList />,
  typed: [
    { label: /路由ID/, text: 'report-service' },
    { label: /路由名称/, text: '报表服务' },
  ],
  values: { routerId: 'report-service', name: '报表服务' },
});

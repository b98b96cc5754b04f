/**
 * A small backend for list-helper tests and stories: 25 rows behind
 * /demo/list|delete|deleteBatch|exportXls, answered with the fake server's
 * shared query helper, recording every request it sees.
 */
import { http, HttpResponse } from 'msw';
import type { Result } from '@/api/envelope';
import { listPage, queryRows, type EntityFields } from '@fake/lib/list-query';
import { c0, error, okMsg, okMsgData } from '@fake/lib/result';
import { exceptionResult } from '@fake/lib/route';
import { excelResponse, writeWorkbook } from '@fake/lib/xls';

export interface DemoRow {
  id: string;
  name: string;
  code: string;
  createTime: string;
}

export const DEMO_FIELDS: EntityFields = { id: 'string', name: 'string', code: 'string', createTime: 'date' };

export function demoRows(count = 25): DemoRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return { id: `r${n}`, name: `${n % 3 === 0 ? '处室' : '科室'}${String(n).padStart(2, '0')}`, code: `C${String(n).padStart(3, '0')}`, createTime: `2025-01-${String(n).padStart(2, '0')} 09:00:00` };
  });
}

export interface DemoBackend {
  rows: DemoRow[];
  requests: Array<{ path: string; params: URLSearchParams }>;
  last: (path: string) => URLSearchParams | undefined;
  handlers: ReturnType<typeof http.get>[];
}

const json = (body: Result<unknown>) => HttpResponse.json(body);

export function demoBackend(initial: DemoRow[] = demoRows()): DemoBackend {
  const state: DemoBackend = {
    rows: initial.map((r) => ({ ...r })),
    requests: [],
    last: (path) => [...state.requests].reverse().find((r) => r.path === path)?.params,
    handlers: [],
  };
  const record = (path: string, request: Request) => {
    const params = new URL(request.url).searchParams;
    state.requests.push({ path, params });
    return params;
  };
  state.handlers = [
    http.get('*/zw-lgb2/demo/list', ({ request }) => {
      const params = record('list', request);
      try {
        return json(c0(listPage(state.rows, params, DEMO_FIELDS)));
      } catch (e) {
        return json(exceptionResult(e));
      }
    }),
    http.delete('*/zw-lgb2/demo/delete', ({ request }) => {
      const id = record('delete', request).get('id');
      if (id === 'r1') return json(error('删除失败!'));
      state.rows = state.rows.filter((r) => r.id !== id);
      return json(okMsg('删除成功!'));
    }),
    http.delete('*/zw-lgb2/demo/deleteBatch', ({ request }) => {
      const ids = new Set((record('deleteBatch', request).get('ids') ?? '').split(',').filter(Boolean));
      state.rows = state.rows.filter((r) => !ids.has(r.id));
      return json(okMsgData('删除成功!', null));
    }),
    http.get('*/zw-lgb2/demo/exportXls', async ({ request }) => {
      const params = record('exportXls', request);
      if (params.get('name') === '*empty*') return new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'application/vnd.ms-excel' } });
      let rows = queryRows(state.rows, params, DEMO_FIELDS);
      const selections = params.get('selections');
      if (selections) rows = rows.filter((r) => selections.split(',').includes(r.id));
      const bytes = await writeWorkbook({ title: '演示列表', sheetName: '导出信息', columns: [{ header: '名称', key: 'name' }, { header: '编码', key: 'code' }], rows: rows.map((r) => ({ ...r })) });
      return excelResponse(bytes, '演示');
    }),
  ];
  return state;
}

/**
 * SysDataLogController (contract §4.18): saved versions of records (JSON
 * snapshots), their list, two versions side by side and the versions of one
 * record.
 */
import type { HttpHandler } from 'msw';
import type { SysDataLog } from '@/api/sys/data-log';
import { defineTable, plain } from '../db/table';
import { JEECG_ENTITY_FIELDS, listPage, type EntityFields } from '../lib/list-query';
import { c0 } from '../lib/result';
import { api } from '../lib/route';

export const dataLogTable = defineTable<SysDataLog>('sys_data_log');

export const DATA_LOG_FIELDS: EntityFields = {
  ...JEECG_ENTITY_FIELDS,
  dataTable: 'string',
  dataId: 'string',
  dataContent: 'string',
  dataVersion: 'string',
};

function byId(id: string | null): SysDataLog[] {
  const row = id ? dataLogTable.findFirst((q) => q.where({ id })) : undefined;
  return row ? [plain(row)] : [];
}

export const dataLogHandlers: HttpHandler[] = [
  api.get('/sys/dataLog/list', ({ query }) => c0(listPage(dataLogTable.all().map((r) => plain(r)), query, DATA_LOG_FIELDS))),

  // `listByIds` of the two ids: ids that do not exist are simply missing from the list.
  api.get('/sys/dataLog/queryCompareList', ({ query }) => {
    return c0([...byId(query.get('dataId1')), ...byId(query.get('dataId2'))]);
  }),

  api.get('/sys/dataLog/queryDataVerList', ({ query }) => {
    const dataTable = query.get('dataTable') ?? '';
    const dataId = query.get('dataId') ?? '';
    const rows = dataLogTable
      .all()
      .filter((r) => r.dataTable === dataTable && r.dataId === dataId)
      .sort((a, b) => Number(a.dataVersion) - Number(b.dataVersion));
    return c0(rows.map((r) => plain(r)));
  }),
];

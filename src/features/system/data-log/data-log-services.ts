/** The compare calls of the 数据日志 screen (contract §4.18). */
import { getAction } from '@/api/http';
import type { Result } from '@/api/envelope';
import type { SysDataLog } from '@/api/sys/data-log';
import { DATA_LOG_API } from '@/api/sys/data-log';

export interface DataLogServices {
  compare: (id1: string, id2: string) => Promise<Result<SysDataLog[]>>;
  versions: (dataTable: string, dataId: string) => Promise<Result<SysDataLog[]>>;
}

export const dataLogServices: DataLogServices = {
  compare: (id1, id2) => getAction(DATA_LOG_API.queryCompareList, { dataId1: id1, dataId2: id2 }),
  versions: (dataTable, dataId) => getAction(DATA_LOG_API.queryDataVerList, { dataTable, dataId }),
};

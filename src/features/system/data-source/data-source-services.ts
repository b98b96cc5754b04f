/** The data-source reads and writes of the form dialog (contract §4.19). */
import { getAction, postAction, putAction } from '@/api/http';
import { checkDuplicate } from '@/api/sys/duplicate';
import type { Result } from '@/api/envelope';
import type { SysDataSource } from '@/api/sys/data-source';
import { DATA_SOURCE_API } from '@/api/sys/data-source';

export interface DataSourceServices {
  add: (values: Partial<SysDataSource>) => Promise<Result<unknown>>;
  edit: (values: Partial<SysDataSource> & { id: string }) => Promise<Result<unknown>>;
  /** The record with its password decrypted (only queryById gives it). */
  queryById: (id: string) => Promise<SysDataSource>;
  checkCode: (code: string, id?: string) => Promise<string | undefined>;
}

export const dataSourceServices: DataSourceServices = {
  add: (values) => postAction(DATA_SOURCE_API.add, values),
  edit: (values) => putAction(DATA_SOURCE_API.edit, values),
  queryById: async (id) => {
    const res = await getAction<SysDataSource>(DATA_SOURCE_API.queryById, { id });
    if (!res.success) throw new Error(res.message);
    return res.result;
  },
  checkCode: (code, id) => checkDuplicate({ tableName: 'sys_data_source', fieldName: 'code', fieldVal: code, dataId: id }),
};

/**
 * Data sources (`/sys/dataSource/*`, contract §5.16).
 */
import type { DateTimeString, DictText } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** A data source (§5.16). `dbPassword` is encrypted in lists and decrypted only by `queryById`. */
export interface SysDataSource {
  id: string;
  code: string;
  name: string;
  remark?: string | null;
  dbType?: string | null;
  dbDriver?: string | null;
  dbUrl?: string | null;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
  sysOrgCode?: string | null;
}


/** A row of the data source list: no password (the list sends it encrypted), with its dictionary texts. */
export type SysDataSourceRow = Omit<SysDataSource, 'dbPassword'> & DictText<'dbType'>;
/** Data sources: endpoint paths. */
export const DATA_SOURCE_API = crudEndpoints('/sys/dataSource', ['queryById']);

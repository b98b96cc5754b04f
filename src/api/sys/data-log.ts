/**
 * Data logs (`/sys/dataLog/*`, contract §5.15): saved versions of a record.
 */
import type { AuditFields } from '../envelope';
import { controllerPaths } from '../crud-endpoints';

/** `SysDataLog` (contract §5.15): one saved version of a record; `dataContent` is JSON text. */
export interface SysDataLog extends AuditFields {
  id: string;
  dataTable: string;
  dataId: string;
  dataContent: string;
  dataVersion: string;
}

/** Data logs: endpoint paths. */
export const DATA_LOG_API = controllerPaths('/sys/dataLog', ['list', 'queryCompareList', 'queryDataVerList']);

/**
 * System logs (`/sys/log/*`, contract §5.9) and the login statistics of the home page.
 */
import type { AuditFields, DictText } from '../envelope';
import { controllerPaths } from '../crud-endpoints';

/** `GET /sys/loginfo` (its message is, oddly, "登录成功"). */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** One day of `GET /sys/visitInfo`. */
export interface VisitInfo {
  visit: number;
  ip: number;
  /** yyyy-MM-dd */
  tian: string;
  /** MM-dd */
  type: string;
}

/** `SysLog` (contract §5.9): logType 1 login, 2 operation. */
export interface SysLog extends AuditFields {
  id: string;
  costTime?: number | null;
  ip?: string | null;
  requestParam?: string | null;
  requestType?: string | null;
  requestUrl?: string | null;
  method?: string | null;
  /** The account's real name (the backend stores realname here). */
  username?: string | null;
  /** The login name (the backend stores username here). */
  userid?: string | null;
  logContent: string;
  logType: number;
  operateType?: number | null;
}



/** A row of the log list, with its dictionary texts. */
export type SysLogRow = SysLog & DictText<'logType' | 'operateType'>;
/** System logs: endpoint paths. */
export const LOG_API = controllerPaths('/sys/log', ['delete', 'deleteBatch', 'list']);

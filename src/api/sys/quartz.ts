/**
 * Scheduled jobs (`/sys/quartzJob/*`, contract §4.14, §5.8).
 */
import type { AuditFields, DictText } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** `QuartzJob` (contract §5.8, §4.14); `status` 0 正常, -1 停止 (dict quartz_status). */
export interface QuartzJob extends AuditFields {
  id: string;
  delFlag?: number | null;
  jobClassName: string;
  cronExpression: string;
  parameter?: string | null;
  description?: string | null;
  status: number;
}


/** A row of the job list, with its dictionary texts. */
export type QuartzJobRow = QuartzJob & DictText<'status'>;
/** Scheduled jobs: endpoint paths. */
export const QUARTZ_API = crudEndpoints('/sys/quartzJob', ['execute', 'pause', 'resume']);

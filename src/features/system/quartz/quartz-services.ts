/** The /sys/quartzJob writes and actions of the 定时任务 screen (contract §4.14). */
import { getAction, postAction, putAction } from '@/api/http';
import type { Page, Result } from '@/api/envelope';
import type { QuartzJob } from '@/api/sys/quartz';
import { QUARTZ_API } from '@/api/sys/quartz';

export type QuartzJobInput = Pick<QuartzJob, 'jobClassName' | 'cronExpression' | 'parameter' | 'description' | 'status'>;

export interface QuartzServices {
  add: (values: QuartzJobInput) => Promise<Result<unknown>>;
  edit: (values: QuartzJobInput & { id: string }) => Promise<Result<unknown>>;
  /** GET /pause: status → -1. */
  pause: (id: string) => Promise<Result<unknown>>;
  /** GET /resume: status → 0. */
  resume: (id: string) => Promise<Result<unknown>>;
  /** GET /execute: run once now. */
  execute: (id: string) => Promise<Result<unknown>>;
  /** Whether another job already runs this class (the class name is unique); null when the list could not be read. */
  classTaken: (jobClassName: string, exceptId?: string) => Promise<boolean | null>;
}

export const quartzServices: QuartzServices = {
  add: (values) => postAction(QUARTZ_API.add, values),
  edit: (values) => putAction(QUARTZ_API.edit, values),
  pause: (id) => getAction(QUARTZ_API.pause, { id }),
  resume: (id) => getAction(QUARTZ_API.resume, { id }),
  execute: (id) => getAction(QUARTZ_API.execute, { id }),
  classTaken: async (jobClassName, exceptId) => {
    try {
      const res = await getAction<Page<QuartzJob>>(QUARTZ_API.list, { jobClassName, pageNo: 1, pageSize: 10 }, { silent: true });
      if (!res.success) return null;
      return (res.result?.records ?? []).some((job) => job.jobClassName === jobClassName && job.id !== exceptId);
    } catch {
      return null;
    }
  },
};

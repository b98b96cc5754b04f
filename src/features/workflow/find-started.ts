/**
 * After 发起 timed out: did the instance start anyway? The newest instances of the process are read
 * and one started by this user from the same form values counts as the first attempt having landed.
 */
import { getAction } from '@/api/http';
import type { Page } from '@/api/envelope';
import type { WfInstance } from '@/api/workflow';
import { WORKFLOW_URLS } from '@/api/workflow';

export interface StartAttempt {
  processId: string;
  starter: string;
  formData: Record<string, string>;
  assignees: Record<string, string>;
  /** Instances of the process that existed before the attempt: only a new one can be it. */
  before: ReadonlySet<string> | null;
}

const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).every((k) => String(a[k] ?? '').trim() === String(b[k] ?? '').trim());

/** The newest instances of a process, or null when the list cannot be read. */
export async function newestInstances(processId: string): Promise<WfInstance[] | null> {
  try {
    const res = await getAction<Page<WfInstance>>(WORKFLOW_URLS.instances, { processId, column: 'startTime', order: 'desc', pageNo: 1, pageSize: 50 }, { silent: true });
    return res.success ? (res.result?.records ?? []) : null;
  } catch {
    return null;
  }
}

/** The instance the timed-out attempt started, null when it did not, undefined when no one can tell. */
export async function findStarted(attempt: StartAttempt): Promise<WfInstance | null | undefined> {
  const rows = await newestInstances(attempt.processId);
  if (rows === null) return undefined;
  const found = rows.find(
    (i) =>
      i.processId === attempt.processId &&
      i.starter === attempt.starter &&
      (attempt.before === null || !attempt.before.has(i.id)) &&
      sameValues(i.formData ?? {}, attempt.formData) &&
      sameValues(i.assignees ?? {}, attempt.assignees),
  );
  return found ?? null;
}

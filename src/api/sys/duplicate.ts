/**
 * Server-side form checks (console.md §5). Both resolve with the message to
 * show, or undefined when the value passes or the check is skipped, so they
 * plug straight into a field validator. They are silent: a validator firing
 * on every blur must not raise notifications.
 */
import { getAction } from '../http';
import { errorMessage } from '../errors';

export interface DuplicateCheckParams {
  tableName: string;
  fieldName: string;
  fieldVal?: string | number | null;
  dataId?: string | number | null;
}

export async function checkDuplicate(p: DuplicateCheckParams): Promise<string | undefined> {
  if (p.fieldVal === undefined || p.fieldVal === null || p.fieldVal === '') return undefined;
  try {
    const res = await getAction<unknown>('/sys/duplicate/check', { ...p }, { silent: true });
    return res.success ? undefined : res.message;
  } catch (e) {
    return errorMessage(e);
  }
}

/** `value` is URL-encoded before the query encodes it again: the backend decodes twice, as with the Vue console. */
export async function checkRule(ruleCode?: string | null, value?: string | null): Promise<string | undefined> {
  if (!ruleCode || !value) return undefined;
  try {
    const res = await getAction<unknown>('/sys/checkRule/checkByCode', { ruleCode, value: encodeURIComponent(value) }, { silent: true });
    return res.success ? undefined : res.message;
  } catch (e) {
    return errorMessage(e);
  }
}

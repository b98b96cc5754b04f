import { useCallback, useState } from 'react';
import type { WfInstance } from '@/api/workflow';
import { SAVE_TEXT } from '@/widgets/form';
import { findStarted, type StartAttempt } from './find-started';

export interface StartNotice {
  severity: 'info' | 'warning';
  text: string;
}

/**
 * After a 发起 that timed out: whether the instance started anyway, said as a
 * notice. An attempt that could not be checked is kept, so the next 发起 checks
 * it again and asks before posting.
 */
export function useStartCheck() {
  const [unchecked, setUnchecked] = useState<StartAttempt | null>(null);
  const [notice, setNotice] = useState<StartNotice | null>(null);

  /** The instance if it started, null if it did not, undefined if that is unknown. */
  const check = async (attempt: StartAttempt): Promise<WfInstance | null | undefined> => {
    setNotice({ severity: 'info', text: SAVE_TEXT.timeoutChecking });
    const found = await findStarted(attempt);
    if (found) setNotice(null);
    else if (found === null) setNotice({ severity: 'warning', text: SAVE_TEXT.timeoutNotSaved });
    else setNotice({ severity: 'warning', text: SAVE_TEXT.timeoutUnknown });
    return found;
  };

  const reset = useCallback(() => {
    setUnchecked(null);
    setNotice(null);
  }, []);

  return { unchecked, setUnchecked, notice, clearNotice: () => setNotice(null), check, reset };
}

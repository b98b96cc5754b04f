import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { notify } from '@/ui/notify';
import { preloadable } from '@/ui/preloadable';
import { CODE_FAILED_MESSAGE } from '@/ui/code-failed';

export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * The dialog's code loads on the first confirm, not with every page (the login page needs none).
 * The dialog opens once its code is in, so a failed load is reported, the confirm answers "no",
 * and the next confirm fetches the code again.
 */
export const confirmDialogCode = preloadable(() => import('./ConfirmDialog'));

/** What a user sees when the dialog's code could not be fetched (spec: chunk failures). */
export const CONFIRM_CODE_FAILED = CODE_FAILED_MESSAGE;

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** Imperative confirm dialogs (`await confirm({...})`) instead of per-screen modal state. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise((resolve) => {
        confirmDialogCode.preload().then(
          () => setPending({ ...options, resolve }),
          () => {
            notify.error(CONFIRM_CODE_FAILED);
            resolve(false);
          },
        );
      }),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const ConfirmDialog = confirmDialogCode;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? <ConfirmDialog title={pending.title} content={pending.content} okText={pending.okText} cancelText={pending.cancelText} onSettle={settle} /> : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider>');
  return confirm;
}

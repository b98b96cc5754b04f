import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

// The dialog module loads on the first confirm, not with every page (the login page needs none).
const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** Imperative confirm dialogs (`await confirm({...})`) instead of per-screen modal state. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>((options) => new Promise((resolve) => setPending({ ...options, resolve })), []);
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog title={pending.title} content={pending.content} okText={pending.okText} cancelText={pending.cancelText} onSettle={settle} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider>');
  return confirm;
}

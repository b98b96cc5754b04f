import { useEffect, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { useMachine } from '@xstate/react';
import { DepartSwitchView } from './DepartSwitchView';
import { provideDepartSwitchMachine, realDepartServices, type DepartServices } from './depart-services';

export interface DepartNotice {
  level: 'warning' | 'error' | 'success' | 'info';
  message: string;
}

export interface DepartSwitchDialogProps {
  open: boolean;
  /** Called whenever the dialog closes itself: saved, cancelled, or nothing to choose. */
  onClose(): void;
  /** Warnings such as 您尚未设置部门信息!; wire to the app notifications. */
  notify?: (notice: DepartNotice) => void;
  services?: Partial<DepartServices>;
}

/** Header department switch (console.md §2 Dialogs), driven by departSwitchMachine. */
export function DepartSwitchDialog({ open, onClose, notify, services }: DepartSwitchDialogProps) {
  const [s] = useState<DepartServices>(() => ({ ...realDepartServices, ...services }));
  const [machine] = useState(() => provideDepartSwitchMachine(s));
  const [snapshot, send, actor] = useMachine(machine);

  // Latest callbacks without re-subscribing to the actor on every render.
  const onCloseRef = useLatest(onClose);
  const notifyRef = useLatest(notify);

  useEffect(() => {
    const subs = [
      actor.on('depart.closed', () => onCloseRef.current()),
      actor.on('depart.warning', (e) => notifyRef.current?.({ level: 'warning', message: e.message })),
      actor.on('depart.switched', (e) => notifyRef.current?.({ level: 'success', message: e.message })),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [actor, onCloseRef, notifyRef]);

  const hidden = snapshot.matches('hidden');
  useEffect(() => {
    if (open && hidden) send({ type: 'depart.open', username: s.currentUsername() });
    else if (!open && !hidden) send({ type: 'depart.cancel' });
    // Only the parent's `open` drives this; machine-initiated closes report through onClose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const c = snapshot.context;
  return (
    <DepartSwitchView
      open={open && snapshot.hasTag('visible')}
      loading={snapshot.matches('loading')}
      saving={snapshot.matches('saving')}
      departs={c.departs}
      currentOrgCode={c.currentOrgCode}
      selected={c.selected}
      submitted={c.submitted}
      error={c.error}
      onSelect={(orgCode) => send({ type: 'depart.select', orgCode })}
      onConfirm={() => send({ type: 'depart.confirm' })}
      onCancel={() => send({ type: 'depart.cancel' })}
    />
  );
}

export default DepartSwitchDialog;

import { useMemo } from 'react';
import { RecycleBinDialog as BinDialog } from '@/widgets/recycle-bin';
import { USER_TEXT as T } from './user-config';
import { userRecycleBin } from './user-recycle-bin';
import { userServices, type UserServices } from './user-services';

export interface RecycleBinDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a restore, so the list shows the user again. */
  onRestored: () => void;
  services?: UserServices;
}

/** 用户回收站 (UserRecycleBinModal.vue): logically deleted users, restored or deleted for good. */
export function RecycleBinDialog({ open, onClose, onRestored, services = userServices }: RecycleBinDialogProps) {
  const config = useMemo(() => userRecycleBin(services), [services]);
  return <BinDialog open={open} title={T.binTitle} config={config} onClose={onClose} onRestored={onRestored} closeText={T.close} />;
}

import { useMemo } from 'react';
import type { SysDict } from '@/api/sys/dict';
import { RecycleBinDialog, type RecycleBinConfig } from '@/widgets/recycle-bin';
import { DICT_TEXT as T } from './dict-config';
import { dictServices, type DictServices } from './dict-services';

export interface DictRecycleBinDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a restore, so the list shows the dictionary again. */
  onRestored: () => void;
  services?: DictServices;
}

/** The dictionary bin: per-row calls only (back/{id}, deletePhysic/{id}), 取回 without a question. */
export function dictRecycleBin(services: DictServices): RecycleBinConfig<SysDict> {
  return {
    queryKey: ['dict-recycle-bin'],
    load: services.deletedList,
    rowLabel: (r) => r.dictName,
    columns: [
      { field: 'dictName', title: '字典名称' },
      { field: 'dictCode', title: '字典编号' },
      { field: 'description', title: '描述' },
    ],
    restore: (rows) => services.restore(rows[0].id),
    deleteForGood: (rows) => services.deleteForGood(rows[0].id),
    confirmRestore: () => null,
    confirmDelete: () => ({ title: T.confirmDeleteForGood }),
    text: { label: T.binTitle, restore: T.restore, deleteForGood: T.deleteForGood, empty: T.binEmpty },
  };
}

/** 字典回收站 (DictDeleteList.vue): logically deleted dictionaries, 取回 or 彻底删除. */
export function DictRecycleBinDialog({ open, onClose, onRestored, services = dictServices }: DictRecycleBinDialogProps) {
  const config = useMemo(() => dictRecycleBin(services), [services]);
  return <RecycleBinDialog open={open} title={T.binTitle} config={config} onClose={onClose} onRestored={onRestored} />;
}

import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import type { ScreenProps } from '@/ui/screen-props';
import { refreshDictCache } from '@/api/sys/dict';
import { notify } from '@/ui/notify';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { DICT_SCREEN, DICT_TEXT as T, DICT_URLS, dictFields, type DictRow } from './dict-config';
import { dictServices, type DictServices } from './dict-services';
import { DictItemDrawer } from './DictItemDrawer';
import type { DictRecycleBinDialogProps } from './DictRecycleBinDialog';
import { pickTrimmed, RecordFormDialog, savedInList, type RecordSave, type RecordValues } from '@/widgets/form';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const DictRecycleBinDialog = deferredDialog<DictRecycleBinDialogProps>(() => import('./DictRecycleBinDialog').then((m) => ({ default: m.DictRecycleBinDialog })), {
  isOpen: (p) => p.open,
  close: (p) => p.onClose(),
});

export interface DictListPageProps extends ScreenProps {
  services?: DictServices;
}

/** 数据字典 (`system/DictList`): dictionaries, their items drawer, the recycle bin and 刷新缓存. */
// After a timeout: the dictionary code is unique, so the list by code shows whether the save landed.
const findSavedDict = savedInList<RecordValues, DictRow>({
  listUrl: DICT_URLS.list,
  query: (v) => pickTrimmed(v, ['dictCode']),
  expected: (v) => pickTrimmed(v, ['dictCode', 'dictName', 'description']),
});

const toDict = (v: RecordValues) => ({ dictName: v.dictName.trim(), dictCode: v.dictCode.trim(), description: v.description });

/** How a dictionary is saved, and how a timed-out save is checked. */
export const dictSave = (services: DictServices): RecordSave<RecordValues, DictRow> => ({
  add: (v) => services.addDict(toDict(v)),
  edit: (v, record) => services.editDict({ ...toDict(v), id: record.id }),
  findSaved: findSavedDict,
});

export default function DictListPage({ title, services = dictServices }: DictListPageProps) {
  const list = useList<DictRow>(DICT_SCREEN);
  const recordDialog = useRecordDialog<DictRow>(list.reload);
  const [itemsOf, setItemsOf] = useState<DictRow | null>(null);
  const [binOpen, setBinOpen] = useState(false);
  const fields = useMemo(() => dictFields((code, _all, id) => services.checkDictCode(code, id)), [services]);

  const rowActions = useCallback((row: DictRow): RowAction[] => [{ label: T.dictConfig, onClick: () => setItemsOf(row) }], []);

  const refresh = async () => {
    try {
      await refreshDictCache();
      notify.success(T.refreshDone);
    } catch {
      notify.warning(T.refreshFailed);
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={DICT_SCREEN}
        label={title}
        {...recordDialog.listActions}
        rowActions={rowActions}
        toolbarExtra={
          <>
            <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => void refresh()}>
              {T.refreshCache}
            </Button>
            <Button variant="outlined" startIcon={<DeleteSweepIcon />} onClick={() => setBinOpen(true)}>
              {T.recycleBin}
            </Button>
          </>
        }
      />
      <RecordFormDialog<DictRow>
        {...recordDialog.formProps}
        fields={fields}
        save={dictSave(services)}
      />
      <DictItemDrawer dict={itemsOf} onClose={() => setItemsOf(null)} services={services} />
      <DictRecycleBinDialog open={binOpen} onClose={() => setBinOpen(false)} onRestored={list.reload} services={services} />
    </Paper>
  );
}

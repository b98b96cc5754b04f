import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ListPage, useList, type ListScreenSpec } from '@/widgets/list';
import { DICT_ITEM_COLUMNS, DICT_ITEM_QUERY, DICT_ITEM_URLS, DICT_TEXT as T, dictItemFields, type DictItemRow, type DictRow } from './dict-config';
import { dictServices, type DictServices } from './dict-services';
import { pickTrimmed, RecordFormDialog, savedInList, type RecordDialogMode, type RecordSave, type RecordValues } from '@/widgets/form';

export interface DictItemDrawerProps {
  /** The dictionary whose items are shown; null closes the drawer. */
  dict: DictRow | null;
  onClose: () => void;
  services?: DictServices;
}

const DICT_ITEM_SCREEN: ListScreenSpec<DictItemRow> = {
  url: DICT_ITEM_URLS,
  queryFields: DICT_ITEM_QUERY,
  columns: DICT_ITEM_COLUMNS,
  permissionPrefix: 'dict',
  defaultSort: { column: 'sortOrder', order: 'asc' },
  // The drawer's list must not take over the dictionary screen's address.
  urlState: false,
};

function ItemList({ dict, services }: { dict: DictRow; services: DictServices }) {
  // dictId rides along as a fixed query value, so 重置 keeps it.
  const list = useList<DictItemRow>({ ...DICT_ITEM_SCREEN, initialQuery: { dictId: dict.id } });
  const [dialog, setDialog] = useState<{ mode: RecordDialogMode; record: DictItemRow | null } | null>(null);
  const fields = useMemo(() => dictItemFields((value, _all, id) => services.checkItemValue(dict.id, value, id)), [dict.id, services]);
  return (
    <>
      <ListPage
        list={list}
        spec={DICT_ITEM_SCREEN}
        label={T.itemsTitle}
        queryRoles={null}
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
      />
      <RecordFormDialog<DictItemRow>
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        fields={fields}
        width={600}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
        save={dictItemSave(services, dict.id)}
      />
    </>
  );
}

/** 字典列表 (DictItemList.vue): the items of one dictionary in a 600 px drawer. */
const toItem = (v: RecordValues) => ({
  itemText: v.itemText.trim(),
  itemValue: v.itemValue.trim(),
  description: v.description,
  sortOrder: Number(v.sortOrder || 1),
  status: Number(v.status || 0),
});

/** How an item of the dictionary `dictId` is saved, and how a timed-out save is checked. */
export const dictItemSave = (services: DictServices, dictId: string): RecordSave<RecordValues, DictItemRow> => ({
  add: (v) => services.addItem({ ...toItem(v), dictId }),
  edit: (v, record) => services.editItem({ ...toItem(v), dictId, id: record.id }),
  // After a timeout: an item's value is unique within its dictionary.
  findSaved: savedInList<RecordValues, DictItemRow>({
    listUrl: DICT_ITEM_URLS.list,
    query: (v) => ({ dictId, ...pickTrimmed(v, ['itemValue']) }),
    expected: (v) => pickTrimmed(v, ['itemValue', 'itemText', 'description']),
  }),
});

export function DictItemDrawer({ dict, onClose, services = dictServices }: DictItemDrawerProps) {
  return (
    <Drawer anchor="right" open={dict !== null} onClose={onClose} slotProps={{ paper: { sx: { width: 640, maxWidth: '100vw' }, role: 'dialog', 'aria-label': T.itemsTitle } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {T.itemsTitle}
          {dict ? ` · ${dict.dictName}` : ''}
        </Typography>
        <IconButton aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2 }}>{dict && <ItemList key={dict.id} dict={dict} services={services} />}</Box>
    </Drawer>
  );
}

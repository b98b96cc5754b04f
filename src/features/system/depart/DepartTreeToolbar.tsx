import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session/permissions';
import { LIST_TEXT, saveWorkbook } from '@/widgets/list';
import { sendAndReport, warnFailure } from '@/widgets/feedback';
import { DEPART_TEXT as T } from './depart-config';
import type { DepartServices } from './depart-services';

export interface DepartTreeToolbarProps {
  services: DepartServices;
  /** The checked departments, for 批量删除. */
  checked: string[];
  onAddChild: () => void;
  onAddTop: () => void;
  onImport: () => void;
  onBatchDeleted: () => void;
}

/** The buttons above the tree, each shown with its grant: 添加下级, 添加一级部门, 导入, 导出, 批量删除. */
export function DepartTreeToolbar({ services, checked, onAddChild, onAddTop, onImport, onBatchDeleted }: DepartTreeToolbarProps) {
  const confirm = useConfirm();
  const can = usePermission();

  const batchDelete = async () => {
    if (checked.length === 0) {
      notify.warning(T.selectOne);
      return;
    }
    if (!(await confirm({ title: T.confirmDelete, content: T.confirmBatch(checked.length) }))) return;
    await sendAndReport(() => services.removeBatch(checked), () => onBatchDeleted());
  };

  const exportXls = async () => {
    try {
      const blob = await services.exportXls();
      if (blob.size === 0) notify.warning(LIST_TEXT.downloadFailed);
      else await saveWorkbook(blob, T.exportName);
    } catch (err) {
      warnFailure(err);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {can('depart:add') ? (
        <>
          <Button variant="contained" onClick={onAddChild}>{T.addChild}</Button>
          <Button variant="contained" onClick={onAddTop}>{T.addTop}</Button>
        </>
      ) : null}
      {can('depart:import') ? (
        <Button variant="contained" onClick={onImport}>{LIST_TEXT.import}</Button>
      ) : null}
      {can('depart:export') ? (
        <Button variant="contained" onClick={() => void exportXls()}>{T.exportXls}</Button>
      ) : null}
      {can('depart:batch_delete') || can('depart:delete') ? (
        <Button variant="outlined" onClick={() => void batchDelete()}>{T.batchDelete}</Button>
      ) : null}
    </Stack>
  );
}

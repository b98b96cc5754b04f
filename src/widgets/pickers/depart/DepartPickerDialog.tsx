/**
 * The 选择层级 dialog (500 px): a name search, the lazy department tree with
 * checkboxes and, for multi-select pickers, the 树操作 menu switching
 * between 父子关联 (checking cascades) and 取消关联 (strict, the default).
 * Its state lives only while open, so closing clears the selection.
 */
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useLatest } from '@/lib/use-latest';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Check from '@mui/icons-material/Check';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { errorMessage } from '@/api/errors';
import { notify } from '@/ui/notify';
import { searchDeparts } from '../api';
import { LazyTreeView } from '../lazy-tree/LazyTree';
import { PICKER_TEXT } from '../messages';
import { useDepartTree } from './depart-tree';

export interface DepartPickerDialogProps {
  open: boolean;
  multi: boolean;
  /** Shows the 树操作 menu (父子关联 / 取消关联); only meaningful with multi. */
  treeOpera: boolean;
  /** Rows of the current value, checked when the dialog opens. */
  initialRows: SysDepartTreeModel[];
  width?: number;
  onClose: () => void;
  /** Rows in selection order; [] when confirmed with nothing checked. */
  onConfirm: (rows: SysDepartTreeModel[]) => void;
}

export function DepartPickerDialog(props: DepartPickerDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="depart-picker-title"
      slotProps={{ paper: { sx: { width: props.width ?? 500, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <DepartPickerBody {...props} />}
    </Dialog>
  );
}

function DepartPickerBody({ multi, treeOpera, initialRows, onClose, onConfirm }: DepartPickerDialogProps) {
  const [selected, setSelected] = useState<string[]>(() => initialRows.map((r) => r.id));
  // 取消关联 (strict) is the Vue default; 父子关联 turns cascading on.
  const [linked, setLinked] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const rows = useRef(new Map(initialRows.map((r) => [r.id, r])));
  const selectedRef = useLatest(selected);
  const linkedRef = useLatest(linked);

  const onChildren = useCallback((parentId: string, childIds: string[]) => {
    // Children arriving under a checked parent in 父子关联 mode are checked too.
    if (linkedRef.current && multi && selectedRef.current.includes(parentId)) {
      setSelected((s) => [...new Set([...s, ...childIds])]);
    }
  }, [multi, linkedRef, selectedRef]);
  const tree = useDepartTree({ onChildren });

  const search = async (keyWord: string) => {
    if (!keyWord.trim()) {
      tree.reload();
      return;
    }
    try {
      tree.showFlat(await searchDeparts(keyWord.trim()));
    } catch (e) {
      notify.warning(errorMessage(e));
    }
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void search((e.target as HTMLInputElement).value);
    }
  };

  const confirm = () => {
    const picked = selected
      .map((id) => tree.node(id)?.data ?? rows.current.get(id))
      .filter((r): r is SysDepartTreeModel => !!r);
    onConfirm(picked);
  };

  const choose = (value: boolean) => {
    setLinked(value);
    setMenuAnchor(null);
  };

  return (
    <>
      <DialogTitle id="depart-picker-title">{PICKER_TEXT.departTitle}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
        <TextField
          size="small"
          type="search"
          placeholder={PICKER_TEXT.departSearch}
          onKeyDown={onSearchKey}
          slotProps={{ htmlInput: { 'aria-label': PICKER_TEXT.departSearch } }}
        />
        <LazyTreeView
          tree={tree}
          mode="check"
          multiple={multi}
          propagate={multi && linked}
          selected={selected}
          onSelectedChange={setSelected}
          label={PICKER_TEXT.departTitle}
        />
      </DialogContent>
      <DialogActions>
        {multi && treeOpera && (
          <Box sx={{ mr: 'auto' }}>
            <Button
              variant="outlined"
              endIcon={<KeyboardArrowUp />}
              aria-haspopup="menu"
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              {PICKER_TEXT.treeOperations}
            </Button>
            <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
              <MenuItem selected={linked} onClick={() => choose(true)}>
                <ListItemIcon>{linked && <Check fontSize="small" />}</ListItemIcon>
                {PICKER_TEXT.linkParentChild}
              </MenuItem>
              <MenuItem selected={!linked} onClick={() => choose(false)}>
                <ListItemIcon>{!linked && <Check fontSize="small" />}</ListItemIcon>
                {PICKER_TEXT.unlinkParentChild}
              </MenuItem>
            </Menu>
          </Box>
        )}
        <Button onClick={onClose}>{PICKER_TEXT.close}</Button>
        <Button variant="contained" onClick={confirm}>
          {PICKER_TEXT.confirm}
        </Button>
      </DialogActions>
    </>
  );
}

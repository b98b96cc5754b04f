import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BlockedReason } from '@/widgets/form';
import { ROLE_TEXT as T } from './role-config';

export interface RoleAuthFooterProps {
  /** 父子关联: checking a menu checks its children and parents too. */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
  onCheckAll: () => void;
  onUncheckAll: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  /** Why saving is not possible now (a read failed or has not answered). */
  blockedReason: string | undefined;
  saving: boolean;
  onCancel: () => void;
  onSave: (close: boolean) => void;
}

/** The drawer's footer: 父子关联, the check and expand buttons, 取消, 仅保存 and 保存并关闭. */
export function RoleAuthFooter({ linked, onLinkedChange, onCheckAll, onUncheckAll, onExpandAll, onCollapseAll, blockedReason, saving, onCancel, onSave }: RoleAuthFooterProps) {
  const treeActions = [
    [T.checkAll, onCheckAll],
    [T.uncheckAll, onUncheckAll],
    [T.expandAll, onExpandAll],
    [T.collapseAll, onCollapseAll],
  ] as const;
  return (
    <Stack direction="row" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', alignItems: 'center' }}>
      <FormControlLabel control={<Switch checked={linked} onChange={(e) => onLinkedChange(e.target.checked)} />} label={T.linkage} />
      {treeActions.map(([label, onClick]) => (
        <Button key={label} size="small" onClick={onClick}>
          {label}
        </Button>
      ))}
      <Box sx={{ flex: 1 }} />
      <BlockedReason reason={blockedReason} />
      <Button onClick={onCancel}>{T.cancel}</Button>
      <Button variant="outlined" disabled={saving || Boolean(blockedReason)} onClick={() => onSave(false)}>
        {T.saveOnly}
      </Button>
      <Button variant="contained" disabled={saving || Boolean(blockedReason)} onClick={() => onSave(true)}>
        {T.saveClose}
      </Button>
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import { ROLE_TEXT as T } from './role-config';
import { roleServices, type RoleServices } from './role-services';
import { sendAndReport } from '@/widgets/feedback';
import { BlockedReason, RelatedDataAlert, relatedBlockReason, useRelatedData } from '@/widgets/form';

export interface RoleDataRuleDrawerProps {
  /** The menu whose rules are shown; null closes the drawer. */
  permission: { id: string; title: string } | null;
  roleId: string;
  onClose: () => void;
  services?: RoleServices;
}

/** 数据规则/按钮权限配置: the data rules of one menu, the ones this role applies checked (contract §4.8). */
export function RoleDataRuleDrawer({ permission, roleId, onClose, services = roleServices }: RoleDataRuleDrawerProps) {
  const permissionId = permission?.id ?? null;
  // 点击保存 sends the checked rules whole: a failed read shows with 重试 and nothing is saved from it.
  const rules = useRelatedData({
    label: T.dataRule,
    queryKey: ['role-data-rule', permissionId, roleId],
    load: async () => unwrap(await services.dataRules(permissionId!, roleId)),
    enabled: permissionId !== null,
  });
  const data = rules.data;
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setChecked((data.drChecked ?? '').split(',').filter(Boolean));
  }, [data]);
  const blockedReason = relatedBlockReason([rules]);

  const toggle = (id: string) => setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  const save = async () => {
    if (!permissionId || !data || saving || blockedReason) return;
    setSaving(true);
    await sendAndReport(() => services.saveDataRules(permissionId, roleId, checked), () => onClose());
    setSaving(false);
  };

  return (
    <Drawer anchor="right" open={permission !== null} onClose={onClose} slotProps={{ paper: { sx: { width: 420, maxWidth: '100vw', p: 2 } } }}>
      <Box role="region" aria-label={T.dataRuleTitle}>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {T.dataRuleTitle}
        </Typography>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
          {permission?.title}
        </Typography>
        <RelatedDataAlert reads={[rules]} />
        {data && (
          <Stack>
            {(data.datarule ?? []).map((r) => (
              <FormControlLabel key={r.id} control={<Checkbox checked={checked.includes(r.id)} onChange={() => toggle(r.id)} />} label={r.ruleName ?? r.id} />
            ))}
          </Stack>
        )}
        <Stack direction="row" sx={{ mt: 2, alignItems: 'center' }}>
          <Button variant="contained" disabled={saving || Boolean(blockedReason)} onClick={() => void save()}>
            {T.dataRuleSave}
          </Button>
          <BlockedReason reason={blockedReason} />
        </Stack>
      </Box>
    </Drawer>
  );
}

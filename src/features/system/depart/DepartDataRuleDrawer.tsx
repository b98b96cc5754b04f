import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import { sendAndReport } from '@/widgets/feedback';
import { BlockedReason, RelatedDataAlert, relatedBlockReason, useRelatedData } from '@/widgets/form';
import { DEPART_TEXT } from './depart-config';
import type { DepartPermissionServices } from './depart-permission-services';

const T = DEPART_TEXT.permission;

export interface DepartDataRuleDrawerProps {
  permission: { id: string; name: string } | null;
  departId: string;
  onClose: () => void;
  services: Pick<DepartPermissionServices, 'dataRules' | 'saveDataRules'>;
}

/** 数据规则 of one granted menu for a department: which of the menu's rules apply to it. */
export function DepartDataRuleDrawer({ permission, departId, onClose, services }: DepartDataRuleDrawerProps) {
  const open = permission !== null;
  const rules = useRelatedData({
    label: T.dataRule,
    queryKey: ['depart-data-rule', permission?.id, departId],
    load: async () => unwrap(await services.dataRules(permission!.id, departId)),
    enabled: open,
  });
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const data = rules.data;
  useEffect(() => {
    if (data) setChecked((data.drChecked ?? '').split(',').filter(Boolean));
  }, [data]);
  const blockedReason = relatedBlockReason([rules]);

  const save = async () => {
    if (!permission || saving || blockedReason) return;
    setSaving(true);
    await sendAndReport(() => services.saveDataRules(permission.id, departId, checked), () => onClose());
    setSaving(false);
  };

  const title = permission ? T.dataRuleTitle(permission.name) : T.dataRule;
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 420, maxWidth: '100vw', p: 2 }, role: 'dialog', 'aria-label': title } as object }}>
      <Typography variant="h6" sx={{ mb: 1 }}>{title}</Typography>
      <RelatedDataAlert reads={[rules]} />
      <Stack>
        {(data?.datarule ?? []).map((r) => (
          <FormControlLabel
            key={r.id}
            label={r.ruleName ?? r.id}
            control={<Checkbox checked={checked.includes(r.id)} onChange={(_, on) => setChecked((c) => (on ? [...c, r.id] : c.filter((x) => x !== r.id)))} />}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 2, alignItems: 'center' }}>
        <BlockedReason reason={blockedReason} />
        <Button onClick={onClose}>{DEPART_TEXT.cancel}</Button>
        <Button variant="contained" disabled={saving || Boolean(blockedReason)} onClick={() => void save()}>{T.save}</Button>
      </Stack>
    </Drawer>
  );
}

import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';
import { notify } from '@/ui/notify';
import { ROLE_TEXT as T } from './role-config';
import type { SysPermissionDataRule } from '@/api/sys/permission';
import { roleServices, type RoleServices } from './role-services';
import { warnFailure } from '@/widgets/feedback';

export interface RoleDataRuleDrawerProps {
  /** The menu whose rules are shown; null closes the drawer. */
  permission: { id: string; title: string } | null;
  roleId: string;
  onClose: () => void;
  services?: RoleServices;
}

type Loaded = { rules: SysPermissionDataRule[]; checked: string[] } | { error: string };

/** 数据规则/按钮权限配置: the data rules of one menu, the ones this role applies checked (contract §4.8). */
export function RoleDataRuleDrawer({ permission, roleId, onClose, services = roleServices }: RoleDataRuleDrawerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [saving, setSaving] = useState(false);
  const permissionId = permission?.id ?? null;

  useEffect(() => {
    setLoaded(null);
    if (!permissionId) return;
    let live = true;
    services
      .dataRules(permissionId, roleId)
      .then((res) => {
        if (!live) return;
        if (!res.success) setLoaded({ error: res.message });
        else setLoaded({ rules: res.result.datarule ?? [], checked: (res.result.drChecked ?? '').split(',').filter(Boolean) });
      })
      .catch((err: unknown) => live && setLoaded({ error: errorMessage(err) }));
    return () => {
      live = false;
    };
  }, [permissionId, roleId, services]);

  const toggle = (id: string) =>
    setLoaded((l) => (l && 'rules' in l ? { ...l, checked: l.checked.includes(id) ? l.checked.filter((c) => c !== id) : [...l.checked, id] } : l));

  const save = async () => {
    if (!permissionId || !loaded || !('rules' in loaded)) return;
    setSaving(true);
    try {
      const res = await services.saveDataRules(permissionId, roleId, loaded.checked);
      if (res.success) {
        notify.success(res.message);
        onClose();
      } else {
        notify.warning(res.message);
      }
    } catch (err) {
      warnFailure(err);
    } finally {
      setSaving(false);
    }
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
        {loaded === null && <Typography>{T.loading}</Typography>}
        {loaded && 'error' in loaded && <Alert severity="info">{loaded.error}</Alert>}
        {loaded && 'rules' in loaded && (
          <Stack>
            {loaded.rules.map((r) => (
              <FormControlLabel
                key={r.id}
                control={<Checkbox checked={loaded.checked.includes(r.id)} onChange={() => toggle(r.id)} />}
                label={r.ruleName ?? r.id}
              />
            ))}
            <Button variant="contained" sx={{ mt: 2, alignSelf: 'flex-start' }} disabled={saving} onClick={() => void save()}>
              {T.dataRuleSave}
            </Button>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

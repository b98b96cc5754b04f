import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { SysDepart } from '@/api/sys/depart';
import type { SysTenant } from '@/api/sys/tenant';
import { LOGIN_TEXT } from './messages';

export interface ChooserProps {
  open: boolean;
  needDepart: boolean;
  needTenant: boolean;
  departs: SysDepart[];
  tenants: SysTenant[];
  orgCode: string;
  tenantId: number | null;
  /** After a confirm attempt, empty required selects turn red (Vue: valid-error). */
  submitted: boolean;
  error: string | null;
  busy: boolean;
  onDepart(orgCode: string): void;
  onTenant(tenantId: number): void;
  onConfirm(): void;
  onCancel(): void;
}

export function chooserTitle(needDepart: boolean, needTenant: boolean): string {
  if (needDepart && needTenant) return LOGIN_TEXT.chooserBoth;
  return needDepart ? LOGIN_TEXT.chooserDepart : LOGIN_TEXT.chooserTenant;
}

/** Tenant and/or department chooser shown after a login that needs one (Vue LoginSelectTenant). */
export function LoginChooserDialog(p: ChooserProps) {
  return (
    <Dialog open={p.open} fullWidth maxWidth="xs" aria-labelledby="login-chooser-title">
      <DialogTitle id="login-chooser-title">{chooserTitle(p.needDepart, p.needTenant)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {p.needTenant && (
            <FormControl required fullWidth error={p.submitted && p.tenantId === null}>
              <InputLabel id="login-tenant-label">{LOGIN_TEXT.tenant}</InputLabel>
              <Select
                labelId="login-tenant-label"
                label={LOGIN_TEXT.tenant}
                value={p.tenantId === null ? '' : String(p.tenantId)}
                disabled={p.busy}
                onChange={(e) => p.onTenant(Number(e.target.value))}
              >
                {p.tenants.map((t) => (
                  <MenuItem key={t.id} value={String(t.id)}>
                    {t.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {p.needDepart && (
            <FormControl required fullWidth error={p.submitted && p.orgCode === ''}>
              <InputLabel id="login-depart-label">{LOGIN_TEXT.depart}</InputLabel>
              <Select
                labelId="login-depart-label"
                label={LOGIN_TEXT.depart}
                value={p.orgCode}
                disabled={p.busy}
                onChange={(e) => p.onDepart(e.target.value)}
              >
                {p.departs.map((d) => (
                  <MenuItem key={d.id} value={d.orgCode}>
                    {d.departName}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {p.error && <Alert severity="error">{p.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel} disabled={p.busy}>
          {LOGIN_TEXT.cancel}
        </Button>
        <Button variant="contained" onClick={p.onConfirm} loading={p.busy}>
          {LOGIN_TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

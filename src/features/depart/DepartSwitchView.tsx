import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import type { SysDepart } from '@/api/sys/depart';
import { departDialogTitle } from '@machines/departSwitch.machine';
import { DEPART_MESSAGES, DEPART_TEXT } from './messages';

export interface DepartSwitchViewProps {
  open: boolean;
  loading: boolean;
  saving: boolean;
  departs: SysDepart[];
  currentOrgCode: string | null;
  selected: string;
  submitted: boolean;
  error: string | null;
  onSelect(orgCode: string): void;
  onConfirm(): void;
  onCancel(): void;
}

/** Stateless dialog body, so every state can be shown in a story. */
export function DepartSwitchView(p: DepartSwitchViewProps) {
  const title = departDialogTitle(p.departs, p.currentOrgCode);
  return (
    <Dialog open={p.open} onClose={p.saving ? undefined : p.onCancel} fullWidth maxWidth="xs" aria-labelledby="depart-switch-title">
      <DialogTitle id="depart-switch-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Tooltip title={DEPART_MESSAGES.tooltip} placement="top-start">
          <AccountTreeOutlined color="success" tabIndex={0} />
        </Tooltip>
        {title}
      </DialogTitle>
      <DialogContent>
        {p.loading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress aria-label={DEPART_MESSAGES.title} />
          </Box>
        ) : (
          <FormControl error={p.submitted && p.selected === ''} fullWidth>
            <RadioGroup
              aria-label={DEPART_TEXT.listLabel}
              value={p.selected}
              onChange={(e) => p.onSelect(e.target.value)}
            >
              {p.departs.map((d) => (
                <FormControlLabel key={d.id} value={d.orgCode} control={<Radio />} label={d.departName} disabled={p.saving} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {p.error && <Alert severity="error">{p.error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel} disabled={p.saving}>
          {DEPART_TEXT.cancel}
        </Button>
        <Button variant="contained" onClick={p.onConfirm} loading={p.saving} disabled={p.loading}>
          {DEPART_TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

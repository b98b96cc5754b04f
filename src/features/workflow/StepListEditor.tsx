/**
 * The process editor's step list: name, how the assignee is found (chosen at
 * start / fixed users via the user picker / a role via the role picker) and
 * the actions the step allows, with 上移 / 下移 / 删除 and 添加步骤.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import type { WfAction, WfActionCode, WfAssigneeMode, WfStep } from '@/api/workflow';
import { RolePicker, UserByDepartPicker } from '@/widgets/pickers';
import { move } from './form-model';

export const ASSIGNEE_MODES: ReadonlyArray<{ value: WfAssigneeMode; text: string }> = [
  { value: 'start', text: '发起时指定' },
  { value: 'users', text: '固定用户' },
  { value: 'role', text: '角色（需签收）' },
];

let draftSeq = 0;
export const emptyStep = (index: number): WfStep => ({ id: `new-${Date.now()}-${(draftSeq += 1)}`, name: `步骤${index + 1}`, assigneeMode: 'start', users: null, role: null, actions: ['approve', 'reject'] });

export interface StepListEditorProps {
  steps: WfStep[];
  onChange: (steps: WfStep[]) => void;
  actions: readonly WfAction[];
}

export function StepListEditor({ steps, onChange, actions }: StepListEditorProps) {
  const patch = (i: number, change: Partial<WfStep>) => onChange(steps.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const toggle = (i: number, code: WfActionCode, on: boolean) => {
    const current = steps[i].actions.filter((a) => a !== code);
    patch(i, { actions: on ? actions.map((a) => a.code).filter((c) => c === code || current.includes(c)) : current });
  };
  return (
    <Box>
      {steps.length === 0 && <Typography color="text.secondary">暂无步骤，请点击「添加步骤」</Typography>}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((s, i) => {
          const n = i + 1;
          return (
            <Box component="li" key={s.id} aria-label={`步骤${n}`} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ width: 24 }}>{n}</Typography>
                <TextField size="small" label="步骤名称" value={s.name} onChange={(e) => patch(i, { name: e.target.value })} slotProps={{ htmlInput: { 'aria-label': `步骤${n}名称` } }} />
                <TextField select size="small" label="办理人" value={s.assigneeMode} onChange={(e) => patch(i, { assigneeMode: e.target.value as WfAssigneeMode })} sx={{ width: 160 }}>
                  {ASSIGNEE_MODES.map((m) => (
                    <MenuItem key={m.value} value={m.value}>
                      {m.text}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flex: 1, minWidth: 240 }}>
                  {s.assigneeMode === 'users' && <UserByDepartPicker value={s.users ?? ''} onChange={(v) => patch(i, { users: v })} label={`步骤${n}办理人`} />}
                  {s.assigneeMode === 'role' && <RolePicker value={s.role ?? ''} onChange={(v) => patch(i, { role: v })} multiple={false} />}
                </Box>
                <IconButton size="small" aria-label={`上移步骤${n}`} disabled={i === 0} onClick={() => onChange(move(steps, i, -1))}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`下移步骤${n}`} disabled={i === steps.length - 1} onClick={() => onChange(move(steps, i, 1))}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" color="error" aria-label={`删除步骤${n}`} onClick={() => onChange(steps.filter((_, j) => j !== i))}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
              <FormGroup row sx={{ pl: 4 }}>
                <Typography variant="body2" sx={{ alignSelf: 'center', mr: 1 }}>
                  允许动作：
                </Typography>
                {actions.map((a) => (
                  <FormControlLabel key={a.code} control={<Checkbox size="small" checked={s.actions.includes(a.code)} onChange={(e) => toggle(i, a.code, e.target.checked)} />} label={a.name} />
                ))}
              </FormGroup>
            </Box>
          );
        })}
      </Stack>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange([...steps, emptyStep(steps.length)])}>
        添加步骤
      </Button>
    </Box>
  );
}

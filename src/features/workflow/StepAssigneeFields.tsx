import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WfStep } from '@/api/workflow';
import { UserByDepartPicker } from '@/widgets/pickers';

export interface StepAssigneeFieldsProps {
  /** The steps whose assignee is chosen at start. */
  steps: readonly WfStep[];
  assignees: Record<string, string>;
  /** Messages under `step:<id>`. */
  errors: Record<string, string>;
  onChange: (stepId: string, username: string) => void;
}

/** 办理人: one user picker per step chosen at start. */
export function StepAssigneeFields({ steps, assignees, errors, onChange }: StepAssigneeFieldsProps) {
  return (
    <>
      {steps.length > 0 && <Divider textAlign="left">办理人</Divider>}
      {steps.map((s) => (
        <Stack key={s.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 160 }}>{s.name}</Typography>
          <UserByDepartPicker
            multi={false}
            label={`${s.name}办理人`}
            value={assignees[s.id] ?? ''}
            onChange={(v) => onChange(s.id, v)}
            error={!!errors[`step:${s.id}`]}
            helperText={errors[`step:${s.id}`]}
          />
        </Stack>
      ))}
    </>
  );
}

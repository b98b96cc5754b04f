import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DictSelect, RecordSaveStatus, type SaveNotice } from '@/widgets/form';
import { PERMISSION_TEXT as T } from '../permission/permission-config';
import type { RuleDraft, RuleErrors } from './data-rule-values';

export interface DataRuleFormProps {
  draft: RuleDraft;
  errors: RuleErrors;
  notice: SaveNotice | null;
  saving: boolean;
  onChange: (key: keyof RuleDraft, value: string) => void;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}

/** The inline form of one rule: 规则名称, 规则字段, 条件, 规则值, 状态. */
export function DataRuleForm({ draft, errors, notice, saving, onChange, onSubmit, onCancel }: DataRuleFormProps) {
  return (
    <Box component="form" aria-label={T.dataRule} onSubmit={onSubmit} noValidate sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack spacing={1}>
        <RecordSaveStatus notice={notice} />
        <TextField size="small" label={T.ruleName} required value={draft.ruleName} onChange={(e) => onChange('ruleName', e.target.value)} error={!!errors.ruleName} helperText={errors.ruleName ?? ' '} />
        <TextField size="small" label={T.ruleColumn} value={draft.ruleColumn} onChange={(e) => onChange('ruleColumn', e.target.value)} helperText=" " />
        <DictSelect
          dictCode={T.ruleConditionsDict}
          label={T.ruleConditions}
          required
          value={draft.ruleConditions}
          onChange={(v) => onChange('ruleConditions', v)}
          error={errors.ruleConditions}
        />
        <TextField size="small" label={T.ruleValue} required value={draft.ruleValue} onChange={(e) => onChange('ruleValue', e.target.value)} error={!!errors.ruleValue} helperText={errors.ruleValue ?? ' '} />
        <TextField size="small" select label={T.ruleStatus} value={draft.status} onChange={(e) => onChange('status', e.target.value)}>
          {T.statuses.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.text}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{T.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {T.ok}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The form control: an input holding the expression plus a `选择` button that opens the `Cron表达式` dialog. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CronEditorModal, type CronEditorVariant } from './CronEditorModal';
import { CRON_TEXT } from '@/lib/cron/messages';
import { validate } from '@/lib/cron/quartz';
import type { RemotePreview } from './use-preview';

export interface CronEditorProps {
  value: string;
  onChange: (expression: string) => void;
  variant?: CronEditorVariant;
  disabled?: boolean;
  remotePreview?: RemotePreview;
  /** Accessible label of the input; defaults to `Cron表达式`. */
  label?: string;
}

export function CronEditor({ value, onChange, variant = 'default', disabled, remotePreview, label = CRON_TEXT.inputLabel }: CronEditorProps) {
  const [open, setOpen] = useState(false);
  const error = value.trim() ? validate(value) : null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        value={value}
        disabled={disabled}
        placeholder={CRON_TEXT.inputPlaceholder}
        onChange={(e) => onChange(e.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
        sx={{ flex: 1, minWidth: 220 }}
        slotProps={{ htmlInput: { 'aria-label': label, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button variant="outlined" disabled={disabled} onClick={() => setOpen(true)} sx={{ flexShrink: 0, height: 40 }}>
        {CRON_TEXT.select}
      </Button>
      <CronEditorModal
        open={open}
        value={value}
        variant={variant}
        remotePreview={remotePreview}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          onChange(expression);
          setOpen(false);
        }}
      />
    </Box>
  );
}

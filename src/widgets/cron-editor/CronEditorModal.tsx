/** The `Cron表达式` dialog: seven tabs, the hand-editable expression, its description and the run preview. */
import { useId, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { cronEditorMachine, type CronEditorEvent } from '@machines/cronEditor.machine';
import { FIELD_ORDER, type CronFields, type FieldName } from '@/lib/cron/cron-model';
import { DayTab } from './DayTab';
import { describe } from '@/lib/cron/describe';
import { CRON_TEXT, TAB_LABELS } from '@/lib/cron/messages';
import { PreviewList } from './PreviewList';
import { nextRuns } from '@/lib/cron/quartz';
import { SimpleFieldTab } from './SimpleFieldTab';
import { usePreview, type RemotePreview } from './use-preview';
import { WeekTab } from './WeekTab';

export type CronEditorVariant = 'default' | 'compact';
export const MODAL_WIDTH: Record<CronEditorVariant, number> = { default: 800, compact: 608 };

export interface CronEditorModalProps {
  open: boolean;
  /** The expression to start from; empty means the defaults (`* * * * * ? *`). */
  value?: string;
  variant?: CronEditorVariant;
  onOk: (expression: string) => void;
  onCancel: () => void;
  /** Optional server-side preview instead of the local Quartz evaluator. */
  remotePreview?: RemotePreview;
  /** The tab shown when the dialog opens (second by default). */
  initialTab?: FieldName;
}

function TabBody({ name, fields, send }: { name: FieldName; fields: CronFields; send: (e: CronEditorEvent) => void }) {
  const handlers = {
    onMode: (mode: string) => send({ type: 'field.mode', field: name, mode } as CronEditorEvent),
    onValue: (key: Extract<CronEditorEvent, { type: 'field.value' }>['key'], value: number | number[]) => send({ type: 'field.value', field: name, key, value }),
  };
  if (name === 'day') return <DayTab field={fields.day} {...handlers} />;
  if (name === 'week') return <WeekTab field={fields.week} {...handlers} />;
  return <SimpleFieldTab name={name} field={fields[name]} {...handlers} />;
}

function CronEditorBody({ value, onOk, onCancel, remotePreview, initialTab, titleId }: Omit<CronEditorModalProps, 'open' | 'variant'> & { titleId: string }) {
  const [snapshot, send] = useMachine(cronEditorMachine, { input: { expression: value, tab: initialTab } });
  const { fields, text, error, tab } = snapshot.context;
  const valid = snapshot.matches('valid');
  const description = useMemo(() => (valid ? describe(text) : null), [text, valid]);
  // Quartz refuses to schedule a trigger that never fires, so OK needs at least one future run.
  const fires = useMemo(() => valid && nextRuns(text, new Date(), 1).length > 0, [text, valid]);
  const preview = usePreview(text, valid, remotePreview);
  const baseId = useId();

  return (
    <>
      <DialogTitle id={titleId}>{CRON_TEXT.title}</DialogTitle>
      <DialogContent dividers sx={{ pt: 0 }}>
        <Tabs value={tab} onChange={(_, t: FieldName) => send({ type: 'tab.select', tab: t })} variant="fullWidth" aria-label={CRON_TEXT.title}>
          {FIELD_ORDER.map((name) => (
            <Tab key={name} value={name} label={TAB_LABELS[name]} id={`${baseId}-tab-${name}`} aria-controls={`${baseId}-panel`} sx={{ minWidth: 0 }} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} sx={{ py: 1.5, minHeight: 240 }}>
          <TabBody name={tab} fields={fields} send={send} />
        </Box>
        <TextField
          label={CRON_TEXT.expression}
          value={text}
          onChange={(e) => send({ type: 'text.edit', text: e.target.value })}
          error={error !== null}
          helperText={error ?? (fires ? description : `${description ?? ''}（${CRON_TEXT.neverFires}）`)}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } }, formHelperText: { role: error ? 'alert' : undefined } }}
        />
        <PreviewList runs={preview.runs} pending={preview.pending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{CRON_TEXT.cancel}</Button>
        <Button variant="contained" disabled={!fires} onClick={() => onOk(text.trim())}>
          {CRON_TEXT.ok}
        </Button>
      </DialogActions>
    </>
  );
}

export function CronEditorModal({ open, variant = 'default', onCancel, ...rest }: CronEditorModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: MODAL_WIDTH[variant], maxWidth: 'calc(100% - 32px)' } } }}
    >
      <CronEditorBody onCancel={onCancel} titleId={titleId} {...rest} />
    </Dialog>
  );
}

/**
 * Demo screen `demo/CronDemo` (/demo/cron): the cron editor in both dialog widths, each bound to local
 * state, with the expression it emitted and what it means.
 */
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { CronEditor, describe, type CronEditorVariant } from '@/widgets/cron-editor';
import { DemoCard, DemoPage } from './demo-layout';

function EditorCard({ title, variant, initial }: { title: string; variant: CronEditorVariant; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DemoCard title={title}>
      <CronEditor value={value} onChange={setValue} variant={variant} label={`${title}的Cron表达式`} />
      <Typography variant="body2" component="p" aria-label={`${title} 的值`} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        值：{value || '（空）'}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {describe(value) ?? ''}
      </Typography>
    </DemoCard>
  );
}

export default function CronDemoPage({ title = 'Cron表达式' }: { title?: string }) {
  return (
    <DemoPage title={title}>
      <EditorCard title="定时任务" variant="default" initial="" />
      <EditorCard title="紧凑模式" variant="compact" initial="0 0 12 ? * 6#3 *" />
    </DemoPage>
  );
}

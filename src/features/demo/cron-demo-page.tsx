/**
 * Demo screen `demo/CronDemo` (/demo/cron): the cron editor in both dialog widths, each bound to local
 * state, with the expression it emitted and what it means.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CronEditor, describe, type CronEditorVariant } from '@/widgets/cron-editor';

function EditorCard({ title, variant, initial }: { title: string; variant: CronEditorVariant; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        <Stack spacing={1.5}>
          <CronEditor value={value} onChange={setValue} variant={variant} label={`${title}的Cron表达式`} />
          <Typography variant="body2" component="p" aria-label={`${title} 的值`} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            值：{value || '（空）'}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {describe(value) ?? ''}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function CronDemoPage({ title = 'Cron表达式' }: { title?: string }) {
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>
        <EditorCard title="定时任务" variant="default" initial="" />
        <EditorCard title="紧凑模式" variant="compact" initial="0 0 12 ? * 6#3 *" />
      </Stack>
    </Box>
  );
}

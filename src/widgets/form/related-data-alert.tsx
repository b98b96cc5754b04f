/** The state of a form's related reads: a failure with its message and 重试, or what is still loading. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RelatedRead } from './use-related-data';

export interface RelatedDataAlertProps {
  reads: readonly RelatedRead[];
  /** False where nothing is saved from these reads (a list only shown): no word about saving. */
  blocksSave?: boolean;
}

export function RelatedDataAlert({ reads, blocksSave = true }: RelatedDataAlertProps) {
  const failed = reads.filter((r) => r.status === 'error');
  const loading = reads.filter((r) => r.status === 'loading');
  if (failed.length === 0 && loading.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {failed.map((r) => (
        <Alert
          key={r.label}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={r.retry}>
              重试
            </Button>
          }
        >
          {`${r.label}加载失败：${r.error ?? ''}。`}
          {blocksSave && `加载成功前不能保存，以免清空已保存的${r.label}。`}
        </Alert>
      ))}
      {loading.length > 0 && blocksSave && <Alert severity="info">{`正在加载${loading.map((r) => r.label).join('、')}…加载完成前不能保存。`}</Alert>}
    </Stack>
  );
}

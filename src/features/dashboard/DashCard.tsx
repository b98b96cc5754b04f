import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';

/** The part of a TanStack query result a card reads. */
export interface CardQuery<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DashCardProps<T> {
  title: string;
  query: CardQuery<T>;
  /** Data that has nothing to show (the empty state instead of a blank chart). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  skeletonHeight?: number;
  action?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One dashboard card with its own loading skeleton, error with 重试 and empty state, so a
 * failing endpoint (e.g. a 404 from a backend without it) costs one card, never the page.
 */
export function DashCard<T>({ title, query, isEmpty, emptyText = '暂无数据', skeletonHeight = 240, action, children }: DashCardProps<T>) {
  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      >
        {title}加载失败：{errorMessage(query.error)}
      </Alert>
    );
  } else if (query.data === undefined || (query.isError && query.isFetching)) {
    body = <Skeleton variant="rectangular" height={skeletonHeight} role="progressbar" aria-label={`${title}加载中`} />;
  } else if (isEmpty?.(query.data)) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  } else {
    body = children(query.data);
  }
  return (
    <CardFrame title={title} action={action}>
      {body}
    </CardFrame>
  );
}

/** The frame of a dashboard card (a labelled region with an h2), for cards that load nothing. */
export function CardFrame({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';
import type { Page } from '@/api/envelope';

export interface OwnColumn<T> {
  title: string;
  render: (row: T) => ReactNode;
}

interface Props<T> {
  label: string;
  columns: OwnColumn<T>[];
  load: (pageNo: number, pageSize: number) => Promise<Page<T>>;
  rowKey: (row: T) => string;
  empty: string;
}

/** A small read-only, paged table of the user's own records (loading, error with retry, empty). */
export function OwnTable<T>({ label, columns, load, rowKey, empty }: Props<T>) {
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const fetchPage = useCallback(() => {
    let live = true;
    setLoading(true);
    setFailure(null);
    load(pageNo, pageSize)
      .then((p) => live && setPage(p))
      .catch((e: unknown) => live && setFailure(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, pageNo, pageSize]);
  useEffect(fetchPage, [fetchPage]);

  if (failure)
    return (
      <Alert severity="error" action={<Button onClick={fetchPage}>重试</Button>}>
        {failure}
      </Alert>
    );
  const rows = page?.records ?? [];
  return (
    <>
      {loading ? <LinearProgress aria-label="加载中" /> : null}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.title}>{c.title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.title}>{c.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
          {!loading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={page?.total ?? 0}
        page={pageNo - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 20, 50]}
        onPageChange={(_e, p) => setPageNo(p + 1)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPageNo(1);
        }}
        labelRowsPerPage="每页"
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共 ${count} 条`}
      />
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  // Reading a message or signing in elsewhere changes these lists: every visit reads them afresh,
  // and the rows of the last page stay on screen while the next one loads.
  const read = useQuery({
    queryKey: ['account', 'own', label, pageNo, pageSize],
    queryFn: () => load(pageNo, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });
  const page = read.data;
  const loading = read.isFetching;

  if (read.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void read.refetch()}>重试</Button>}>
        {errorMessage(read.error)}
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

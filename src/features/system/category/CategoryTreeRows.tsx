import { Fragment } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SysCategory } from '@/api/sys/category';
import { CATEGORY_TEXT as T } from './category-services';

export interface CategoryTreeRowsProps {
  rows: readonly SysCategory[];
  depth: number;
  expanded: ReadonlySet<string>;
  /** Loaded children by parent id. */
  loaded: ReadonlyMap<string, readonly SysCategory[]>;
  onToggle: (row: SysCategory) => void;
  onEdit?: (row: SysCategory) => void;
  onAddChild?: (row: SysCategory) => void;
  onDelete?: (row: SysCategory) => void;
}

/** Rows of one tree level, each followed by its loaded children when expanded. */
export function CategoryTreeRows(props: CategoryTreeRowsProps) {
  const { rows, depth, expanded, loaded, onToggle } = props;
  return (
    <>
      {rows.map((row) => {
        const open = expanded.has(row.id);
        const kids = loaded.get(row.id);
        return (
          <Fragment key={row.id}>
            <TableRow hover aria-level={depth + 1} aria-expanded={row.hasChild === '1' ? open : undefined}>
              <TableCell sx={{ pl: 1 + depth * 3 }}>
                {row.hasChild === '1' ? (
                  <IconButton size="small" aria-label={`${open ? T.collapse : T.expand} ${row.name}`} onClick={() => onToggle(row)}>
                    {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                  </IconButton>
                ) : (
                  <span style={{ display: 'inline-block', width: 34 }} />
                )}
                {row.name}
              </TableCell>
              <TableCell>{row.code}</TableCell>
              <TableCell align="center">
                <Stack direction="row" spacing={1} divider={<span aria-hidden>|</span>} sx={{ justifyContent: 'center' }}>
                  {props.onEdit && (
                    <Link component="button" type="button" onClick={() => props.onEdit?.(row)}>
                      编辑
                    </Link>
                  )}
                  {props.onAddChild && (
                    <Link component="button" type="button" onClick={() => props.onAddChild?.(row)}>
                      {T.addChild}
                    </Link>
                  )}
                  {props.onDelete && (
                    <Link component="button" type="button" color="error" onClick={() => props.onDelete?.(row)}>
                      删除
                    </Link>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
            {open && kids && <CategoryTreeRows {...props} rows={kids} depth={depth + 1} />}
          </Fragment>
        );
      })}
    </>
  );
}

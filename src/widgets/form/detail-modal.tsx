/**
 * Read-only record details in a modal (default 1200 px) as a description list
 * of 1 to 4 columns: more than 4 becomes 4, fewer than 1 becomes 1, default 3.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppModal } from './app-modal';
import { FORM_MSG } from './messages';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  /** Columns the item spans (clamped to the column count). */
  span?: number;
}

export interface DetailModalProps {
  open: boolean;
  title?: ReactNode;
  items: readonly DetailItem[];
  column?: number;
  width?: number | string;
  onClose?: () => void;
  loading?: boolean;
}

export const DETAIL_MODAL_WIDTH = 1200;

export function detailColumns(column: number | undefined): number {
  if (column === undefined || !Number.isFinite(column)) return 3;
  return Math.min(4, Math.max(1, Math.floor(column)));
}

export function DetailList({ items, column }: { items: readonly DetailItem[]; column?: number }) {
  const cols = detailColumns(column);
  return (
    <Box
      component="dl"
      data-columns={cols}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, m: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {items.map((item, i) => (
        <Box key={i} sx={{ display: 'flex', gridColumn: `span ${Math.min(item.span ?? 1, cols)}`, borderBottom: 1, borderRight: 1, borderColor: 'divider', mb: '-1px', mr: '-1px' }}>
          <Box component="dt" sx={{ flex: '0 0 120px', p: 1.5, bgcolor: 'action.hover', color: 'text.secondary', fontSize: 14 }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ flex: 1, m: 0, p: 1.5, fontSize: 14, wordBreak: 'break-all', minWidth: 0 }}>
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function DetailModal({ open, title, items, column, width = DETAIL_MODAL_WIDTH, onClose, loading }: DetailModalProps) {
  return (
    <AppModal open={open} title={title} width={width} onCancel={onClose} destroyOnClose footer={<Button onClick={onClose}>{FORM_MSG.close}</Button>}>
      {loading ? <Box sx={{ p: 2, color: 'text.secondary' }}>{FORM_MSG.loading}</Box> : <DetailList items={items} column={column} />}
    </AppModal>
  );
}

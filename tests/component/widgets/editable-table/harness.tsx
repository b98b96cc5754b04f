/** Shared setup of the editable-table component tests. */
import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { EditableTable, type EditableColumn, type EditableTableHandle, type EditableTableProps, type RowValues } from '@/widgets/editable-table';

export function setup(props: Partial<EditableTableProps> & { columns: EditableColumn[] }) {
  const ref = createRef<EditableTableHandle>();
  const onMessage = vi.fn();
  const user = userEvent.setup({ delay: null });
  const utils = render(<EditableTable ref={ref} onMessage={onMessage} {...props} />);
  return { ...utils, ref, user, onMessage, handle: () => ref.current! };
}

/** Body rows in display order (the header row is excluded). */
export function bodyRows(): HTMLElement[] {
  return screen
    .getAllByRole('row', { hidden: true })
    .filter((r) => r.hasAttribute('data-row-id'))
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')));
}

export function row(i: number): HTMLElement {
  return bodyRows()[i];
}

export function cell(rowIndex: number, key: string): HTMLElement {
  const c = row(rowIndex).querySelector<HTMLElement>(`[role="gridcell"][data-key="${key}"]`);
  if (!c) throw new Error(`no cell ${key} in row ${rowIndex}`);
  return c;
}

export function inCell(rowIndex: number, key: string) {
  return within(cell(rowIndex, key));
}

export const rowsOf = (n: number, make: (i: number) => RowValues): RowValues[] => Array.from({ length: n }, (_, i) => make(i));

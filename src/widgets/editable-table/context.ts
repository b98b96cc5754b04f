/** What rows and cells read from the table: the store plus stable callbacks (one object per table). */
import { createContext, useContext } from 'react';
import type { TableStore } from './store';
import type { DragState } from './drag';
import type { ColumnOption, EditableColumn, MessageLevel, RowValues, SlotContext } from './types';
import type { OptionsByKey } from './use-dict-options';
import type { ReactNode } from 'react';

export type ValuePhase = 'input' | 'change';

export interface LayoutColumn {
  id: string;
  width: number;
  column?: EditableColumn;
}

export interface TableApi {
  store: TableStore;
  drag: DragState;
  /** Display columns then data columns, with their pixel widths (from the TanStack column model). */
  layout: readonly LayoutColumn[];
  totalWidth: number;
  options: OptionsByKey;
  alwaysEdit: boolean;
  dragSort: boolean;
  rowSelection: boolean;
  rowNumber: boolean;
  tree: boolean;
  slots?: Record<string, (ctx: SlotContext) => ReactNode>;
  setValue(rowId: string, key: string, value: unknown, phase: ValuePhase): void;
  /** Blur of an editor: normalises numbers and validates. */
  blurCell(rowId: string, key: string): void;
  /** Moves the cursor to a cell (and opens its editor when `editing`); from a pointer unless `byKeyboard`. */
  focusCell(rowId: string, key: string, editing: boolean): void;
  /** Whether the open editor was opened with the mouse (dropdowns then open at once). */
  openedByPointer(): boolean;
  toggleExpand(rowId: string): void;
  moveUp(rowId: string): void;
  moveDown(rowId: string): void;
  insertBelow(rowId: string): void;
  rowClick(rowId: string, event: { clientY: number; target: EventTarget | null }): void;
  /** `showDetails` columns: opens (or closes) the row's sub-form popover; undefined without renderSubForm. */
  showDetails?: (rowId: string, clientY: number) => void;
  notify(level: MessageLevel, message: string): void;
  linkageOptions(column: EditableColumn, row: RowValues): ColumnOption[] | undefined;
}

export const TableApiContext = createContext<TableApi | null>(null);

export function useTableApi(): TableApi {
  const api = useContext(TableApiContext);
  if (!api) throw new Error('useTableApi outside EditableTable');
  return api;
}

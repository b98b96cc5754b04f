import type { ReactNode } from 'react';
import type { ConfirmOptions } from '@/ui/dialogs/confirm';
import type { Result } from '@/api/envelope';

export interface RecycleBinColumn<T> {
  field: string;
  title: string;
  /** Defaults to the field's value as text. */
  render?: (row: T) => ReactNode;
}

export interface RecycleBinText {
  /** Accessible name of the table. */
  label: string;
  restore: string;
  deleteForGood: string;
  /** Batch buttons; both are needed for the selection column to show. */
  restoreSelected?: string;
  deleteSelected?: string;
  empty: string;
  /** Warning when a batch button is pressed with nothing selected. */
  selectOne?: string;
  searchPlaceholder?: string;
}

/** What one recycle bin is: where its rows come from, how they go back or away, and what it says. */
export interface RecycleBinConfig<T> {
  /** react-query key of the list (distinct per bin). */
  queryKey: readonly unknown[];
  /** Deleted rows; a bare array (the contract's bins do not page). */
  load: () => Promise<Result<T[]>>;
  rowKey?: (row: T) => string;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: T) => string;
  columns: readonly RecycleBinColumn<T>[];
  restore: (rows: T[]) => Promise<Result<unknown>>;
  deleteForGood: (rows: T[]) => Promise<Result<unknown>>;
  /** null = no question asked (the dictionary bin restores at once). */
  confirmRestore?: (rows: T[], batch: boolean) => ConfirmOptions | null;
  /** Deleting for good always asks. */
  confirmDelete: (rows: T[], batch: boolean) => ConfirmOptions;
  /** Fields a keyword is matched against (client side); none = no search box. */
  searchFields?: readonly string[];
  text: RecycleBinText;
}

export { RecycleBinTable, type RecycleBinTableProps } from './RecycleBinTable';
export { RecycleBinDialog, type RecycleBinDialogProps } from './RecycleBinDialog';
export type { RecycleBinColumn, RecycleBinConfig, RecycleBinText } from './types';

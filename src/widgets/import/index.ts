export { ImportDialog, type ImportDialogProps, type ImportRoundResult } from './ImportDialog';
export { ImportDialogView, IMPORT_DIALOG_WIDTH, type ImportDialogViewProps, type ImportPhase } from './ImportDialogView';
export { describeImportAnswer, errorLogHref, type ImportOutcome, type ImportOutcomeKind } from './import-result';
export { sendImportFile, defaultImportServices, type ImportServices } from './import-services';
export { parseFile, PARSE_TIMEOUT_MS } from './parse-client';
export { IMPORT_TEXT } from './messages';
export type { ParseOptions, ParseOutcome, WorkbookPreview, RowProblem, PreviewRow } from '@/lib/workbook/parse-types';

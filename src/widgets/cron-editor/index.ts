export { CronEditor, type CronEditorProps } from './CronEditor';
export { CronEditorModal, MODAL_WIDTH, type CronEditorModalProps, type CronEditorVariant } from './CronEditorModal';
export { nextRuns, validate } from './quartz';
export { describe } from './describe';
export { DEFAULT_EXPRESSION } from './cron-model';
export type { RemotePreview } from './use-preview';

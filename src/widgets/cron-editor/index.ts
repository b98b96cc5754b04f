export { CronEditor, type CronEditorProps } from './CronEditor';
export { CronEditorModal, MODAL_WIDTH, type CronEditorModalProps, type CronEditorVariant } from './CronEditorModal';
export { nextRuns, validate } from '@/lib/cron/quartz';
export { describe } from '@/lib/cron/describe';
export { DEFAULT_EXPRESSION } from '@/lib/cron/cron-model';
export type { RemotePreview } from './use-preview';

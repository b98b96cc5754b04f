export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
export { ChangePasswordDialogView, type ChangePasswordDialogViewProps } from './ChangePasswordDialogView';
export * from './change-password-rules';

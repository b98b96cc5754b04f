export { DepartSwitchDialog, type DepartSwitchDialogProps, type DepartNotice } from './DepartSwitchDialog';
export { DepartSwitchView, type DepartSwitchViewProps } from './DepartSwitchView';
export { realDepartServices, type DepartServices } from './depart-services';

import Drawer from '@mui/material/Drawer';
import { DataRuleManager } from '../data-rule/DataRuleManager';
import { permissionServices, type PermissionServices } from './permission-services';

export interface PermissionDataRuleDrawerProps {
  permission: { id: string; name: string } | null;
  onClose: () => void;
  /** After a rule was added or deleted (the menu's rule flag may have changed). */
  onChanged?: () => void;
  services?: PermissionServices;
}

/** 数据权限规则 of one menu in a drawer beside the 菜单管理 tree. */
export function PermissionDataRuleDrawer({ permission, onClose, onChanged, services = permissionServices }: PermissionDataRuleDrawerProps) {
  return (
    <Drawer anchor="right" open={permission !== null} onClose={onClose} slotProps={{ paper: { sx: { width: 650, maxWidth: '100vw', p: 2 } } }}>
      {permission && <DataRuleManager permission={permission} onChanged={onChanged} services={services} />}
    </Drawer>
  );
}

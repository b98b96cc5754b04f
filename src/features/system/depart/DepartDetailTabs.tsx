import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { DEPART_TEXT as T } from './depart-config';
import type { DepartServices } from './depart-services';
import type { DepartTab } from './depart-draft-target';
import { DepartBaseInfo } from './DepartBaseInfo';
import { DepartPermissionTab } from './DepartPermissionTab';
import { DepartRoleTab } from './DepartRoleTab';
import { DepartUserTab } from './DepartUserTab';

export interface DepartDetailTabsProps {
  tab: DepartTab;
  onTabChange: (tab: DepartTab) => void;
  /** The selected department; without one only 基本信息 (empty) shows. */
  selected: SysDepartTreeModel | null;
  parentName: string;
  onSaved: () => void;
  services: DepartServices;
}

/** The selected department's tabs: 基本信息, 用户信息, 部门角色, 部门权限. */
export function DepartDetailTabs({ tab, onTabChange, selected, parentName, onSaved, services }: DepartDetailTabsProps) {
  return (
    <>
      <Tabs value={tab} onChange={(_, v: DepartTab) => onTabChange(v)}>
        <Tab value="base" label={T.tabs.base} />
        <Tab value="users" label={T.tabs.users} disabled={!selected} />
        <Tab value="roles" label={T.tabs.roles} disabled={!selected} />
        <Tab value="permission" label={T.tabs.permission} disabled={!selected} />
      </Tabs>
      {tab === 'base' || !selected ? <DepartBaseInfo depart={selected} parentName={parentName} onSaved={onSaved} services={services} /> : null}
      {tab === 'users' && selected ? <DepartUserTab key={selected.id} depId={selected.id} departName={selected.departName} services={services} /> : null}
      {tab === 'roles' && selected ? <DepartRoleTab key={selected.id} departId={selected.id} services={services} /> : null}
      {tab === 'permission' && selected ? <DepartPermissionTab key={selected.id} departId={selected.id} onClose={() => onTabChange('base')} /> : null}
    </>
  );
}

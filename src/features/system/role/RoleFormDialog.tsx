import { useMemo } from 'react';
import { listHolds, RecordFormDialog, type RecordDialogMode, type RecordField, type RecordDialogBaseProps } from '@/widgets/form';
import { ROLE_TEXT as T, type RoleRow } from './role-config';
import { roleServices, type RoleInput, type RoleServices } from './role-services';
import { ROLE_API } from '@/api/sys/role';

export type RoleDialogMode = RecordDialogMode;

export interface RoleFormDialogProps extends RecordDialogBaseProps<RoleRow> {
  services?: RoleServices;
}

const chars = (v: string) => [...v].length;

/** The rules of the Vue console's RoleModal; the code is unique (checkRoleCode) and fixed once saved. */
export function roleFields(services: RoleServices): RecordField[] {
  return [
    { name: 'roleName', label: T.roleName, required: T.roleNameRequired, validate: (v) => (chars(v) < 2 || chars(v) > 30 ? T.roleNameLength : undefined) },
    {
      name: 'roleCode',
      label: T.roleCode,
      required: T.roleCodeRequired,
      fixedOnEdit: true,
      validate: (v) => (chars(v) > 64 ? T.roleCodeLength : /[\u4E00-\u9FA5]/.test(v) ? T.roleCodeChinese : undefined),
      check: (code, _all, id) => services.checkRoleCode(code, id),
    },
    { name: 'description', label: T.description, kind: 'multiline', validate: (v) => (chars(v) > 126 ? T.descriptionLength : undefined) },
  ];
}

const toInput = (v: Record<string, string>): RoleInput => ({ roleName: v.roleName.trim(), roleCode: v.roleCode.trim(), description: v.description });

/** 新增 / 编辑 / 详情 of a role: name, code, description. */
export function RoleFormDialog({ mode, record, onClose, onSaved, services = roleServices, validateOnOpen = false }: RoleFormDialogProps) {
  const fields = useMemo(() => roleFields(services), [services]);
  return (
    <RecordFormDialog<RoleRow>
      mode={mode}
      record={record}
      fields={fields}
      validateOnOpen={validateOnOpen}
      save={{
        add: (v) => services.add(toInput(v)),
        edit: (v, r) => services.edit({ ...toInput(v), id: r.id }),
        // After a timeout: the code is unique, so the list by code shows whether the save landed.
        findSaved: (v, _mode, r) => {
          const roleCode = r?.roleCode ?? v.roleCode.trim();
          return listHolds(ROLE_API.list, { roleCode }, { roleCode, roleName: v.roleName.trim() });
        },
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/** Role pick list (widgets.md §3): 角色名称 / 角色编码 over `/sys/role/list`; stores roleCode, keeps id. */
import { ROLE_API } from '@/api/sys/role';
import { namedCodePicker, type NamedCodePickerProps } from './named-code-picker';

export type RolePickerProps = NamedCodePickerProps;

export const RolePicker = namedCodePicker({ name: '角色', listUrl: ROLE_API.list, nameKey: 'roleName', codeKey: 'roleCode' }, 'RolePicker');

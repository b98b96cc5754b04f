/** The menu form's values: blank, from a menu row, their check and what the save sends. */
import { NUMBER_TEXT } from '@/lib/numbers';
import { RULES } from '@/validation';
import { PERMISSION_TEXT as T, type PermissionNode } from './permission-config';
import type { PermissionInput } from './permission-services';

export type PermissionFlag = 'route' | 'hidden' | 'hideTab' | 'keepAlive' | 'alwaysShow' | 'internalOrExternal';
export interface PermissionFormValues extends Record<PermissionFlag, boolean> {
  menuType: number;
  name: string;
  parentId: string;
  url: string;
  component: string;
  componentName: string;
  redirect: string;
  perms: string;
  permsType: string;
  status: string;
  icon: string;
  sortNo: string;
}
export type PermissionFormErrors = Partial<Record<keyof PermissionFormValues, string>>;

export const blankPermission: PermissionFormValues = {
  menuType: 0, name: '', parentId: '', url: '', component: '', componentName: '', redirect: '', perms: '', permsType: '1', status: '1', icon: '', sortNo: '1',
  route: true, hidden: false, hideTab: false, keepAlive: false, alwaysShow: false, internalOrExternal: false,
};

export function permissionValues(r: Partial<PermissionNode>): PermissionFormValues {
  return {
    menuType: r.menuType ?? 0, name: r.name ?? '', parentId: r.parentId ?? '', url: r.url ?? '', component: r.component ?? '',
    componentName: r.componentName ?? '', redirect: r.redirect ?? '', perms: r.perms ?? '', permsType: r.permsType ?? '1', status: r.status ?? '1',
    icon: r.icon ?? '', sortNo: String(r.sortNo ?? 1), route: r.route ?? true, hidden: !!r.hidden, hideTab: !!r.hideTab, keepAlive: !!r.keepAlive,
    alwaysShow: !!r.alwaysShow, internalOrExternal: !!r.internalOrExternal,
  };
}

export function permissionErrors(v: PermissionFormValues): PermissionFormErrors {
  const errors: PermissionFormErrors = {};
  if (!v.name.trim()) errors.name = T.nameRequired;
  if (v.menuType !== 0 && !v.parentId) errors.parentId = T.parentRequired;
  if (v.menuType !== 2 && !v.url.trim()) errors.url = T.urlRequired;
  if (v.menuType === 1 && !v.component.trim()) errors.component = T.componentRequired;
  if (v.sortNo.trim() !== '' && !NUMBER_TEXT.test(v.sortNo.trim())) errors.sortNo = RULES.number.message;
  return errors;
}

/** The save's body: fields a menu type does not have go as null (a button has no url, a menu no perms …). */
export function permissionInput(values: PermissionFormValues): PermissionInput {
  const button = values.menuType === 2;
  return {
    menuType: values.menuType,
    name: values.name.trim(),
    parentId: values.menuType === 0 ? null : values.parentId,
    url: button ? null : values.url.trim(),
    component: button ? null : values.component.trim() || null,
    componentName: button ? null : values.componentName.trim() || null,
    redirect: values.menuType === 0 ? values.redirect.trim() || null : null,
    perms: button ? values.perms.trim() || null : null,
    permsType: values.permsType,
    status: button ? values.status : null,
    icon: button ? null : values.icon || null,
    sortNo: Number.parseFloat(values.sortNo) || 0,
    route: values.route,
    hidden: values.hidden,
    hideTab: values.hideTab,
    keepAlive: values.keepAlive,
    alwaysShow: values.alwaysShow,
    internalOrExternal: values.internalOrExternal,
  };
}

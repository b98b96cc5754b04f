import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { DraftRecord } from '@/session/drafts';
import { departDraftForm } from './DepartFormDialog';

export type DepartTab = 'base' | 'users' | 'roles' | 'permission';

/** Where 恢复草稿 takes the page: a department to select with the tab whose form takes the draft, or the add form. */
export type DepartDraftTarget = { select: string; tab: DepartTab } | { addUnder: SysDepartTreeModel | null };

/** The target of a draft typed on this page; null when it cannot be opened (an add draft without the add grant). */
export function departDraftTarget(draft: DraftRecord, mayAdd: boolean): DepartDraftTarget | null {
  // 基本信息 of a department: select it again; its form takes the draft.
  const edited = /^edit:(.+)$/.exec(draft.form)?.[1];
  if (edited) return { select: edited, tab: 'base' };
  // 新建用户 in a department: select it and show its users; the tab reopens the form.
  const usersOf = /^user-add:(.+)$/.exec(draft.form)?.[1];
  if (usersOf) return { select: usersOf, tab: 'users' };
  // A role form of a department: select it and show its roles; the tab reopens the form.
  const roleOf = draft.form.startsWith('role-') ? (draft.record as { departId?: string } | undefined)?.departId : undefined;
  if (roleOf) return { select: roleOf, tab: 'roles' };
  if (!draft.form.startsWith('add:') || !mayAdd) return null;
  return { addUnder: draft.form === departDraftForm(null) ? null : ((draft.record ?? null) as SysDepartTreeModel | null) };
}

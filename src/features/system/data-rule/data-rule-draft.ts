/** Drafts of the data rule form: which menu's rules a draft belongs to, so 恢复草稿 can show them. */

/** The draft of the rule form, named by the menu for a new rule and by the rule for an edit. */
export function dataRuleDraftForm(permissionId: string, ruleId?: string): string {
  return ruleId ? `rule-edit:${ruleId}` : `rule-add:${permissionId}`;
}

/** What a rule draft keeps besides the values: which menu's rules it belongs to. */
export interface DataRuleDraftRecord {
  permissionId: string;
  permissionName: string;
}

/** The menu a restored rule draft belongs to (null: not a rule draft). */
export function dataRuleDraftMenu(draft: { form: string; record?: unknown }): DataRuleDraftRecord | null {
  if (!draft.form.startsWith('rule-')) return null;
  const record = draft.record as Partial<DataRuleDraftRecord> | undefined;
  return record?.permissionId ? { permissionId: record.permissionId, permissionName: record.permissionName ?? '' } : null;
}

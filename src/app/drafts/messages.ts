/** Texts of the draft restore offer and of the unsaved-edit questions (no spec texts exist for them). */
export const DRAFT_TEXT = {
  offerTitle: '检测到未保存的草稿',
  offerHint: '以下内容在登录失效或页面关闭前尚未保存，可以恢复后继续编辑。',
  restore: '恢复草稿',
  discard: '丢弃',
  later: '稍后处理',
  savedAt: (when: string) => `保存于 ${when}`,
  confirmTitle: '提示',
  refreshUnsaved: '当前页面有未保存的修改，确定要刷新吗？',
  closeUnsaved: '当前页面有未保存的修改，确定要关闭吗？',
} as const;

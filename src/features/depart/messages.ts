/** Text of the department switch dialog; spec wording comes from the statechart module. */
export { DEPART_MESSAGES } from '@machines/departSwitch.machine';

export const DEPART_TEXT = {
  confirm: '确认',
  cancel: '取消',
  listLabel: '部门',
} as const;

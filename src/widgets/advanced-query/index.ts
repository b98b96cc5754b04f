export { AdvancedQuery, type AdvancedQueryProps } from './AdvancedQuery';
export { ConditionRow } from './ConditionRow';
export { SavedQueryList } from './SavedQueryList';
export { SaveNamePrompt } from './SaveNamePrompt';
export { ValueEditor } from './ValueEditor';
export * from './conditions';
export { AQ_TEXT, RULE_LABELS } from './messages';
export type * from './types';

export { EditableTable } from './EditableTable';
export type * from './types';
export { COLUMN_TYPES } from './types';
export { ET_TEXT, ET_SIZES, ET_TIMINGS } from './messages';
export { DEFAULT_RULE_MESSAGES } from './validation';
export { TableStore } from './store';
export { childrenOf as treeChildrenOf } from './tree';

/**
 * Endpoints only the demo's fake backend answers (the demo pages of the editable table).
 */
export const DEMO_API = {
  treeTableChildren: '/demo/treeTable/children',
} as const;

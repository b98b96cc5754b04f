/**
 * Category select over the 分类字典 (JCategorySelect): the level under the
 * category with code `pcode` (all roots when empty) from
 * `/sys/category/loadTreeRoot`, deeper levels from `loadTreeChildren`, stored
 * ids echoed through `/sys/category/loadDictItem`.
 */
import { useMemo } from 'react';
import { loadCategoryChildren, loadCategoryNames, loadCategoryRoot } from '../api';
import { TreeDropdown, type TreeDropdownProps } from './TreeDropdown';

export interface CategorySelectProps extends Omit<TreeDropdownProps, 'cacheKey' | 'load' | 'echo' | 'enabled'> {
  /** Code of the category whose children form the first level. */
  pcode?: string;
}

export function CategorySelect({ pcode = '', ...rest }: CategorySelectProps) {
  const load = useMemo(() => (parent: { key: string } | null) => (parent ? loadCategoryChildren(parent.key) : loadCategoryRoot(pcode)), [pcode]);
  return <TreeDropdown {...rest} cacheKey={['category']} load={load} echo={loadCategoryNames} />;
}

/**
 * Tree select over a table tree dictionary (JTreeSelect): `dict` is
 * `table,text,code`; levels come from `/sys/dict/loadTreeData` (signed) by
 * `pidField` = pid, stored keys are echoed through `/sys/dict/loadDictItem`.
 * `condition` must be a JSON object string, else
 * 组件JTreeSelect-condition传值有误，需要一个json字符串! and nothing loads.
 */
import { useEffect, useMemo } from 'react';
import { loadDictItem } from '@/api/sys/dict';
import { notify } from '@/ui/notify';
import { loadTableTree } from '../api';
import { PICKER_MESSAGES } from '../messages';
import { TreeDropdown, type TreeDropdownProps } from './TreeDropdown';

export interface TreeSelectProps extends Omit<TreeDropdownProps, 'cacheKey' | 'load' | 'echo' | 'enabled'> {
  /** `table,textColumn,codeColumn`. */
  dict: string;
  pidField?: string;
  /** The parent value of the root level ('' = rows without a parent). */
  pidValue?: string;
  /** Column holding '1' when a row has children. */
  hasChildField?: string;
  /** A JSON object of extra equality conditions, e.g. `{"status":"1"}`. */
  condition?: string;
}

/** True for '' or a JSON object string (what the Vue component accepted). */
export function isValidCondition(condition: string | undefined | null): boolean {
  if (!condition) return true;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

export function TreeSelect({ dict, pidField = 'pid', pidValue = '', hasChildField = '', condition = '', ...rest }: TreeSelectProps) {
  const valid = isValidCondition(condition);
  useEffect(() => {
    if (!valid) notify.error(PICKER_MESSAGES.treeSelectCondition);
  }, [valid]);
  const [tableName, text, code] = dict.split(',');
  const load = useMemo(
    () => (parent: { key: string } | null) =>
      loadTableTree({ pid: parent ? parent.key : pidValue, pidField, tableName, text, code, hasChildField, condition }),
    [pidValue, pidField, tableName, text, code, hasChildField, condition],
  );
  const echo = useMemo(() => (keys: string[]) => loadDictItem(dict, keys), [dict]);
  return <TreeDropdown {...rest} cacheKey={['dict', dict]} load={load} echo={echo} enabled={valid} />;
}

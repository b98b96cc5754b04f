/**
 * Pick lists of named things that carry a code (roles, positions): the list
 * shows `{name}名称` and `{name}编码` first, the chips and the dialog's fixed
 * search go by the name; the value stored is the code and the id is kept
 * alongside.
 */
import { BizComponentPicker, type BizComponentPickerProps } from './BizComponentPicker';
import type { BizColumn } from './biz-types';

export type NamedCodePickerProps = Omit<BizComponentPickerProps, 'name' | 'listUrl' | 'columns'> & Partial<Pick<BizComponentPickerProps, 'name'>>;

export interface NamedCodeList {
  /** What is picked, e.g. 角色. */
  name: string;
  listUrl: string;
  nameKey: string;
  codeKey: string;
  /** Columns shown after the name and the code. */
  more?: BizColumn[];
  width?: number;
}

export function namedCodePicker({ name, listUrl, nameKey, codeKey, more = [], width }: NamedCodeList, displayName: string) {
  const nameColumn: BizColumn = { title: `${name}名称`, dataIndex: nameKey };
  const columns: BizColumn[] = [nameColumn, { title: `${name}编码`, dataIndex: codeKey }, ...more];
  function NamedCodePicker(props: NamedCodePickerProps) {
    return (
      <BizComponentPicker
        name={name}
        listUrl={listUrl}
        columns={columns}
        displayKey={nameKey}
        returnKeys={['id', codeKey]}
        queryParamCode={nameKey}
        queryParamText={nameColumn.title}
        width={width}
        {...props}
      />
    );
  }
  NamedCodePicker.displayName = displayName;
  return NamedCodePicker;
}

/**
 * Department picker (widgets.md §2-§5): a read-only field (placeholder
 * 请点击选择层级, clear icon) that stores department ids (or orgCodes via
 * `store`) comma-joined and shows their names; clicking opens 选择层级.
 * Single-select by default. Confirming with nothing checked clears the value
 * and marks the field as an error.
 */
import { useState } from 'react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { queryDepartsByKeys } from '../api';
import { PickerField } from '../picker-field';
import { PICKER_TEXT } from '../messages';
import { useEchoedPicker, type EchoedPickerProps } from '../use-echoed-picker';
import { DepartPickerDialog } from './DepartPickerDialog';

export interface DepartPickerProps extends EchoedPickerProps<SysDepartTreeModel> {
  /** Multi-select (default false). */
  multi?: boolean;
  /** Field stored in the value (default 'id'). */
  store?: 'id' | 'orgCode';
  /** Shows 父子关联 / 取消关联 (default: when multi). */
  treeOpera?: boolean;
}

export function DepartPicker({
  value,
  onChange,
  multi = false,
  store = 'id',
  treeOpera,
  disabled = false,
  placeholder = PICKER_TEXT.departPlaceholder,
  label,
  error,
  helperText,
  modalWidth = 500,
  name,
  id,
}: DepartPickerProps) {
  const [emptyConfirmed, setEmptyConfirmed] = useState(false);
  const keyOf = (r: SysDepartTreeModel) => (store === 'orgCode' ? r.orgCode : r.id);
  const picker = useEchoedPicker({ value, onChange, disabled, keyOf, cacheKey: ['depart-echo', store], load: (missing) => queryDepartsByKeys(missing, store) });
  const { keys, rows, openDialog, clear } = picker;
  const text = rows.map((r) => r.departName).join(',');

  const confirm = (chosen: SysDepartTreeModel[]) => {
    setEmptyConfirmed(chosen.length === 0);
    picker.confirm(chosen);
  };

  return (
    <>
      <PickerField
        icon={<AccountTreeOutlined fontSize="small" />}
        text={text}
        dataValue={value ?? ''}
        clearable={keys.length > 0 && !disabled}
        onOpen={openDialog}
        onClear={clear}
        placeholder={placeholder}
        disabled={disabled}
        label={label}
        error={error || emptyConfirmed}
        helperText={helperText}
        id={id}
        name={name}
      />
      <DepartPickerDialog
        open={picker.open}
        multi={multi}
        treeOpera={treeOpera ?? multi}
        initialRows={rows}
        width={modalWidth}
        onClose={picker.closeDialog}
        onConfirm={confirm}
      />
    </>
  );
}

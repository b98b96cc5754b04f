/**
 * Department picker (widgets.md §2-§5): a read-only field (placeholder
 * 请点击选择层级, clear icon) that stores department ids (or orgCodes via
 * `store`) comma-joined and shows their names; clicking opens 选择层级.
 * Single-select by default. Confirming with nothing checked clears the value
 * and marks the field as an error.
 */
import { useState, type ReactNode } from 'react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { queryDepartsByKeys } from '../api';
import { PickerField } from '../picker-field';
import { PICKER_TEXT } from '../messages';
import { useEchoedRows } from '../use-echoed-rows';
import { DepartPickerDialog } from './DepartPickerDialog';

export interface DepartPickerProps {
  /** Stored values, comma-joined. */
  value?: string | null;
  onChange?: (value: string, rows: SysDepartTreeModel[]) => void;
  /** Multi-select (default false). */
  multi?: boolean;
  /** Field stored in the value (default 'id'). */
  store?: 'id' | 'orgCode';
  /** Shows 父子关联 / 取消关联 (default: when multi). */
  treeOpera?: boolean;
  disabled?: boolean;
  placeholder?: string;
  label?: ReactNode;
  /** An error decided by the surrounding form (required rule …). */
  error?: boolean;
  helperText?: ReactNode;
  modalWidth?: number;
  name?: string;
  id?: string;
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
  const [open, setOpen] = useState(false);
  const [emptyConfirmed, setEmptyConfirmed] = useState(false);
  const keyOf = (r: SysDepartTreeModel) => (store === 'orgCode' ? r.orgCode : r.id);
  const { keys, rows, setPicked } = useEchoedRows(value, keyOf, ['depart-echo', store], (missing) => queryDepartsByKeys(missing, store));
  const text = rows.map((r) => r.departName).join(',');

  const openDialog = () => {
    if (!disabled) setOpen(true);
  };

  const confirm = (chosen: SysDepartTreeModel[]) => {
    setOpen(false);
    setPicked(chosen);
    setEmptyConfirmed(chosen.length === 0);
    onChange?.(chosen.map(keyOf).join(','), chosen);
  };

  const clear = () => {
    setPicked([]);
    onChange?.('', []);
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
        open={open}
        multi={multi}
        treeOpera={treeOpera ?? multi}
        initialRows={rows}
        width={modalWidth}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}

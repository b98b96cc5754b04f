/**
 * Popup record picker (JPopup): a read-only field that opens an online
 * report and copies the picked rows' `orgFields` into `destFields`. The
 * configuration is checked first: no code/origin/target fields →
 * popup参数未正确配置!, different counts → popup参数未正确配置,原始值和目标值数量不一致!;
 * either way the field is disabled.
 */
import { useEffect, useState } from 'react';
import Hub from '@mui/icons-material/HubOutlined';
import { notify } from '@/ui/notify';
import { PickerField, type PickerFieldFrame } from '../picker-field';
import { PICKER_TEXT } from '../messages';
import { mapPopupRows, popupConfigError } from './popup-config';
import { PopupDialog } from './PopupDialog';

export interface PopupPickerProps extends PickerFieldFrame {
  /** Online report code. */
  code?: string | null;
  /** Report fields to copy, comma-joined. */
  orgFields?: string | null;
  /** Target form fields, same count, comma-joined. */
  destFields?: string | null;
  /** The target field this input shows (its value is `value`). */
  field?: string | null;
  value?: string | null;
  /** The new value of `field` after a pick (or '' on clear). */
  onChange?: (value: string) => void;
  /** Every target field's new value, and the rows picked. */
  onCallback?: (values: Record<string, string>, rows: Record<string, unknown>[]) => void;
  multi?: boolean;
  param?: Record<string, string> | null;
  /** `column=asc` / `column=desc`. */
  sorter?: string | null;
  width?: number;
}

export function PopupPicker({
  code,
  orgFields,
  destFields,
  field,
  value,
  onChange,
  onCallback,
  multi = false,
  param,
  sorter,
  disabled = false,
  placeholder = PICKER_TEXT.placeholder,
  label,
  error,
  helperText,
  width = 1200,
  id,
  name,
}: PopupPickerProps) {
  const [open, setOpen] = useState(false);
  const configError = popupConfigError({ code, orgFields, destFields });

  useEffect(() => {
    if (configError) notify.error(configError);
  }, [configError]);

  const inert = disabled || !!configError;
  const openDialog = () => {
    if (!inert) setOpen(true);
  };

  const confirm = (rows: Record<string, unknown>[]) => {
    setOpen(false);
    const { values, text } = mapPopupRows(rows, orgFields!, destFields!, field);
    if (text !== null) onChange?.(text);
    onCallback?.(values, rows);
  };

  const clear = () => {
    onChange?.('');
    if (destFields) onCallback?.(Object.fromEntries(destFields.split(',').map((d) => [d, ''])), []);
  };

  return (
    <>
      <PickerField
        icon={<Hub fontSize="small" />}
        text={value ?? ''}
        clearable={!!value && !inert}
        onOpen={openDialog}
        onClear={clear}
        placeholder={placeholder}
        disabled={inert}
        label={label}
        error={error}
        helperText={helperText ?? configError ?? undefined}
        id={id}
        name={name}
      />
      {!configError && code && (
        <PopupDialog open={open} code={code} multi={multi} param={param} sorter={sorter} width={width} onClose={() => setOpen(false)} onConfirm={confirm} />
      )}
    </>
  );
}

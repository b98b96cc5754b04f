import { Fragment } from 'react';
import { StandardField, type RecordField, type RecordValues } from './record-form-dialog-fields';
import type { RecordDialogMode } from './use-record-save';

export interface RecordFormFieldsProps {
  fields: readonly RecordField[];
  values: RecordValues;
  errors: Record<string, string | undefined>;
  mode: RecordDialogMode;
  /** 详情: every field read-only. */
  readOnly: boolean;
  onChange: (field: RecordField, value: string) => void;
  onBlur: (field: RecordField) => void;
}

/** The record form's shown fields, each standard or through its own `render`; fields fixed once saved are locked when editing. */
export function RecordFormFields({ fields, values, errors, mode, readOnly, onChange, onBlur }: RecordFormFieldsProps) {
  return (
    <>
      {fields.map((f) => {
        if (f.hidden?.(values)) return null;
        const field = {
          field: f,
          value: values[f.name] ?? '',
          values,
          error: errors[f.name],
          locked: readOnly || (mode === 'edit' && Boolean(f.fixedOnEdit)),
          mode,
          onChange: (v: string) => onChange(f, v),
          onBlur: () => onBlur(f),
        };
        return <Fragment key={f.name}>{f.render ? f.render(field) : <StandardField {...field} />}</Fragment>;
      })}
    </>
  );
}

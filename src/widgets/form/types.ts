/** Props every form widget shares, so a form library (or plain state) can drive any of them alike. */
import type { ReactNode } from 'react';

export interface FieldBaseProps {
  label?: ReactNode;
  disabled?: boolean;
  /** The validation message to show; a non-empty one marks the field invalid. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  /** Default true: form widgets fill their grid cell. */
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  onBlur?: () => void;
}

/** A choice of a dictionary or a static option list. */
export interface FieldOption {
  value: string;
  text: string;
  disabled?: boolean;
}

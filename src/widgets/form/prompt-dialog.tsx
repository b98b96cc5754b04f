/**
 * Asks for one line of text (JPrompt). The caller's rules run on OK (server
 * rules included); the dialog stays open until the value passes or the user
 * cancels. `onResult` gets the text, or null for cancel.
 */
import { useEffect, useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { validateValueAsync, type AnyRule } from '@/validation';
import { AppModal } from './app-modal';

export interface PromptOptions {
  title: ReactNode;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  rules?: readonly AnyRule[];
  okText?: string;
  cancelText?: string;
  multiline?: boolean;
  width?: number | string;
}

export interface PromptDialogProps {
  open: boolean;
  options: PromptOptions;
  onResult: (value: string | null) => void;
}

export function PromptDialog({ open, options, onResult }: PromptDialogProps) {
  const { title, label, placeholder, defaultValue = '', rules = [], okText, cancelText, multiline, width = 416 } = options;
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValue(defaultValue);
    setError(undefined);
    setChecked(false);
  }, [open, defaultValue]);

  const submit = async (): Promise<boolean> => {
    setChecked(true);
    const message = await validateValueAsync(value, rules);
    setError(message);
    if (message !== undefined) return false;
    onResult(value);
    // onResult closes the prompt; OK must not also count as a cancel.
    return false;
  };

  return (
    <AppModal open={open} title={title} width={width} switchFullscreen={false} destroyOnClose okText={okText} cancelText={cancelText} onOk={submit} onCancel={() => onResult(null)}>
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={label}
        placeholder={placeholder}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        value={value}
        error={!!error}
        helperText={error}
        onChange={(e) => {
          setValue(e.target.value);
          // After a failed OK, the message follows the typing (sync rules only; server rules wait for OK).
          if (checked) setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !multiline) {
            e.preventDefault();
            void submit();
          }
        }}
      />
    </AppModal>
  );
}

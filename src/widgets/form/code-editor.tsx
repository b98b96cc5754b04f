/**
 * A code editor on CodeMirror 6 (JCodeEditor), loaded on first render so the
 * editor's weight stays out of pages that never show one. Languages come in
 * through `extensions`.
 */
import { memo, lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Extension } from '@uiw/react-codemirror';
import { FieldShell } from './field-shell';
import { FORM_MSG } from './messages';
import type { FieldBaseProps } from './types';

const CodeEditorImpl = lazy(() => import('./code-editor-impl'));

export interface CodeEditorProps extends Omit<FieldBaseProps, 'size'> {
  value?: string | null;
  onChange?: (value: string) => void;
  /** CSS height; default 300px. */
  height?: string;
  minHeight?: string;
  readOnly?: boolean;
  extensions?: Extension[];
}

export const CodeEditor = memo(function CodeEditor({ value, onChange, height = '300px', minHeight, readOnly, extensions, placeholder, label, disabled, error, helperText, required, fullWidth, onBlur }: CodeEditorProps) {
  return (
    <FieldShell label={label} error={error} helperText={helperText} required={required} disabled={disabled} fullWidth={fullWidth}>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden', opacity: disabled ? 0.6 : 1 }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={height} role="progressbar" aria-label={FORM_MSG.loading} />}>
          <CodeEditorImpl
            value={value ?? ''}
            onChange={onChange}
            height={height}
            minHeight={minHeight}
            readOnly={readOnly || disabled}
            placeholder={placeholder}
            extensions={extensions}
            ariaLabel={typeof label === 'string' ? label : undefined}
            onBlur={onBlur}
          />
        </Suspense>
      </Box>
    </FieldShell>
  );
});

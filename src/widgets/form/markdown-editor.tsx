/**
 * Markdown with a live preview (JMarkdownEditor): height 300, drag to resize
 * down to 200, Chinese toolbar; the editor loads on first render.
 */
import { memo, lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { FieldShell } from './field-shell';
import { FORM_MSG } from './messages';
import type { FieldBaseProps } from './types';

const MarkdownEditorImpl = lazy(() => import('./markdown-editor-impl'));

export const MARKDOWN_HEIGHT = 300;
export const MARKDOWN_MIN_HEIGHT = 200;

export interface MarkdownEditorProps extends Omit<FieldBaseProps, 'size'> {
  value?: string | null;
  onChange?: (value: string) => void;
  height?: number;
  minHeight?: number;
  readOnly?: boolean;
}

export const MarkdownEditor = memo(function MarkdownEditor({ value, onChange, height = MARKDOWN_HEIGHT, minHeight = MARKDOWN_MIN_HEIGHT, readOnly, placeholder, label, disabled, error, helperText, required, fullWidth, onBlur }: MarkdownEditorProps) {
  return (
    <FieldShell label={label} error={error} helperText={helperText} required={required} disabled={disabled} fullWidth={fullWidth}>
      <Box sx={{ borderRadius: 1, outline: error ? 1 : 0, outlineColor: 'error.main', opacity: disabled ? 0.6 : 1 }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={Math.max(height, minHeight)} role="progressbar" aria-label={FORM_MSG.loading} />}>
          <MarkdownEditorImpl
            value={value ?? ''}
            onChange={onChange}
            height={Math.max(height, minHeight)}
            minHeight={minHeight}
            readOnly={readOnly || disabled}
            placeholder={placeholder}
            ariaLabel={typeof label === 'string' ? label : undefined}
            onBlur={onBlur}
          />
        </Suspense>
      </Box>
    </FieldShell>
  );
});

/** The @uiw/react-md-editor part of MarkdownEditor, in its own chunk, with the Chinese toolbar. */
import MDEditor from '@uiw/react-md-editor';
import { getCommands, getExtraCommands } from '@uiw/react-md-editor/commands-cn';
import { withSanitizer } from './markdown-sanitize';

export interface MarkdownEditorImplProps {
  value: string;
  onChange?: (value: string) => void;
  height: number;
  minHeight: number;
  readOnly?: boolean;
  placeholder?: string;
  ariaLabel?: string;
  onBlur?: () => void;
}

/**
 * The preview renders raw HTML: its tree goes through the console's sanitiser last, and the
 * preview is its own containing block, like every other rich-text sink.
 */
const PREVIEW_OPTIONS = {
  pluginsFilter: withSanitizer,
  style: { position: 'relative', contain: 'layout', isolation: 'isolate' },
} as const;

export default function MarkdownEditorImpl({ value, onChange, height, minHeight, readOnly, placeholder, ariaLabel, onBlur }: MarkdownEditorImplProps) {
  return (
    <div data-color-mode="light" lang="zh-CN">
      <MDEditor
        value={value}
        onChange={(v) => onChange?.(v ?? '')}
        height={height}
        minHeight={minHeight}
        visibleDragbar
        preview={readOnly ? 'preview' : 'live'}
        commands={readOnly ? [] : getCommands()}
        extraCommands={getExtraCommands()}
        textareaProps={{ placeholder, readOnly, 'aria-label': ariaLabel, onBlur }}
        previewOptions={PREVIEW_OPTIONS}
      />
    </div>
  );
}

/** The @uiw/react-md-editor part of MarkdownEditor, in its own chunk, with the Chinese toolbar. */
import MDEditor from '@uiw/react-md-editor';
import { getCommands, getExtraCommands } from '@uiw/react-md-editor/commands-cn';

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
 * The preview renders raw HTML. React already drops string event handlers and
 * javascript: URLs; these tags could still run code or restyle the page.
 */
const BLOCKED_TAGS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form']);

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
        previewOptions={{ allowElement: (element) => /^[A-Za-z0-9]+$/.test(element.tagName) && !BLOCKED_TAGS.has(element.tagName.toLowerCase()) }}
      />
    </div>
  );
}

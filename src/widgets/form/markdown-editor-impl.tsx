/** The @uiw/react-md-editor part of MarkdownEditor, in its own chunk, with the Chinese toolbar. */
import { useEffect, useRef } from 'react';
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

/**
 * The toolbar's buttons carry their names; the icons inside them claim role="img" without one, which
 * screen readers announce as an unnamed picture. They are decoration of a named button: hidden.
 */
function hideToolbarIcons(root: HTMLElement | null): void {
  root?.querySelectorAll('.w-md-editor-toolbar svg[role="img"]').forEach((svg) => svg.setAttribute('aria-hidden', 'true'));
}

export default function MarkdownEditorImpl({ value, onChange, height, minHeight, readOnly, placeholder, ariaLabel, onBlur }: MarkdownEditorImplProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => hideToolbarIcons(root.current), [readOnly]);
  return (
    <div ref={root} data-color-mode="light" lang="zh-CN">
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

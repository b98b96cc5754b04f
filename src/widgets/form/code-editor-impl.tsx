/** The CodeMirror part of CodeEditor, in its own chunk. */
import CodeMirror, { type Extension } from '@uiw/react-codemirror';
import { EditorView } from '@codemirror/view';
import { cspNonce } from '@/lib/csp-nonce';

export interface CodeEditorImplProps {
  value: string;
  onChange?: (value: string) => void;
  height: string;
  minHeight?: string;
  readOnly?: boolean;
  placeholder?: string;
  extensions?: Extension[];
  ariaLabel?: string;
  onBlur?: () => void;
}

/** CodeMirror's grey placeholder reads at 3.4:1 on its active-line tint: darker, for AA. */
const readablePlaceholder = EditorView.theme({ '.cm-placeholder': { color: '#666666' } });

export default function CodeEditorImpl({ value, onChange, height, minHeight, readOnly, placeholder, extensions = [], ariaLabel, onBlur }: CodeEditorImplProps) {
  return (
    <CodeMirror
      value={value}
      onChange={(v) => onChange?.(v)}
      onBlur={onBlur}
      height={height}
      minHeight={minHeight}
      readOnly={readOnly}
      editable={!readOnly}
      placeholder={placeholder}
      extensions={[EditorView.lineWrapping, readablePlaceholder, EditorView.cspNonce.of(cspNonce() ?? ''), EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? '' }), ...extensions]}
      basicSetup={{ foldGutter: false, highlightActiveLine: !readOnly }}
    />
  );
}

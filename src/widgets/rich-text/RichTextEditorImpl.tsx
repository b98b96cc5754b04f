/**
 * The rich-text editor itself (Tiptap), loaded lazily by RichTextEditor. Value in and out is
 * sanitised HTML; pictures are uploaded (toolbar, paste or drop) and embedded by URL, or as
 * base64 when the server answers `local`.
 */
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { EditorContent, useEditor, type Editor, type UseEditorOptions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { EditorToolbar } from './EditorToolbar';
import { useEditorUploads } from './use-editor-uploads';
import { TableKit } from './extensions/table';
import { TextAlign } from './extensions/text-align';
import { TextColor } from './extensions/text-color';
import { isAllowedLinkUrl } from './link-url';
import { RICH_TEXT } from './messages';
import { isEmptyHtml, sanitizeHtml } from './sanitize';
import type { RichTextEditorProps } from './RichTextEditor';
import { cspNonce } from '@/lib/csp-nonce';

/** Built once: the same extension objects for every editor, so no render rebuilds the schema. */
const EXTENSIONS = [
  StarterKit.configure({
    link: {
      openOnClick: false,
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      isAllowedUri: (url) => isAllowedLinkUrl(url),
    },
  }),
  Image.configure({ allowBase64: true }),
  TextAlign,
  TextColor,
  ...TableKit,
];

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));
}

export default function RichTextEditorImpl({ value, onChange, height = 350, disabled = false, uploadUrl }: RichTextEditorProps) {
  const onChangeRef = useLatest(onChange);
  // The HTML this editor last handed out, so its own echo through `value` is not re-applied.
  const emitted = useRef<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const { uploading, insertImages, insertAttachment } = useEditorUploads(editorRef, uploadUrl);
  const insertRef = useLatest(insertImages);

  // Options built once: new objects on every render would make Tiptap reconfigure the editor on
  // each keystroke. Later changes of value and disabled are applied by the effects below.
  const [options] = useState<UseEditorOptions>(() => ({
    extensions: EXTENSIONS,
    content: sanitizeHtml(value ?? ''),
    editable: !disabled,
    injectNonce: cspNonce(),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-label': RICH_TEXT.editor, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-content' },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        void insertRef.current(files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = imageFiles((event as DragEvent).dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertRef.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      const out = isEmptyHtml(html) ? '' : sanitizeHtml(html);
      emitted.current = out;
      onChangeRef.current?.(out);
    },
  }));
  const editor = useEditor(options);

  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value from outside (another record, a reset) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const incoming = value ?? '';
    if (incoming === emitted.current) return;
    const clean = sanitizeHtml(incoming);
    if (clean === editor.getHTML() || (isEmptyHtml(clean) && editor.isEmpty)) return;
    emitted.current = null;
    editor.commands.setContent(clean, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: disabled ? 'action.hover' : 'background.paper',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      {editor ? <EditorToolbar editor={editor} disabled={disabled} uploading={uploading} onPickImage={(f) => void insertImages([f])} onPickAttachment={(f) => void insertAttachment(f)} /> : null}
      {uploading ? <LinearProgress aria-label={RICH_TEXT.uploading} /> : null}
      <Box
        sx={{
          flex: 1,
          overflowY: 'auto',
          px: 1.5,
          '& .rich-text-content': { minHeight: '100%', outline: 'none', py: 1 },
          '& .rich-text-content img': { maxWidth: '100%', height: 'auto' },
          '& .rich-text-content blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
          '& .rich-text-content table': { tableLayout: 'fixed', my: 1 },
          '& .rich-text-content td, & .rich-text-content th': { verticalAlign: 'top', minWidth: 40, position: 'relative' },
          '& .rich-text-content td p, & .rich-text-content th p': { m: 0 },
          '& .rich-text-content .selectedCell': { bgcolor: 'action.selected' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

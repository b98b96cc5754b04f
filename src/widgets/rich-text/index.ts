export { RichTextEditor, RichTextEditorSkeleton, RICH_TEXT_HEIGHT, preloadRichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { usePreloadRichTextEditor } from './use-preload-editor';
export { sanitizeHtml, isEmptyHtml } from './sanitize';
export { SafeHtml, CONTAINED_HTML_SX, type SafeHtmlProps } from './safe-html';
export { uploadEditorImage, EDITOR_UPLOAD_URL, type EditorImageResult } from './editor-upload';
export { RICH_TEXT } from './messages';

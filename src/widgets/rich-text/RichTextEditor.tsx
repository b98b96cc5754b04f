/**
 * Rich-text editor (widgets.md §2 "Other", §9: height 350; Vue JEditor). Tiptap and its
 * ProseMirror core load only when an editor is first shown, so list screens stay light.
 */
import { Suspense } from 'react';
import { preloadable } from '@/ui/preloadable';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RICH_TEXT } from './messages';

export const RICH_TEXT_HEIGHT = 350;

export interface RichTextEditorProps {
  /** Sanitised HTML; '' when empty. */
  value: string;
  onChange?: (html: string) => void;
  /** Total height including the toolbar, default 350. */
  height?: number;
  disabled?: boolean;
  /** Image upload endpoint, default `/cas/cmsRecord/upload?fileType=img`. */
  uploadUrl?: string;
}

/** The editor's code: rendered directly once loaded, with no skeleton frame in between. */
const Impl = preloadable(() => import('./RichTextEditorImpl'));

/**
 * Starts loading the editor's code (once; a failed fetch is tried again next time). Screens whose
 * dialogs hold an editor call it when they are idle or a pointer nears 新增/编辑, so the dialog
 * opens with the code already there.
 */
export function preloadRichTextEditor() {
  return Impl.preload();
}

/** What shows while the editor's code loads. */
export function RichTextEditorSkeleton({ height = RICH_TEXT_HEIGHT }: { height?: number }) {
  return (
    <Box role="status" aria-label={RICH_TEXT.loading} sx={{ height }}>
      <Skeleton variant="rectangular" height={height} sx={{ borderRadius: 1 }} />
    </Box>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  const height = props.height ?? RICH_TEXT_HEIGHT;
  return (
    <Suspense fallback={<RichTextEditorSkeleton height={height} />}>
      <Impl {...props} height={height} />
    </Suspense>
  );
}

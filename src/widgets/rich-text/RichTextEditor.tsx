/**
 * Rich-text editor (widgets.md §2 "Other", §9: height 350; Vue JEditor). Tiptap and its
 * ProseMirror core load only when an editor is first shown, so list screens stay light.
 */
import { lazy, Suspense } from 'react';
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

const Impl = lazy(() => import('./RichTextEditorImpl'));

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

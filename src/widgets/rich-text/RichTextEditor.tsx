/**
 * Rich-text editor (widgets.md §2 "Other", §9: height 350; Vue JEditor). Tiptap and its
 * ProseMirror core load only when an editor is first shown, so list screens stay light.
 */
import { lazy, Suspense, useState } from 'react';
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

type ImplModule = typeof import('./RichTextEditorImpl');

let loading: Promise<ImplModule> | null = null;
/** The editor once its code has loaded: rendered directly, with no skeleton frame in between. */
let loaded: ImplModule['default'] | null = null;

/**
 * Starts loading the editor's code (once). Screens whose dialogs hold an editor call it when they
 * are idle or a pointer nears 新增/编辑, so the dialog opens with the code already there.
 */
export function preloadRichTextEditor(): Promise<ImplModule> {
  loading ??= import('./RichTextEditorImpl').then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (e: unknown) => {
      // A failed fetch (offline, a redeploy) must not stick: the next open tries again.
      loading = null;
      throw e;
    },
  );
  return loading;
}

const Impl = lazy(preloadRichTextEditor);

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
  // Chosen once per editor: switching between the two paths later would remount it and lose the text.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} height={height} />;
  return (
    <Suspense fallback={<RichTextEditorSkeleton height={height} />}>
      <Impl {...props} height={height} />
    </Suspense>
  );
}

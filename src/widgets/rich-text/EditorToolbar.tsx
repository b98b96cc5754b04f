/** The editor's buttons; each shows whether its format is on at the cursor. */
import type { ChangeEvent, ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertPhotoIcon from '@mui/icons-material/InsertPhoto';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import UndoIcon from '@mui/icons-material/Undo';
import { alignmentAt, type Alignment } from './extensions/text-align';
import { ColorMenu } from './color-menu';
import { HeadingSelect } from './heading-select';
import { LinkPopover } from './link-popover';
import { RICH_TEXT } from './messages';
import { TableMenu } from './table-menu';
import { Tool } from './toolbar-tool';

const ALIGN_TOOLS: { alignment: Alignment; label: string; icon: ReactNode }[] = [
  { alignment: 'left', label: RICH_TEXT.alignLeft, icon: <FormatAlignLeftIcon fontSize="small" /> },
  { alignment: 'center', label: RICH_TEXT.alignCenter, icon: <FormatAlignCenterIcon fontSize="small" /> },
  { alignment: 'right', label: RICH_TEXT.alignRight, icon: <FormatAlignRightIcon fontSize="small" /> },
  { alignment: 'justify', label: RICH_TEXT.alignJustify, icon: <FormatAlignJustifyIcon fontSize="small" /> },
];

/** A toolbar button that picks a file (a label around a hidden input). */
function FileTool({ label, accept, disabled, onPick, children }: { label: string; accept?: string; disabled?: boolean; onPick: (file: File) => void; children: ReactNode }) {
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onPick(file);
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" component="label" aria-label={label} disabled={disabled}>
          {children}
          <input hidden type="file" accept={accept} onChange={pick} disabled={disabled} aria-label={label} />
        </IconButton>
      </span>
    </Tooltip>
  );
}

export interface EditorToolbarProps {
  editor: Editor;
  disabled?: boolean;
  uploading?: boolean;
  onPickImage: (file: File) => void;
  onPickAttachment: (file: File) => void;
}

export function EditorToolbar({ editor, disabled, uploading, onPickImage, onPickAttachment }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      headingLevel: e.isActive('heading') ? Number(e.getAttributes('heading').level ?? 0) : 0,
      align: alignmentAt((attributes) => e.isActive(attributes)),
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Box role="toolbar" aria-label={RICH_TEXT.toolbar} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
      <HeadingSelect editor={editor} level={state.headingLevel} disabled={disabled} />
      <Divider orientation="vertical" flexItem />
      <Tool label={RICH_TEXT.bold} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool label={RICH_TEXT.italic} active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool label={RICH_TEXT.underline} active={state.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()}>
        <FormatUnderlinedIcon fontSize="small" />
      </Tool>
      <Tool label={RICH_TEXT.strike} active={state.strike} disabled={disabled} onClick={() => chain().toggleStrike().run()}>
        <StrikethroughSIcon fontSize="small" />
      </Tool>
      <ColorMenu editor={editor} color={state.color} disabled={disabled} />
      <Divider orientation="vertical" flexItem />
      {ALIGN_TOOLS.map((tool) => (
        <Tool key={tool.alignment} label={tool.label} active={state.align === tool.alignment} disabled={disabled} onClick={() => chain().setTextAlign(tool.alignment).run()}>
          {tool.icon}
        </Tool>
      ))}
      <Divider orientation="vertical" flexItem />
      <Tool label={RICH_TEXT.bulletList} active={state.bullet} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool label={RICH_TEXT.orderedList} active={state.ordered} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Tool label={RICH_TEXT.quote} active={state.quote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <LinkPopover editor={editor} active={state.link} disabled={disabled} />
      <TableMenu editor={editor} inTable={state.inTable} disabled={disabled} />
      <FileTool label={RICH_TEXT.image} accept="image/*" disabled={disabled || uploading} onPick={onPickImage}>
        <InsertPhotoIcon fontSize="small" />
      </FileTool>
      <FileTool label={RICH_TEXT.attachment} disabled={disabled || uploading} onPick={onPickAttachment}>
        <AttachFileIcon fontSize="small" />
      </FileTool>
      <Divider orientation="vertical" flexItem />
      <Tool label={RICH_TEXT.undo} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </Tool>
      <Tool label={RICH_TEXT.redo} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </Tool>
    </Box>
  );
}

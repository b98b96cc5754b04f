/** The editor's buttons; each shows whether its format is on at the cursor. */
import type { ChangeEvent, ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertPhotoIcon from '@mui/icons-material/InsertPhoto';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import { RICH_TEXT } from './messages';

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          // Keep the selection in the editor: a mousedown on the button would move focus away.
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function EditorToolbar({ editor, disabled, uploading, onPickImage }: { editor: Editor; disabled?: boolean; uploading?: boolean; onPickImage: (file: File) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onPickImage(file);
  };

  return (
    <Box role="toolbar" aria-label={RICH_TEXT.toolbar} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
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
      <Divider orientation="vertical" flexItem />
      <Tool label={RICH_TEXT.heading} active={state.heading} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <TitleIcon fontSize="small" />
      </Tool>
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
      <Tooltip title={RICH_TEXT.image}>
        <span>
          <IconButton size="small" component="label" aria-label={RICH_TEXT.image} disabled={disabled || uploading}>
            <InsertPhotoIcon fontSize="small" />
            <input hidden type="file" accept="image/*" onChange={pick} disabled={disabled || uploading} aria-label={RICH_TEXT.image} />
          </IconButton>
        </span>
      </Tooltip>
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

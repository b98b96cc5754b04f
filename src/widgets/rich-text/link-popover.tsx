/**
 * 链接: add, change or remove the link at the selection. Only web, mail and on-site addresses are
 * accepted (link-url.ts); with nothing selected the link text is typed here too.
 */
import { useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import { RICH_TEXT } from './messages';
import { normalizeLinkInput } from './link-url';
import { Tool } from './toolbar-tool';

interface Draft {
  anchor: HTMLElement;
  url: string;
  text: string;
  /** Nothing selected and no link at the cursor: the link's text is typed too. */
  needsText: boolean;
  editing: boolean;
  error: boolean;
}

export function LinkPopover({ editor, active, disabled }: { editor: Editor; active: boolean; disabled?: boolean }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const close = () => setDraft(null);

  const open = (anchor: HTMLElement) => {
    const editing = editor.isActive('link');
    const href = editing ? String(editor.getAttributes('link').href ?? '') : '';
    setDraft({ anchor, url: href, text: '', needsText: !editing && editor.state.selection.empty, editing, error: false });
  };

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const href = normalizeLinkInput(draft.url);
    if (!href) {
      setDraft({ ...draft, error: true });
      return;
    }
    const chain = editor.chain().focus();
    if (draft.editing) chain.extendMarkRange('link').setLink({ href }).run();
    else if (draft.needsText) chain.insertContent({ type: 'text', text: draft.text.trim() || href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    close();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };

  return (
    <>
      <Tool label={RICH_TEXT.link} active={active} disabled={disabled} popup="dialog" expanded={draft !== null} onClick={(e) => open(e.currentTarget)}>
        <InsertLinkIcon fontSize="small" />
      </Tool>
      <Popover
        open={draft !== null}
        anchorEl={draft?.anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': RICH_TEXT.link } }}
      >
        {draft ? (
          <Box component="form" noValidate onSubmit={apply} sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, width: 320 }}>
            <TextField
              size="small"
              autoFocus
              label={RICH_TEXT.linkUrl}
              placeholder="https://"
              value={draft.url}
              error={draft.error}
              helperText={draft.error ? RICH_TEXT.linkInvalid : undefined}
              onChange={(e) => setDraft({ ...draft, url: e.target.value, error: false })}
            />
            {draft.needsText ? (
              <TextField size="small" label={RICH_TEXT.linkText} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
            ) : null}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              {draft.editing ? (
                <Button size="small" color="error" onClick={remove}>
                  {RICH_TEXT.linkRemove}
                </Button>
              ) : null}
              <Button size="small" onClick={close}>
                {RICH_TEXT.linkCancel}
              </Button>
              <Button size="small" variant="contained" type="submit">
                {RICH_TEXT.linkApply}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Popover>
    </>
  );
}

import type { Story } from '@ladle/react';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { deferredDialog } from '@/ui/deferred-dialog';
import { CODE_FAILED_MESSAGE } from '@/ui/code-failed';
import { shows } from './story-shows';

export default { title: 'Shell / Deferred dialog' };

interface NoteDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dialog whose code arrives late (or never). */
function NoteDialog({ open, onClose }: NoteDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="note-title">
      <DialogTitle id="note-title">编辑备注</DialogTitle>
      <DialogContent>备注内容</DialogContent>
    </Dialog>
  );
}

const options = { isOpen: (p: NoteDialogProps) => p.open, close: (p: NoteDialogProps) => p.onClose() };
const arrives = deferredDialog(() => Promise.resolve({ default: NoteDialog }), options);
const neverArrives = deferredDialog(() => new Promise<{ default: typeof NoteDialog }>(() => undefined), options);
const fails = deferredDialog(() => Promise.reject<{ default: typeof NoteDialog }>(new TypeError('Failed to fetch dynamically imported module')), options);

/** A screen with one dialog, open from the start when `openAtFirst`. */
function Screen({ DialogType, openAtFirst }: { DialogType: typeof arrives; openAtFirst: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        编辑
      </Button>
      <DialogType open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Never opened: nothing of the dialog is drawn. */
export const NeverOpened: Story = () => <Screen DialogType={arrives} openAtFirst={false} />;
shows(NeverOpened, { roles: [{ role: 'button', name: '编辑' }], absent: ['编辑备注', '加载中'] });

/** Opened before its code arrived: 加载中 in its place. */
export const Loading: Story = () => <Screen DialogType={neverArrives} openAtFirst />;
shows(Loading, { roles: [{ role: 'dialog', name: '加载中' }, { role: 'progressbar', name: '加载中' }] });

/** Open, its code in. */
export const Open: Story = () => <Screen DialogType={arrives} openAtFirst />;
shows(Open, { text: ['备注内容'], roles: [{ role: 'dialog', name: '编辑备注' }] });

/** Its code could not be fetched: the dialog says so, with 关闭 and 重试. */
export const CodeFailedToLoad: Story = () => <Screen DialogType={fails} openAtFirst />;
shows(CodeFailedToLoad, { text: [CODE_FAILED_MESSAGE], roles: [{ role: 'dialog', name: '加载失败' }, { role: 'button', name: '重试' }, { role: 'button', name: '关闭' }], absent: ['备注内容'] });

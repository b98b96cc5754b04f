import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@/lib/dates';
import type { DraftRecord } from '@/session/drafts';
import { DRAFT_TEXT as T } from './messages';

export interface DraftRestoreListProps {
  drafts: readonly DraftRecord[];
  onRestore: (draft: DraftRecord) => void;
  onDiscard: (draft: DraftRecord) => void;
  /** Decide later: the drafts stay and are offered again at the next sign-in. */
  onClose: () => void;
}

/** The offer after sign-in: each kept draft with 恢复草稿 / 丢弃. Nothing shows without drafts. */
export function DraftRestoreList({ drafts, onRestore, onDiscard, onClose }: DraftRestoreListProps) {
  return (
    <Dialog open={drafts.length > 0} onClose={onClose} aria-labelledby="draft-restore-title" maxWidth="sm" fullWidth>
      <DialogTitle id="draft-restore-title">{T.offerTitle}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>{T.offerHint}</DialogContentText>
        <List aria-label={T.offerTitle}>
          {drafts.map((d) => (
            <ListItem
              key={d.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="contained" onClick={() => onRestore(d)} aria-label={`${T.restore} ${d.title}`}>
                    {T.restore}
                  </Button>
                  <Button size="small" color="error" onClick={() => onDiscard(d)} aria-label={`${T.discard} ${d.title}`}>
                    {T.discard}
                  </Button>
                </Stack>
              }
              sx={{ pr: 22 }}
            >
              <ListItemText primary={d.title || d.route} secondary={T.savedAt(formatDateTime(d.savedAt))} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.later}</Button>
      </DialogActions>
    </Dialog>
  );
}

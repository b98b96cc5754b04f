import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '@/widgets/rich-text/safe-html';
import { NOTICE_TEXT, type NoticeItem } from './notice-config';

export interface NoticeDetailModalProps {
  notice: NoticeItem | null;
  onClose(): void;
  /** openType url: navigate to openPage. */
  onGoHandle?(openPage: string): void;
}

/** 通知消息 (console.md §2 dialogs): title, sender, send time, the sanitised HTML body. */
export function NoticeDetailModal({ notice, onClose, onGoHandle }: NoticeDetailModalProps) {
  const goTo = notice?.openType === 'url' && notice.openPage ? notice.openPage : null;
  return (
    <Dialog open={notice !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="notice-detail-title">
      <DialogTitle id="notice-detail-title">{NOTICE_TEXT.modalTitle}</DialogTitle>
      <DialogContent dividers>
        {notice ? (
          <Stack spacing={1}>
            <Typography variant="h6" component="h2" sx={{ textAlign: 'center' }}>
              {notice.titile}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {NOTICE_TEXT.sender}：{notice.sender ?? ''}
              {'　'}
              {NOTICE_TEXT.sendTime}：{notice.sendTime ?? ''}
            </Typography>
            <Divider />
            <SafeHtml data-testid="notice-content" className="notice-content" html={notice.msgContent ?? ''} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        {goTo && onGoHandle ? (
          <Button variant="contained" onClick={() => onGoHandle(goTo)}>
            {NOTICE_TEXT.goHandle}
          </Button>
        ) : null}
        <Button onClick={onClose}>{NOTICE_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

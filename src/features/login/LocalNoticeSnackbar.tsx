import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { LoginNotice } from './LoginPage';

/** The login page's own message display when no app notifier is given. */
export default function LocalNoticeSnackbar({ notice, onClose }: { notice: LoginNotice; onClose(): void }) {
  return (
    <Snackbar open autoHideDuration={4500} onClose={onClose} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Alert severity={notice.level} onClose={onClose} variant="filled">
        {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
        {notice.message}
      </Alert>
    </Snackbar>
  );
}

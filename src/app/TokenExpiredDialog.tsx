import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';

/** The 500 "Token失效" answer's modal (spec §8): 登录已过期 with one way out, 重新登录. */
export default function TokenExpiredDialog({ onRelogin }: { onRelogin(): void }) {
  return (
    <Dialog open aria-labelledby="token-expired-title" onClose={() => undefined}>
      <DialogTitle id="token-expired-title">登录已过期</DialogTitle>
      <DialogContent>
        <DialogContentText>很抱歉，登录已过期，请重新登录</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onRelogin} autoFocus>
          重新登录
        </Button>
      </DialogActions>
    </Dialog>
  );
}

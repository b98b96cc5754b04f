import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emulatedThirdLoginToken } from '@/api/sys/auth';
import { errorMessage } from '@/api/errors';
import { thirdLoginReturnUrl } from './third-login';

export interface ThirdLoginProviderPageProps {
  /** The query of the page: thirdType and the console's redirect. */
  search: string;
  loginPath: string;
  goTo: (url: string) => void;
}

/**
 * The demo's stand-in for a third-party provider's sign-in page: its
 * account is bound to the console's 管理员. 同意授权 returns to the console's
 * login page with the token the provider's callback would have issued.
 */
export default function ThirdLoginProviderPage({ search, loginPath, goTo }: ThirdLoginProviderPageProps) {
  const params = new URLSearchParams(search);
  const thirdType = params.get('thirdType') ?? 'github';
  const redirect = params.get('redirect');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await emulatedThirdLoginToken(thirdType);
      goTo(thirdLoginReturnUrl(loginPath, { token, thirdType }, redirect));
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Paper role="main" aria-label="模拟第三方登录" sx={{ p: 4, width: 400, maxWidth: '100%' }}>
        <Typography variant="h5" gutterBottom>
          模拟第三方登录（{thirdType}）
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          演示环境没有真实的第三方平台。此页代替平台的授权页：同意授权后回到后台，以绑定的账号 admin（管理员）登录。
        </Typography>
        {error ? <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => goTo(loginPath)}>取消</Button>
          <Button variant="contained" loading={busy} onClick={() => void approve()}>
            同意授权
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { captchaAlt } from './captcha-alt';

interface Props {
  image: string | null;
  loading: boolean;
  error: string | null;
  demo: boolean;
  onRefresh(): void;
}

/** What the picture does when pressed, for screen readers and as a tooltip. */
export const CAPTCHA_REFRESH_LABEL = '看不清？点击更换验证码';

/** The captcha picture, a labelled button: a click or Enter asks for a new one (Vue: click to refresh). */
export function CaptchaImage({ image, loading, error, demo, onRefresh }: Props) {
  return (
    <ButtonBase
      onClick={onRefresh}
      disabled={loading}
      aria-label={CAPTCHA_REFRESH_LABEL}
      title={CAPTCHA_REFRESH_LABEL}
      sx={{ width: 112, height: 40, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {loading ? (
        <CircularProgress size={20} aria-label="验证码" />
      ) : image ? (
        <img src={image} alt={captchaAlt(image, demo)} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        <Typography variant="caption" color="error" role="img" aria-label="验证码">
          {error}
        </Typography>
      )}
    </ButtonBase>
  );
}

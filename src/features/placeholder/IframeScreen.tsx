import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ScreenProps } from '@/app/router/screens';

/** An iframe menu entry: the URL was resolved from the menu's template by the shell, without eval. */
export default function IframeScreen({ title, url }: ScreenProps) {
  if (!url) return <Alert severity="warning">该菜单没有可用的地址。</Alert>;
  return (
    <Box sx={{ height: 'calc(100vh - 220px)', minHeight: 400 }}>
      <iframe title={title} src={url} style={{ border: 0, width: '100%', height: '100%' }} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
    </Box>
  );
}

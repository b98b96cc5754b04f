import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ScreenProps } from '@/ui/screen-props';
import { isSameOrigin } from '@/lib/safe-url';

/**
 * A page of this site may share its origin; a page of another origin runs sandboxed without
 * `allow-same-origin`, so it can never read this console's storage or session.
 */
export function iframeSandbox(url: string): string {
  return isSameOrigin(url) ? 'allow-scripts allow-same-origin allow-forms allow-popups' : 'allow-scripts allow-forms allow-popups';
}

/** An iframe menu entry: the URL was resolved from the menu's template by the shell, without eval. */
export default function IframeScreen({ title, url }: ScreenProps) {
  if (!url) return <Alert severity="warning">该菜单没有可用的地址。</Alert>;
  return (
    <Box sx={{ height: 'calc(100vh - 220px)', minHeight: 400 }}>
      <iframe title={title} src={url} style={{ border: 0, width: '100%', height: '100%' }} sandbox={iframeSandbox(url)} />
    </Box>
  );
}

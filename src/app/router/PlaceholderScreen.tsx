import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '@/ui/screen-props';
import { PLANNED_SCREEN_PREFIXES, normaliseComponent } from './screens';
import { useButtonAuth } from '@/session/use-button-auth';

/** Which button permissions a screen's code prefix covers, e.g. `user:` for system/UserList. */
function codePrefixOf(component: string): string | null {
  const name = normaliseComponent(component).split('/').pop() ?? '';
  const base = name.replace(/(List|Page|Index|Modal)$/, '');
  return base ? `${base.charAt(0).toLowerCase()}${base.slice(1)}:` : null;
}

/**
 * Stands in for a screen the server menu names but this build does not have yet, or whose
 * `component` string it does not know. Says which, and never crashes the shell.
 */
export default function PlaceholderScreen({ title, component }: ScreenProps) {
  const planned = PLANNED_SCREEN_PREFIXES.some((p) => normaliseComponent(component).startsWith(p));
  const auth = useButtonAuth();
  const prefix = codePrefixOf(component);
  const buttons = prefix ? auth.filter((a) => a.action.toLowerCase().startsWith(prefix.toLowerCase())) : [];
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" component="h1" gutterBottom>
        {title}
      </Typography>
      {planned ? (
        <Alert severity="info">
          <AlertTitle>页面建设中</AlertTitle>
          该页面（{component}）尚在建设中，菜单、权限与路由已就绪。
        </Alert>
      ) : (
        <Alert severity="warning">
          <AlertTitle>未知的页面组件</AlertTitle>
          菜单配置的组件“{component}”在本系统中不存在，请联系管理员检查菜单配置。
        </Alert>
      )}
      {buttons.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" gutterBottom>
            您在此页面拥有的按钮权限
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="按钮权限">
            {buttons.map((b) => (
              <Chip key={b.action} label={`${b.describe ?? b.action}（${b.action}）`} size="small" />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}

import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import CleaningServices from '@mui/icons-material/CleaningServices';
import LockReset from '@mui/icons-material/LockReset';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Logout from '@mui/icons-material/Logout';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Tune from '@mui/icons-material/Tune';

interface Props {
  realname: string;
  avatarUrl?: string;
  /** the greeting is shown on desktop only (spec §2) */
  showGreeting: boolean;
  /** 个人中心 / 账户设置 (menu-defined routes); omitted items are not shown. */
  onAccountCenter?(): void;
  onAccountSettings?(): void;
  onChangePassword(): void;
  onSwitchDepart(): void;
  onSettings(): void;
  /** 清理缓存: the server's dictionary caches and this browser's copy of them. */
  onClearCache?(): void;
  onLogout(): void;
}

/** An item of the drop-down; one whose action the page does not offer is not shown. */
interface MenuEntry {
  icon: typeof Logout;
  label: string;
  action: (() => void) | undefined;
}

/** Read by screen readers, not drawn. */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** Header user drop-down: 欢迎您 + name, 个人中心, 账户设置, 密码修改, 部门切换, 系统设置, 清理缓存, 退出登录. */
export function UserMenu({ realname, avatarUrl, showGreeting, onAccountCenter, onAccountSettings, onChangePassword, onSwitchDepart, onSettings, onClearCache, onLogout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const entries: MenuEntry[] = [
    { icon: AccountCircle, label: '个人中心', action: onAccountCenter },
    { icon: ManageAccounts, label: '账户设置', action: onAccountSettings },
    { icon: LockReset, label: '密码修改', action: onChangePassword },
    { icon: SwapHoriz, label: '部门切换', action: onSwitchDepart },
    { icon: Tune, label: '系统设置', action: onSettings },
    { icon: CleaningServices, label: '清理缓存', action: onClearCache },
  ];
  const item = ({ icon: Icon, label, action }: MenuEntry) =>
    action ? (
      <MenuItem key={label} onClick={run(action)}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        {label}
      </MenuItem>
    ) : null;
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        startIcon={
          <Avatar src={avatarUrl} alt="" aria-hidden sx={{ width: 28, height: 28 }}>
            {realname.slice(0, 1)}
          </Avatar>
        }
        sx={{ textTransform: 'none' }}
      >
        {/* Named by what it is, then by the greeting it shows (read from its text, so a voice command
            naming the visible words finds it too). */}
        <Box component="span" sx={SCREEN_READER_ONLY}>
          用户菜单
        </Box>
        {showGreeting ? `欢迎您，${realname}` : null}
      </Button>
      <Menu open={anchor != null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {entries.map(item)}
        <Divider />
        {item({ icon: Logout, label: '退出登录', action: onLogout })}
      </Menu>
    </>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'wouter';
import { ACCOUNT_TEXT, SETTINGS_PATHS, type SettingsKey } from '../account-text';

const KEYS = Object.keys(SETTINGS_PATHS) as SettingsKey[];

/**
 * 个人设置 frame: the five child pages in a left menu, each under its own URL (the menu's hidden
 * children), the current one's content on the right.
 */
export function SettingsLayout({ active, children }: { active: SettingsKey; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <Paper sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: 480 }}>
      <Box component="nav" aria-label={ACCOUNT_TEXT.settings} sx={{ width: { md: 224 }, flexShrink: 0, borderRight: { md: 1 }, borderColor: { md: 'divider' } }}>
        <List disablePadding sx={{ py: 1 }}>
          {KEYS.map((key) => (
            <ListItem key={key} disablePadding>
              <ListItemButton
                selected={key === active}
                aria-current={key === active ? 'page' : undefined}
                onClick={() => key !== active && navigate(SETTINGS_PATHS[key])}
              >
                <ListItemText primary={ACCOUNT_TEXT.menu[key]} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider sx={{ display: { md: 'none' } }} />
      <Box sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {ACCOUNT_TEXT.menu[active]}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

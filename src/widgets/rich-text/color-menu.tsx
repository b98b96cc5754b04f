/** 文字颜色: a small palette and 清除颜色. */
import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import FormatColorResetIcon from '@mui/icons-material/FormatColorReset';
import { RICH_TEXT, TEXT_COLORS } from './messages';
import { Tool } from './toolbar-tool';

export function ColorMenu({ editor, color, disabled }: { editor: Editor; color: string | null; disabled?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const apply = (value: string | null) => {
    close();
    const chain = editor.chain().focus();
    if (value) chain.setColor(value).run();
    else chain.unsetColor().run();
  };
  return (
    <>
      <Tool label={RICH_TEXT.color} active={color !== null} disabled={disabled} popup="menu" expanded={anchor !== null} onClick={(e) => setAnchor(e.currentTarget)}>
        <FormatColorTextIcon fontSize="small" sx={color ? { color } : undefined} />
      </Tool>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': RICH_TEXT.color, dense: true } }}>
        {TEXT_COLORS.map((c) => (
          <MenuItem key={c.value} onClick={() => apply(c.value)} aria-label={c.name}>
            <Box component="span" aria-hidden sx={{ width: 16, height: 16, mr: 1, borderRadius: 0.5, bgcolor: c.value }} />
            {c.name}
          </MenuItem>
        ))}
        <MenuItem onClick={() => apply(null)} aria-label={RICH_TEXT.clearColor}>
          <FormatColorResetIcon fontSize="small" sx={{ mr: 1 }} />
          {RICH_TEXT.clearColor}
        </MenuItem>
      </Menu>
    </>
  );
}

import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export interface CellTextProps {
  text: string;
  /** 2 wraps to two lines (the main column); 1 keeps one line ending in …. */
  lines?: 1 | 2;
  align?: 'left' | 'center' | 'right';
}

const isCut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;

/**
 * A grid cell's text, cut to one or two lines; when the text is cut, hovering or focusing the
 * cell shows the full text in a tooltip. The tooltip is only built once a cut text is hovered,
 * so a page of rows does not carry hundreds of idle tooltips.
 */
export function CellText({ text, lines = 1, align }: CellTextProps) {
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  const onEnter = (e: MouseEvent<HTMLElement>) => {
    const next = isCut(e.currentTarget);
    setCut(next);
    setOpen(next);
  };
  const box = (
    <Box
      component="span"
      data-cell-text=""
      onMouseEnter={onEnter}
      sx={{
        display: lines === 2 ? '-webkit-box' : 'block',
        width: '100%',
        overflow: 'hidden',
        textAlign: align,
        ...(lines === 2
          ? { WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', whiteSpace: 'normal', lineHeight: 1.4, wordBreak: 'break-all' }
          : { whiteSpace: 'nowrap', textOverflow: 'ellipsis' }),
      }}
    >
      {text}
    </Box>
  );
  if (!cut) return box;
  return (
    <Tooltip title={text} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} disableInteractive placement="top-start">
      {box}
    </Tooltip>
  );
}

import { useState, type CSSProperties, type MouseEvent } from 'react';
import Tooltip from '@mui/material/Tooltip';

export interface CellTextProps {
  text: string;
  /** 2 wraps to two lines (the main column); 1 keeps one line ending in …. */
  lines?: 1 | 2;
  align?: 'left' | 'center' | 'right';
}

/**
 * Plain style attributes rather than `sx`: a page of rows renders a few hundred cells, and `sx`
 * runs MUI's style engine and emotion's serialiser for each of them on every render of the grid.
 * These styles use no theme value.
 */
const ONE_LINE: CSSProperties = { display: 'block', width: '100%', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };
const TWO_LINES: CSSProperties = {
  display: '-webkit-box',
  width: '100%',
  overflow: 'hidden',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  whiteSpace: 'normal',
  lineHeight: 1.4,
  wordBreak: 'break-all',
};

/** Each line style with each alignment, made once: a cell's render builds no style object. */
const STYLES = new Map<string, CSSProperties>();
function cellStyle(lines: 1 | 2, align: CellTextProps['align']): CSSProperties {
  const base = lines === 2 ? TWO_LINES : ONE_LINE;
  if (!align) return base;
  const key = `${lines}${align}`;
  let style = STYLES.get(key);
  if (!style) STYLES.set(key, (style = { ...base, textAlign: align }));
  return style;
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
    <span data-cell-text="" onMouseEnter={onEnter} style={cellStyle(lines, align)}>
      {text}
    </span>
  );
  if (!cut) return box;
  return (
    <Tooltip title={text} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} disableInteractive placement="top-start">
      {box}
    </Tooltip>
  );
}

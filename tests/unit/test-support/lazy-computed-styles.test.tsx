import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import { lazyComputedStyles, stopLazyComputedStyles } from '../../lazy-computed-styles';
import { readWithoutAndWith } from './jsdom-alone';

const PROPS = ['display', 'visibility', 'pointer-events', 'width', 'position', 'color', 'padding-top', 'overflow-y', 'overflow', 'border-left-width', 'border', 'border-top', 'border-color', 'background-color', 'background', 'outline', 'font-size', 'scrollbar-width', '-webkit-line-clamp', 'float', '--mui-custom'];
/** The same properties read by their JavaScript names. */
const CAMEL = ['overflowY', 'overflow', 'borderLeftWidth', 'border', 'borderTop', 'borderColor', 'borderTopColor', 'backgroundColor', 'background', 'outline', 'fontSize', 'scrollbarWidth', 'webkitLineClamp', 'cssFloat', 'color', 'caretColor'] as const;

/** Every element's style as getComputedStyle answers now, read by CSS name and by property. */
function snapshot(): string[] {
  return [...document.body.querySelectorAll('*')].map((el) => {
    const style = getComputedStyle(el);
    const byName = PROPS.map((p) => style.getPropertyValue(p)).join('|');
    const byJsName = CAMEL.map((p) => String(style[p])).join('|');
    return `${el.tagName}.${el.getAttribute('class') ?? ''} ${byName} ${style.display}/${style.visibility}/${style.pointerEvents}/${style.position} ${byJsName} ${style.length > 0}`;
  });
}

describe('lazyComputedStyles', () => {
  afterEach(() => lazyComputedStyles(window));

  it('answers every element of an MUI dialog exactly as jsdom alone does', () => {
    render(
      <Dialog open>
        <DialogTitle>编辑</DialogTitle>
        <DialogContent sx={{ '& .MuiInputBase-root': { pointerEvents: 'none' }, overflowY: 'scroll', borderLeft: '2px solid red', outline: '1px dashed currentColor', '--mui-custom': '4px' }}>
          <TextField label="名称" disabled />
          <FormControlLabel control={<Checkbox defaultChecked />} label="启用" sx={{ visibility: 'hidden' }} />
          <Button variant="contained" sx={{ display: 'none' }}>
            保存
          </Button>
          <span style={{ visibility: 'hidden' }}>
            <b>inherits hidden</b>
          </span>
        </DialogContent>
      </Dialog>,
    );
    const { alone, shortcut: lazy } = readWithoutAndWith({ remove: () => stopLazyComputedStyles(window), install: () => lazyComputedStyles(window) }, snapshot);
    expect(lazy.length).toBeGreaterThan(20);
    expect(lazy).toEqual(alone);
    expect(lazy.some((line) => line.includes('none/visible/auto'))).toBe(true);
    expect(lazy.some((line) => line.startsWith('B. ') && line.includes('/hidden/'))).toBe(true);
    // The scrolling content's own cascade, read by CSS and JavaScript names.
    expect(lazy.some((line) => line.includes('|scroll||2px|') && line.includes(' scroll||2px|'))).toBe(true);
  });

  it('answers every element of a data grid exactly as jsdom alone does', () => {
    render(
      <div style={{ height: 300, width: 600 }}>
        <DataGrid columns={[{ field: 'name', headerName: '名称' }, { field: 'age', headerName: '年龄', type: 'number' }]} rows={[{ id: 1, name: '张三', age: 30 }, { id: 2, name: '李四', age: 41 }]} />
      </div>,
    );
    const { alone, shortcut: lazy } = readWithoutAndWith({ remove: () => stopLazyComputedStyles(window), install: () => lazyComputedStyles(window) }, snapshot);
    expect(lazy.length).toBeGreaterThan(20);
    expect(lazy).toEqual(alone);
  });

  it('reads the element when a property is asked for, as a browser does', () => {
    const { getByText } = render(<p>text</p>);
    const style = getComputedStyle(getByText('text'));
    expect(style.display).toBe('block');
    getByText('text').style.display = 'none';
    expect(style.display).toBe('none');
    expect(style.getPropertyValue('display')).toBe('none');
  });
});

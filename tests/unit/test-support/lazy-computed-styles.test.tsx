import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { lazyComputedStyles, stopLazyComputedStyles } from '../../lazy-computed-styles';
import { readWithoutAndWith } from './jsdom-alone';

const PROPS = ['display', 'visibility', 'pointer-events', 'width', 'position', 'color', 'padding-top'];

/** Every element's style as getComputedStyle answers now, read by CSS name and by property. */
function snapshot(): string[] {
  return [...document.body.querySelectorAll('*')].map((el) => {
    const style = getComputedStyle(el);
    const byName = PROPS.map((p) => style.getPropertyValue(p)).join('|');
    return `${el.tagName}.${el.getAttribute('class') ?? ''} ${byName} ${style.display}/${style.visibility}/${style.pointerEvents}/${style.position}`;
  });
}

describe('lazyComputedStyles', () => {
  afterEach(() => lazyComputedStyles(window));

  it('answers every element of an MUI dialog exactly as jsdom alone does', () => {
    render(
      <Dialog open>
        <DialogTitle>编辑</DialogTitle>
        <DialogContent sx={{ '& .MuiInputBase-root': { pointerEvents: 'none' } }}>
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

import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { fastLabelControls, walkForLabelControls } from '../../fast-label-control';
import { readWithoutAndWith } from './jsdom-alone';

/** Each label's control and each field's labels, as text. */
function associations(): string[] {
  const name = (el: Element | null) => (el ? `${el.tagName}#${el.id}` : 'none');
  const labels = [...document.querySelectorAll('label')].map((label) => `${label.textContent} → ${name(label.control)}`);
  const fields = [...document.querySelectorAll('input, textarea, select, button')].map(
    (field) => `${name(field)} ← ${[...((field as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(',')}`,
  );
  return [...labels, ...fields];
}

describe('fastLabelControls', () => {
  afterEach(() => fastLabelControls());

  it('finds the same controls and labels as jsdom alone', () => {
    render(
      <div>
        <TextField id="name" label="名称" />
        <TextField id="kind" label="类型" select value="a">
          <MenuItem value="a">甲</MenuItem>
        </TextField>
        <FormControlLabel control={<Checkbox />} label="启用" />
        <label htmlFor="twice">重复的 id</label>
        <input id="twice" />
        <input id="twice" />
        <label htmlFor="nowhere">没有控件</label>
        <label htmlFor="plain">不可标注</label>
        <div id="plain" />
        <label htmlFor="">空的 for</label>
      </div>,
    );
    const detached = document.createElement('label');
    detached.htmlFor = 'name';
    const { alone, shortcut: fast } = readWithoutAndWith({ remove: walkForLabelControls, install: fastLabelControls }, () => [...associations(), String(detached.control)]);
    expect(fast).toEqual(alone);
    expect(fast).toContain('名称 → INPUT#name');
    expect(fast).toContain('重复的 id → INPUT#twice');
    expect(fast).toContain('没有控件 → none');
    expect(fast).toContain('不可标注 → none');
  });
});

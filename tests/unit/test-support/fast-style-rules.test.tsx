import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { needsOf, onlyNeedsOf, removeShortcut, skipRulesThatCannotMatch } from '../../fast-style-rules';
import { readWithoutAndWith } from './jsdom-alone';
import { MuiFormInDialog } from './mui-form-in-dialog';

describe('needsOf', () => {
  it('reads the subject compound of each branch', () => {
    expect(needsOf('.css-1x2y3z')).toEqual([{ tag: null, classes: ['css-1x2y3z'] }]);
    expect(needsOf('.css-a:hover')).toEqual([{ tag: null, classes: ['css-a'] }]);
    expect(needsOf('.css-a .MuiInputBase-input.Mui-disabled')).toEqual([{ tag: null, classes: ['MuiInputBase-input', 'Mui-disabled'] }]);
    expect(needsOf('.MuiInputBase-root:has(> .css-b)')).toEqual([{ tag: null, classes: ['MuiInputBase-root'] }]);
    expect(needsOf('td, th')).toEqual([
      { tag: 'td', classes: [] },
      { tag: 'th', classes: [] },
    ]);
    expect(needsOf('input:not([type="image" i], [type="range" i])')).toEqual([{ tag: 'input', classes: [] }]);
    expect(needsOf('ul > LI.item')).toEqual([{ tag: 'li', classes: ['item'] }]);
  });

  it('leaves to the selector engine what it cannot read with certainty', () => {
    expect(needsOf(':focus-visible')).toBeNull();
    expect(needsOf('[popover]')).toBeNull();
    expect(needsOf('td, :link')).toBeNull();
    expect(needsOf(':is(ol, ul) li')).toEqual([{ tag: 'li', classes: [] }]);
    expect(needsOf(':is(ol, ul)')).toBeNull();
    expect(needsOf('.a\\:b')).toBeNull();
    expect(needsOf('svg|a')).toBeNull();
    expect(needsOf('.类名')).toBeNull();
    expect(needsOf('a[title=")"] .x')).toEqual([{ tag: null, classes: ['x'] }]);
    expect(needsOf('a[title=")]"')).toBeNull();
  });
});

describe('onlyNeedsOf', () => {
  const only = (selector: string) => onlyNeedsOf(selector, needsOf(selector));

  it('answers for one compound of a tag and classes', () => {
    expect(only('.css-1x2y3z')).toBe(true);
    expect(only('td')).toBe(true);
    expect(only('.MuiButton-root.Mui-disabled')).toBe(true);
    expect(only('button.MuiButton-root')).toBe(true);
  });

  it('leaves to the engine a pseudo-class, an attribute, a combinator or a second branch', () => {
    expect(only('.css-a:hover')).toBe(false);
    expect(only('.css-a::before')).toBe(false);
    expect(only('.css-a[disabled]')).toBe(false);
    expect(only('.css-a .b')).toBe(false);
    expect(only('.css-a>.b')).toBe(false);
    expect(only('td, th')).toBe(false);
    expect(only('#main.x')).toBe(false);
    expect(only('*.x')).toBe(false);
    expect(only(':focus-visible')).toBe(false);
  });
});

describe('skipRulesThatCannotMatch', () => {
  afterEach(() => skipRulesThatCannotMatch(document));

  const PROPS = ['display', 'visibility', 'pointer-events', 'width', 'height', 'position', 'color', 'margin-left', 'padding-top'];
  const snapshot = () => {
    // Any attribute change on an attached element empties jsdom's style cache.
    document.documentElement.setAttribute('data-snapshot', String(Math.random()));
    return [...document.body.querySelectorAll('*')].map((el) => {
      const style = getComputedStyle(el);
      return `${el.tagName}.${el.getAttribute('class') ?? ''} ${PROPS.map((p) => style.getPropertyValue(p)).join('|')}`;
    });
  };

  it('computes every element of an MUI form in a dialog exactly as jsdom alone does', () => {
    render(<MuiFormInDialog />);
    const { alone, shortcut } = readWithoutAndWith({ remove: () => removeShortcut(document), install: () => skipRulesThatCannotMatch(document) }, snapshot);
    expect(shortcut.length).toBeGreaterThan(30);
    expect(shortcut).toEqual(alone);
  });
});

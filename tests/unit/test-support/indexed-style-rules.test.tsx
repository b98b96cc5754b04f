import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { cascadedStyleText, indexStyleRules, stopIndexingStyleRules } from '../../indexed-style-rules';
import { readWithoutAndWith } from './jsdom-alone';
import { MuiFormInDialog } from './mui-form-in-dialog';

const shortcut = { remove: stopIndexingStyleRules, install: indexStyleRules };
const everyElement = () => [...document.body.querySelectorAll('*'), document.body];
const cascade = () => everyElement().map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''} ${cascadedStyleText(el)}`);
/** The four properties cascaded one by one, read as Testing Library and user-event read them. */
const resolved = () => {
  // Any attribute change on an attached element empties jsdom's style cache.
  document.documentElement.setAttribute('data-snapshot', String(Math.random()));
  return everyElement().map((el) => {
    const style = getComputedStyle(el);
    return `${el.tagName}.${el.getAttribute('class') ?? ''} ${style.display}|${style.visibility}|${style.pointerEvents}|${style.getPropertyValue('color')}`;
  });
};

/** What a test added to the document, taken out after it. */
const cleanups: (() => void)[] = [];
afterEach(() => {
  indexStyleRules();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  cleanups.push(() => style.remove());
  return style;
}

/** Sets the body's markup by hand (not through React, whose cleanup unmounts what it rendered). */
function setBody(html: string): void {
  document.body.innerHTML = html;
  cleanups.push(() => document.body.replaceChildren());
}

describe('indexStyleRules', () => {
  it('cascades every element of a hand-made page exactly as jsdom alone does', () => {
    addStyle(`
        td, th { padding: 3px; }
        .a { color: red; margin-left: 1px; }
        .a.b { color: blue; }
        div > .b { margin-left: 2px !important; }
        .b { margin-left: 9px; }
        [data-x] { visibility: hidden; }
        :focus-visible { outline: 1px solid; }
        * { box-sizing: border-box; }
        .a::before { content: 'x'; }
        .c:not(.a) { display: none; }
        .a .c, span.d { width: 10px; }
        .a { color: unset; }
        svg.icon { fill: green; }
        circle { stroke: black; }
        @media screen { .d { height: 4px; } }
        @media (min-width: 600px) { .d { height: 8px; } }
        .x\\:y { color: pink; }
        DIV.e { position: absolute; }
    `);
    setBody(`
      <div class="a b" data-x>one<span class="c d">two</span><span class="c">three</span></div>
      <div class="e" style="color: purple; margin-left: unset">four</div>
      <table><tbody><tr><th>h</th><td class="b">d</td></tr></tbody></table>
      <svg class="icon" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" class="a"></circle><foreignObject></foreignObject></svg>
      <span class="x:y">five</span>`);
    const { alone, shortcut: indexed } = readWithoutAndWith(shortcut, cascade);
    expect(indexed.length).toBeGreaterThan(10);
    expect(indexed).toEqual(alone);
    const values = readWithoutAndWith(shortcut, resolved);
    expect(values.shortcut).toEqual(values.alone);
    expect(values.shortcut.find((line) => line.startsWith('DIV.a b '))).toBe('DIV.a b block|hidden|auto|rgb(0, 0, 0)');
    expect(values.shortcut.find((line) => line.startsWith('SPAN.c d '))).toBe('SPAN.c d none|hidden|auto|rgb(0, 0, 0)');
    expect(values.shortcut.find((line) => line.startsWith('DIV.e '))).toBe('DIV.e block|visible|auto|rgb(128, 0, 128)');
    // The page really has what it tests: rules filed by class, by tag, and unfiled ones applied.
    expect(indexed.find((line) => line.startsWith('TD.b '))).toMatch(/padding: 3px; margin-left: 9px/);
    expect(indexed.find((line) => line.startsWith('SPAN.c d '))).toBe('SPAN.c d box-sizing: border-box; display: none; width: 10px; height: 4px;');
    expect(indexed.find((line) => line.startsWith('DIV.a b '))).toMatch(/visibility: hidden/);
    expect(indexed.find((line) => line.startsWith('circle.a '))).toMatch(/stroke: black/);
  });

  it('sees style sheets added and removed, and classes changed, after a first lookup', () => {
    setBody('<p class="late">text</p>');
    const p = document.querySelector('p')!;
    expect(cascadedStyleText(p)).not.toMatch(/color/);
    const late = addStyle('.late { color: orange; } .later { color: teal; }');
    expect(cascadedStyleText(p)).toMatch(/color: orange/);
    p.className = 'later';
    expect(cascadedStyleText(p)).toMatch(/color: teal/);
    late.remove();
    expect(cascadedStyleText(p)).not.toMatch(/color/);
  });

  it('sees a rule inserted into a sheet in place, as the style cache inserts them, with nothing else changed', () => {
    const style = addStyle('.other { color: teal; }');
    setBody('<p class="inserted">text</p>');
    const p = document.querySelector('p')!;
    expect([getComputedStyle(p).display, getComputedStyle(p).marginLeft]).toEqual(['block', '']);
    // insertRule changes no node: jsdom keeps its cached declarations.
    style.sheet!.insertRule('.inserted { display: none; margin-left: 3px; }', 1);
    expect([getComputedStyle(p).display, getComputedStyle(p).marginLeft]).toEqual(['none', '3px']);
    style.sheet!.insertRule('.inserted { margin-left: 4px; }', 2);
    expect(getComputedStyle(p).marginLeft).toBe('4px');
  });

  it('cascades every element of an MUI form in a dialog exactly as jsdom alone does', () => {
    render(<MuiFormInDialog />);
    const { alone, shortcut: indexed } = readWithoutAndWith(shortcut, cascade);
    expect(indexed.length).toBeGreaterThan(30);
    expect(indexed).toEqual(alone);
    const values = readWithoutAndWith(shortcut, resolved);
    expect(values.shortcut).toEqual(values.alone);
    expect(values.shortcut.filter((line) => line.includes('none|')).length).toBeGreaterThan(0);
    expect(values.shortcut.filter((line) => line.includes('|hidden|')).length).toBeGreaterThan(0);
  });
});

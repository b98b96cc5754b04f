import { describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize';
import { filterStyle } from '@/widgets/rich-text/style-filter';

/** The notice body that, unsanitised, covered every recipient's console. */
const OVERLAY = '<p style="position:fixed;left:0;top:0;width:100vw;height:100vh;z-index:99999;background:#fff">登录已过期，请重新输入密码</p>';

function styleOf(html: string, selector = '*'): string {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box.querySelector(selector)?.getAttribute('style') ?? '';
}

describe('sanitizeHtml: styles cannot escape their box', () => {
  it('drops the fixed full-screen overlay but keeps its text and harmless colour', () => {
    const out = sanitizeHtml(OVERLAY);
    expect(out).toContain('登录已过期');
    expect(out).not.toMatch(/fixed|z-index|100vw|100vh|top|left/);
    expect(styleOf(OVERLAY, 'p')).toBe('background: #fff');
  });

  it.each([
    ['sticky', 'position: sticky; top: 0'],
    ['absolute', 'position:absolute;inset:0'],
    ['fixed with !important', 'position: fixed !important'],
    ['upper case', 'POSITION: FIXED'],
    ['z-index alone', 'z-index: 2147483647'],
    ['transform escape', 'transform: translate(-500px, -900px)'],
    ['translate property', 'translate: 0 -100vh'],
    ['negative margin', 'margin-top: -2000px'],
    ['negative margin shorthand', 'margin: 0 0 0 -999px'],
    ['IE expression', 'width: expression(alert(1))'],
    ['javascript url', 'background: url(javascript:alert(1))'],
    ['behavior', 'behavior: url(x.htc)'],
    ['escaped name', 'posit\\ion: fixed'],
    ['commented name', 'position/**/: fixed'],
    ['animation from the console', 'animation: mui-auto-fill 1s'],
    ['over-wide', 'width: 300%'],
  ])('drops %s', (_name, style) => {
    expect(styleOf(`<div style="${style}">x</div>`, 'div')).toBe('');
  });

  it('does not let a quoted value smuggle a declaration', () => {
    expect(filterStyle('font-family: "a;position:fixed"; color: red')).toBe('font-family: "a;position:fixed"; color: red');
    expect(styleOf(`<p style='font-family: "x;z-index:9"'>t</p>`, 'p')).not.toMatch(/^z-index/);
  });

  it('keeps formatting: colour, alignment, weight, widths up to 100 %, relative position', () => {
    const kept = 'color: #c00; text-align: center; font-weight: bold; width: 100%; position: relative; margin: 0 auto; background: url(https://example.org/a.png)';
    expect(styleOf(`<p style="${kept}">t</p>`, 'p')).toBe(kept);
  });

  it('keeps bold, tables, pictures and links, adding rel to new-tab links', () => {
    const html =
      '<p><strong>粗</strong><em>斜</em></p><table><tbody><tr><td style="border: 1px solid #ccc">格</td></tr></tbody></table>' +
      '<img src="https://example.org/a.png" alt="图"><a href="https://example.org" target="_blank">链</a>';
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(html);
    expect(box.querySelector('strong')).toHaveTextContent('粗');
    expect(box.querySelector('td')).toHaveAttribute('style', 'border: 1px solid #ccc');
    expect(box.querySelector('img')).toHaveAttribute('src', 'https://example.org/a.png');
    const link = box.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops scripts, handlers, javascript: links and the console\'s own positioned classes', () => {
    const out = sanitizeHtml('<img src=x onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">a</a><div class="MuiBackdrop-root css-919eu4 note">b</div>');
    expect(out).not.toMatch(/onerror|<script|javascript:|Mui|css-/);
    expect(out).toContain('class="note"');
  });

  it('prefixes ids so a body cannot take a console element\'s id', () => {
    expect(sanitizeHtml('<p id="notice-detail-title">x</p>')).toContain('id="user-content-notice-detail-title"');
  });

  it('leaves the shared DOMPurify instance untouched', () => {
    expect(DOMPurify.sanitize('<p style="position:fixed">x</p>')).toContain('position:fixed');
  });
});

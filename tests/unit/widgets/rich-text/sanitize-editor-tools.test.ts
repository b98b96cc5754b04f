import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize';
import { isAllowedLinkUrl, normalizeLinkInput } from '@/widgets/rich-text/link-url';
import { isColor } from '@/widgets/rich-text/extensions/text-color';
import { tryBadInput } from '../../../reliability/tally';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

/** Markup exactly as the editor's table, alignment, colour and link tools write it. */
const TOOL_OUTPUT =
  '<h3 style="text-align: center">标题</h3>' +
  '<p style="text-align: justify">正文<span style="color: #c00000">红字</span>' +
  '<a target="_blank" rel="noopener noreferrer" href="https://www.gov.cn/">链接</a>' +
  '<a target="_blank" rel="noopener noreferrer" href="/zw-lgb2/sys/common/static/content/a_1.pdf">a.pdf</a>' +
  '<a target="_blank" rel="noopener noreferrer" href="mailto:office@example.gov.cn">邮件</a></p>' +
  '<table style="border-collapse: collapse; width: 100%"><tbody>' +
  '<tr><th style="border: 1px solid #bfbfbf; padding: 4px 8px" colspan="2"><p>表头</p></th></tr>' +
  '<tr><td style="border: 1px solid #bfbfbf; padding: 4px 8px" rowspan="2"><p style="text-align: right">1</p></td><td style="border: 1px solid #bfbfbf; padding: 4px 8px"><p>2</p></td></tr>' +
  '</tbody></table>';

describe('sanitizeHtml keeps what the editor tools write', () => {
  it('keeps table, alignment, colour and link markup unchanged', () => {
    expect(sanitizeHtml(TOOL_OUTPUT)).toBe(TOOL_OUTPUT);
  });
});

describe('sanitizeHtml drops hostile variants of the new tools', () => {
  it.each([
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['tab inside the scheme', '<a href="java&#9;script:alert(1)">x</a>'],
    ['leading space before the scheme', '<a href=" javascript:alert(1)">x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['protocol-relative link', '<a href="//evil.example/login">x</a>'],
    ['backslash host link', '<a href="/\\evil.example">x</a>'],
    ['file: link', '<a href="file:///etc/passwd">x</a>'],
  ])('drops the href of a %s', async (name, html) => {
    await tryBadInput(`rich text ${name}`, 'wrong', () => {
      const link = parse(html).querySelector('a');
      expect(link).not.toBeNull();
      expect(link).not.toHaveAttribute('href');
      expect(link).not.toHaveAttribute('target');
    });
  });

  it('opens every kept link in a new tab without handing over the window', async () => {
    await tryBadInput('rich text link with target _self and opener rel', 'wrong', () => {
      const link = parse('<a href="https://example.org" target="_self" rel="opener">x</a>').querySelector('a');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it.each([
    ['url() in a colour span', '<span style="color: red; background: url(javascript:alert(1))">x</span>', 'span', 'color: red'],
    ['protocol-relative url() in a cell', '<table><tbody><tr><td style="background-image: url(//evil.example/t.png); text-align: center">x</td></tr></tbody></table>', 'td', 'text-align: center'],
    ['expression() colour', '<span style="color: expression(alert(1))">x</span>', 'span', ''],
    ['fixed table', '<table style="border-collapse: collapse; position: fixed; top: 0; z-index: 9"><tbody><tr><td>x</td></tr></tbody></table>', 'table', 'border-collapse: collapse'],
    ['alignment with an escape', '<p style="text-align: cen\\74 er; color: blue">x</p>', 'p', 'color: blue'],
  ])('filters the style of %s', async (name, html, selector, kept) => {
    await tryBadInput(`rich text ${name}`, 'wrong', () => {
      expect(parse(html).querySelector(selector)?.getAttribute('style') ?? '').toBe(kept);
    });
  });

  it('drops event handlers on table cells, coloured text and links', async () => {
    await tryBadInput('rich text handlers on tool markup', 'wrong', () => {
      const out = sanitizeHtml(
        '<table onmouseover="alert(1)"><tbody><tr onclick="alert(2)"><td onfocus="alert(3)" style="color: red">x</td></tr></tbody></table>' +
          '<span style="color: red" onclick="alert(4)">y</span><a href="https://example.org" onclick="alert(5)">z</a>',
      );
      expect(out).not.toMatch(/on(?:mouseover|click|focus)|alert/);
      expect(out).toContain('<td style="color: red">x</td>');
    });
  });
});

describe('link addresses', () => {
  it.each(['https://www.gov.cn/', 'http://example.org/a?b=1#c', 'mailto:a@b.cn', '/zw-lgb2/sys/common/static/a.pdf'])('accepts %s', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'a.html', '#top', 'ftp://example.org', 'https://', 'http://a b', '/\\evil', ''])('refuses %s', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(false);
  });

  it('reads a typed www. address as https and trims it', () => {
    expect(normalizeLinkInput('  www.gov.cn ')).toBe('https://www.gov.cn');
    expect(normalizeLinkInput('javascript:alert(1)')).toBeNull();
  });
});

describe('text colours', () => {
  it('accepts hex, rgb and names, refuses anything with code or urls', () => {
    expect(['#c00000', 'rgb(192, 0, 0)', 'red'].every(isColor)).toBe(true);
    expect(['url(x)', 'expression(alert(1))', 'red; position: fixed', ''].some(isColor)).toBe(false);
  });
});

/**
 * Every place that shows server HTML renders it through SafeHtml (sanitised, contained): the
 * sinks are rendered with the overlay payload, and the source is scanned so a new sink cannot
 * bypass the sanitiser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ContentRow } from '@/api/content';
import { ContentDetailDialog } from '@/features/content/ContentDetailDialog';
import { CONTENT_AREAS } from '@/features/content/areas';
import { NoticeDetailModal } from '@/features/notices/NoticeDetailModal';
import type { NoticeItem } from '@/features/notices/notice-config';
import { MarkdownEditor } from '@/widgets/form';
import { renderWidget } from '../form/render';

const OVERLAY = '<p data-x="overlay" style="position:fixed;left:0;top:0;width:100vw;height:100vh;z-index:99999;color:#c00">钓鱼</p>';

function expectContained(box: HTMLElement) {
  const injected = box.querySelector('p');
  expect(injected).toHaveTextContent('钓鱼');
  const style = injected?.getAttribute('style') ?? '';
  expect(style).not.toMatch(/position|z-index|vw|vh|top|left/);
  expect(style).toContain('color');
  // The box is its own containing block, so nothing inside can be laid out against the viewport.
  expect(getComputedStyle(box).position).toBe('relative');
  expect(getComputedStyle(box).contain).toBe('layout');
}

describe('rich-text sinks', () => {
  it('notice detail (the bell and 我的消息) contains the overlay', () => {
    const notice = { id: 'n1', titile: '通告', msgContent: OVERLAY } as NoticeItem;
    render(<NoticeDetailModal notice={notice} onClose={() => undefined} />);
    expectContained(screen.getByTestId('notice-content'));
  });

  it('content detail contains the overlay', () => {
    const def = CONTENT_AREAS.find((a) => a.kind === 'article')!;
    // Only the fields the detail reads; the rest of a row does not matter here.
    const record = { id: 'c1', title: '文章', content: OVERLAY } as unknown as ContentRow;
    render(<ContentDetailDialog def={def} record={record} onClose={() => undefined} />);
    expectContained(screen.getByTestId('content-body'));
  });

  it('markdown preview sanitises raw HTML and rehype comment attributes with the same rules', { timeout: 30000 }, async () => {
    const source = `${OVERLAY}\n\n# 标题\n<!--rehype:style=position:fixed;z-index:9-->\n\n<iframe srcdoc="x"></iframe>`;
    renderWidget(<MarkdownEditor label="正文" value={source} readOnly />);
    await waitFor(() => expect(document.querySelector('.wmde-markdown p')).toHaveTextContent('钓鱼'), { timeout: 20000 });
    const preview = document.querySelector<HTMLElement>('.wmde-markdown')!;
    // React re-serialises the style object, so only the surviving property name is stable.
    expect(preview.querySelector('p')?.getAttribute('style')).toMatch(/^color: [^;]+;?$/);
    expect(preview.querySelector('h1')?.getAttribute('style') ?? '').not.toMatch(/fixed|z-index/);
    expect(preview.querySelector('iframe')).toBeNull();
    expect(preview.style.contain).toBe('layout');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one sanitiser', () => {
  const files = sourceFiles('src').map((path) => ({ path: path.replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));

  it('only SafeHtml sets innerHTML', () => {
    const setters = files.filter((f) => /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML/.test(f.text)).map((f) => f.path);
    expect(setters).toEqual(['src/widgets/rich-text/safe-html.tsx']);
  });

  it('only sanitize.ts imports DOMPurify, and every markdown renderer goes through the sanitising preview', () => {
    expect(files.filter((f) => /from 'dompurify'/.test(f.text)).map((f) => f.path)).toEqual(['src/widgets/rich-text/sanitize.ts']);
    const markdown = files.filter((f) => /from '(?:@uiw\/react-md-editor|@uiw\/react-markdown-preview|react-markdown)'/.test(f.text)).map((f) => f.path);
    expect(markdown).toEqual(['src/widgets/form/markdown-editor-impl.tsx']);
    expect(files.find((f) => f.path === 'src/widgets/form/markdown-editor-impl.tsx')?.text).toContain('pluginsFilter: withSanitizer');
  });
});

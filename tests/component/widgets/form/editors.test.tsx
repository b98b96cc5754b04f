import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CodeEditor, MarkdownEditor } from '@/widgets/form';
import { Held, renderWidget } from './render';

beforeAll(() => {
  // CodeMirror measures text through Range rects, which jsdom does not lay out.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
});

function Markdown({ initial = '' }: { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <MarkdownEditor label="正文" value={value} onChange={onChange} />} />;
}

describe('MarkdownEditor', () => {
  it('loads lazily, with a Chinese toolbar, 300 px high', async () => {
    renderWidget(<Markdown initial="# 标题" />);
    expect(screen.getByLabelText('加载中…')).toBeInTheDocument();
    const box = await screen.findByRole('textbox', { name: '正文' }, { timeout: 5000 });
    expect(box).toHaveValue('# 标题');
    expect(screen.getByRole('button', { name: '添加粗体文本(ctrl + b)' })).toBeInTheDocument();
    expect(document.querySelector('.w-md-editor')).toHaveStyle({ height: '300px' });
  });

  it('emits what is typed', async () => {
    const { user } = renderWidget(<Markdown />);
    const box = await screen.findByRole('textbox', { name: '正文' }, { timeout: 5000 });
    await user.type(box, '**重点**');
    expect(screen.getByTestId('value')).toHaveTextContent('**重点**');
  });

  it('never lets the minimum height go below 200', async () => {
    renderWidget(<MarkdownEditor label="正文" value="" height={120} />);
    await screen.findByRole('textbox', { name: '正文' }, { timeout: 5000 });
    expect(document.querySelector('.w-md-editor')).toHaveStyle({ height: '200px' });
  });

  it('drops script-capable tags from the preview', async () => {
    renderWidget(<MarkdownEditor label="正文" value={'安全<iframe srcdoc="x"></iframe><b>粗</b>'} readOnly />);
    await waitFor(() => expect(document.querySelector('.wmde-markdown b')).toHaveTextContent('粗'), { timeout: 5000 });
    expect(document.querySelector('.wmde-markdown iframe')).toBeNull();
  });
});

describe('CodeEditor', () => {
  it('loads lazily and shows the code', async () => {
    renderWidget(<CodeEditor label="脚本" value={'const a = 1;\nconsole.log(a);'} />);
    expect(screen.getByLabelText('加载中…')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.cm-content')).toHaveTextContent('const a = 1;'), { timeout: 5000 });
    expect(document.querySelector('.cm-content')).toHaveAttribute('aria-label', '脚本');
    expect(document.querySelector('.cm-content')).toHaveAttribute('contenteditable', 'true');
  });

  it('emits what is typed', async () => {
    const { user } = renderWidget(<Held widget={(value, onChange) => <CodeEditor label="脚本" value={value} onChange={onChange} />} />);
    await waitFor(() => expect(document.querySelector('.cm-content')).not.toBeNull(), { timeout: 5000 });
    await user.click(document.querySelector('.cm-content')!);
    await user.keyboard('let x');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('let x'));
  });

  it('is read-only when disabled', async () => {
    renderWidget(<CodeEditor label="脚本" value="x" disabled />);
    await waitFor(() => expect(document.querySelector('.cm-content')).toHaveAttribute('contenteditable', 'false'), { timeout: 5000 });
  });

  it('shows the caller message', () => {
    renderWidget(<CodeEditor label="脚本" value="" error="请输入脚本" />);
    expect(screen.getByText('请输入脚本')).toBeInTheDocument();
  });
});

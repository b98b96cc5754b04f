/**
 * The rich-text editor on its own page, with the notification host its upload errors go to and a
 * private msw server that answers only what a test registers: any other call fails the test.
 */
import { beforeAll, vi } from 'vitest';
import { act, configure, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer, type SetupServer } from 'msw/node';
import { NotificationHost } from '@/ui/notify';
import { RichTextEditor, type RichTextEditorProps } from '@/widgets/rich-text';
import { withServer } from '../../server-hooks';

// The lazily loaded editor chunk and msw take longer than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** The editor's server for this file. */
export function withEditorServer(): SetupServer {
  const server = setupServer();
  withServer(server, 'error');
  beforeAll(() => {
    // ProseMirror measures the selection when it scrolls it into view; jsdom has no layout.
    const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => rect as DOMRect;
    document.elementFromPoint = () => null;
  });
  return server;
}

/** The backend's Result envelope of a successful call, with `over` laid on top. */
export const envelope = (over: object) => ({ success: true, message: '', code: 200, result: null, timestamp: 1, ...over });

export interface RenderedEditor extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  onChange: ReturnType<typeof vi.fn<(html: string) => void>>;
  editor: HTMLElement;
}

/** Renders the editor (empty unless `props` give a value) and waits for its text box. */
export async function renderEditor(props: Partial<RichTextEditorProps> = {}): Promise<RenderedEditor> {
  const onChange = vi.fn<(html: string) => void>();
  const user = userEvent.setup();
  const view = render(
    <>
      <RichTextEditor value="" onChange={onChange} {...props} />
      <NotificationHost />
    </>,
  );
  // The first render waits for the lazily loaded editor chunk, slow on a busy machine.
  const editor = await screen.findByRole('textbox', { name: '富文本编辑器' }, { timeout: 15000 });
  return { user, onChange, editor, ...view };
}

/** Selects the text of the first element matching `selector` inside the editor, as a drag would. */
export function selectText(editor: HTMLElement, selector = 'p'): void {
  act(() => {
    const range = document.createRange();
    range.selectNodeContents(editor.querySelector(selector)!);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NotificationHost } from '@/ui/notify';
import { ImageUpload, type ImageUploadProps } from '@/widgets/upload';
import { realFileBytes } from '../../../e2e/fixtures/file-bytes';
import { withServer } from '../../server-hooks';

// Lazy chunks (SheetJS, Tiptap) and msw take longer than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const UPLOAD = '*/zw-lgb2/sys/common/upload';
const server = setupServer();
withServer(server, 'error');

const envelope = (over: object) => ({ success: true, message: '', code: 0, result: null, timestamp: 1, ...over });

function setup(props: Partial<ImageUploadProps> = {}) {
  const onChange = vi.fn<(v: string) => void>();
  const calls = { count: 0 };
  server.use(
    http.post(UPLOAD, () => {
      calls.count += 1;
      return HttpResponse.json(envelope({ message: `temp/p${calls.count}.png` }));
    }),
  );
  // The image input accepts image/*; turn user-event's filter off to see the widget's own checks.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <>
      <ImageUpload onChange={onChange} {...props} />
      <NotificationHost />
    </>,
  );
  const input = () => screen.getByLabelText(props.text ?? '上传') as HTMLInputElement;
  return { user, onChange, input, calls, ...view };
}

const image = (name: string, type = 'image/png', size = 1024) => new File([realFileBytes(name, size) as BlobPart], name, { type });
const tiles = () => screen.queryAllByRole('listitem');

describe('ImageUpload', () => {
  it('uploads a png and emits its path', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input(), image('logo.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/p1.png'));
    expect(within(tiles()[0]).getByRole('img', { name: 'logo.png' })).toHaveAttribute('src', '/zw-lgb2/sys/common/static/temp/p1.png');
  });

  it.each([
    ['a GIF', image('a.gif', 'image/gif'), '不支持该格式文件'],
    ['a PDF', image('a.pdf', 'application/pdf'), '请上传图片'],
    ['a 6 MB png', image('big.png', 'image/png', 6 * 1024 * 1024), '文件大小不可超过5M'],
  ])('refuses %s without sending it', async (_label, file, message) => {
    const { user, input, calls } = setup();
    await user.upload(input(), file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.count).toBe(0);
    expect(tiles()).toHaveLength(0);
  });

  it('takes jpeg as well as png', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input(), image('p.jpg', 'image/jpeg'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/p1.png'));
  });

  it('refuses pictures past the limit with 最多只能上传{n}个附件！', async () => {
    const { user, input, onChange } = setup({ multiple: true, maxCount: 3, value: 'temp/a.png,temp/b.png' });
    await user.upload(input(), [image('c.png'), image('d.png')]);
    expect(await screen.findByText('最多只能上传3个附件！')).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/a.png,temp/b.png,temp/p1.png'));
    expect(tiles()).toHaveLength(3);
  });

  it('moves pictures and emits the new order; the ends answer 未知的操作 and 已到最后~', async () => {
    const { user, onChange } = setup({ multiple: true, value: 'temp/a.png,temp/b.png' });
    await user.click(screen.getByRole('button', { name: '左移 a.png' }));
    expect(await screen.findByText('未知的操作')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '右移 b.png' }));
    expect(await screen.findByText('已到最后~')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '右移 a.png' }));
    expect(onChange).toHaveBeenCalledWith('temp/b.png,temp/a.png');
    expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual(['b.png', 'a.png']);
  });

  it('opens 上传出错 with 错误信息： and the server message when a picture fails', async () => {
    const { user, input } = setup();
    server.use(http.post(UPLOAD, () => HttpResponse.json(envelope({ success: false, code: 500, message: '上传失败！' }))));
    await user.upload(input(), image('x.png'));
    const dialog = await screen.findByRole('dialog', { name: '上传出错' });
    expect(dialog).toHaveTextContent('错误信息：上传失败！');
    expect(screen.getByText('x.png 上传失败.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '上传出错' })).not.toBeInTheDocument());
    expect(tiles()[0]).toHaveAttribute('data-status', 'error');
  });

  it('holds one picture in single mode: the add card goes once it has one', async () => {
    const { user, input } = setup();
    await user.upload(input(), image('one.png'));
    await waitFor(() => expect(screen.queryByLabelText('上传')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '删除 one.png' }));
    expect(screen.getByLabelText('上传')).toBeInTheDocument();
  });

  it('previews a stored picture in a dialog', async () => {
    const { user } = setup({ value: 'temp/a.png' });
    await user.click(screen.getByRole('button', { name: '预览 a.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'a.png' });
    expect(within(dialog).getByRole('img', { name: 'a.png' })).toHaveAttribute('src', '/zw-lgb2/sys/common/static/temp/a.png');
  });

  it('shows pictures without add, move or delete when disabled', () => {
    setup({ value: 'temp/a.png', disabled: true });
    expect(screen.queryByLabelText('上传')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除|左移|右移/ })).not.toBeInTheDocument();
  });
});

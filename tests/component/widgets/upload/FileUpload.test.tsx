import { describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fromCallback, type EventObject } from 'xstate';
import type { TransferInput, UploadEvent } from '@machines/upload.machine';
import { NotificationHost } from '@/ui/notify';
import { FileUpload, type FileUploadProps } from '@/widgets/upload';
import { realFileBytes } from '../../../e2e/fixtures/file-bytes';
import { withServer } from '../../server-hooks';

// Lazy chunks (SheetJS, Tiptap) and msw take longer than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const UPLOAD = '*/zw-lgb2/sys/common/upload';
const server = setupServer();
withServer(server, 'error');

const envelope = (over: object) => ({ success: true, message: '', code: 0, result: null, timestamp: 1, ...over });

/** Answers each upload with `<biz>/<n>.bin` and records the multipart field names. */
function acceptUploads() {
  const seen: { fields: string[]; biz: string | null; isup: string | null }[] = [];
  let n = 0;
  server.use(
    http.post(UPLOAD, async ({ request }) => {
      const form = await request.formData();
      seen.push({ fields: Array.from(form.keys()), biz: form.get('biz') as string | null, isup: form.get('isup') as string | null });
      n += 1;
      return HttpResponse.json(envelope({ message: `${form.get('biz')}/${n}.bin` }));
    }),
  );
  return seen;
}

function setup(props: Partial<FileUploadProps> = {}) {
  const onChange = vi.fn<(v: string) => void>();
  const user = userEvent.setup();
  const view = render(
    <>
      <FileUpload onChange={onChange} {...props} />
      <NotificationHost />
    </>,
  );
  const input = () => screen.getByLabelText(props.text ?? '点击上传') as HTMLInputElement;
  return { user, onChange, input, ...view };
}

const file = (name: string, size = 10, type = 'application/pdf') => new File([realFileBytes(name, size) as BlobPart], name, { type });

describe('FileUpload', () => {
  it('posts file, biz and isup=1, then emits the stored path and says 上传成功!', async () => {
    const seen = acceptUploads();
    const { user, onChange, input } = setup({ biz: 'notice' });
    await user.upload(input(), file('年度报告.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('notice/1.bin'));
    expect(seen).toEqual([{ fields: ['file', 'biz', 'isup'], biz: 'notice', isup: '1' }]);
    expect(await screen.findByText('年度报告.pdf 上传成功!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '年度报告....' })).toHaveAttribute('href', '/zw-lgb2/sys/common/static/notice/1.bin');
  });

  it('cuts names to 5 characters plus an ellipsis and keeps the whole name as a title', async () => {
    acceptUploads();
    const { user, input } = setup();
    await user.upload(input(), file('abcdefgh.txt', 3, 'text/plain'));
    const link = await screen.findByRole('link', { name: 'abcde...' });
    expect(link).toHaveAttribute('title', 'abcdefgh.txt');
  });

  it('turns a done answer with success:false into an error with the server message', async () => {
    server.use(http.post(UPLOAD, () => HttpResponse.json(envelope({ success: false, code: 500, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' }))));
    const { user, onChange, input } = setup();
    await user.upload(input(), file('big.zip'));
    expect(await screen.findByText('big.zip 上传失败.')).toBeInTheDocument();
    const line = screen.getByRole('listitem');
    expect(line).toHaveAttribute('data-status', 'error');
    expect(within(line).getByText('文件大小超出10MB限制, 请压缩或降低文件质量!')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('retries a failed file and emits once it is stored', async () => {
    let calls = 0;
    server.use(
      http.post(UPLOAD, () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? envelope({ success: false, message: '上传失败！' }) : envelope({ message: 'temp/ok.pdf' }));
      }),
    );
    const { user, onChange, input } = setup();
    await user.upload(input(), file('r.pdf'));
    await user.click(await screen.findByRole('button', { name: '重新上传 r.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/ok.pdf'));
  });

  it('shows the reported percent while uploading', async () => {
    let send: ((e: UploadEvent) => void) | null = null;
    const transfer = fromCallback<EventObject, TransferInput>(({ sendBack }) => {
      send = sendBack as (e: UploadEvent) => void;
    });
    const { user, input } = setup({ transfer });
    await user.upload(input(), file('slow.pdf'));
    act(() => send!({ type: 'upload.progress', percent: 40 }));
    expect(screen.getByRole('progressbar', { name: 'slow.pdf 上传进度' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('refuses files past the limit with 最多只能上传{n}个附件！', async () => {
    acceptUploads();
    const { user, input, onChange } = setup({ maxCount: 2, multiple: true });
    await user.upload(input(), [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(await screen.findByText('最多只能上传2个附件！')).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/1.bin,temp/2.bin'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists a saved value and emits the remaining paths when one is removed', async () => {
    const { user, onChange } = setup({ value: 'temp/a_1.pdf,temp/b_2.pdf' });
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('title'))).toEqual(['a_1.pdf', 'b_2.pdf']);
    await user.click(screen.getByRole('button', { name: '删除 a_1.pdf' }));
    expect(onChange).toHaveBeenCalledWith('temp/b_2.pdf');
  });

  it('replaces its list when the value changes from outside (another record)', () => {
    const { rerender } = setup({ value: 'temp/a_1.pdf' });
    rerender(<FileUpload value="temp/z_9.pdf" />);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('title'))).toEqual(['z_9.pdf']);
    rerender(<FileUpload value="" />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('offers no button and no delete when disabled', () => {
    setup({ value: 'temp/a_1.pdf', disabled: true });
    expect(screen.getByLabelText('点击上传')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  });
});

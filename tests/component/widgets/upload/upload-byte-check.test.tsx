import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NotificationHost } from '@/ui/notify';
import { FileUpload, ImageUpload } from '@/widgets/upload';
import { realFile } from '../../../e2e/fixtures/file-bytes';
import { tryBadInput } from '../../../reliability/tally';
import { withServer } from '../../server-hooks';

configure({ asyncUtilTimeout: 10_000 });

const server = setupServer();
const posted = { count: 0 };
withServer(server, 'error');
afterEach(() => {
  posted.count = 0;
});

function answerUploads() {
  server.use(
    http.post('*/zw-lgb2/sys/common/upload', () => {
      posted.count += 1;
      return HttpResponse.json({ success: true, message: `temp/f${posted.count}`, code: 0, result: null, timestamp: 1 });
    }),
  );
}

function renderWith(ui: React.ReactNode) {
  answerUploads();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      {ui}
      <NotificationHost />
    </>,
  );
  return user;
}

describe('upload byte check', () => {
  it('refuses a text file named .png in an image field, without sending it', async () => {
    await tryBadInput('upload: a text file named .png as an image', 'wrong', async () => {
      const onChange = vi.fn();
      const user = renderWith(<ImageUpload onChange={onChange} />);
      const fake = new File(['<svg onload=alert(1)>not a picture</svg>'], 'avatar.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('上传'), fake);
      expect(await screen.findByText('文件内容与扩展名不符，请选择真实的图片文件')).toBeInTheDocument();
      expect(posted.count).toBe(0);
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  it('refuses a 0-byte attachment, without sending it', async () => {
    await tryBadInput('upload: a 0-byte attachment', 'wrong', async () => {
      const onChange = vi.fn();
      const user = renderWith(<FileUpload onChange={onChange} />);
      await user.upload(screen.getByLabelText('点击上传'), new File([], '空.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText('不能上传空文件')).toBeInTheDocument();
      expect(posted.count).toBe(0);
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  it('refuses a text file named .pdf but sends the real files of the same pick', async () => {
    const onChange = vi.fn();
    const user = renderWith(<FileUpload multiple onChange={onChange} />);
    await user.upload(screen.getByLabelText('点击上传'), [new File(['hello'], '报告.pdf', { type: 'application/pdf' }), realFile('真的.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('文件内容与扩展名不符，请确认这是真实的 .pdf 文件')).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/f1'));
    expect(posted.count).toBe(1);
  });
});

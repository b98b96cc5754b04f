import type { Story } from '@ladle/react';
import { delay, http, HttpResponse } from 'msw';
import type { OssFile } from '@/api/sys/oss';
import FileStorageListPage from '@/features/oss/FileStorageListPage';
import type { OssUploader } from '@/features/oss/OssUploadButton';
import { shows } from './story-shows';

export default { title: 'OSS / 文件管理' };

const NAMES = ['通知附件.pdf', '年度报告.docx', '宣传图.png', '政务公开目录.xlsx', '会议纪要.docx', '首页轮播图.png', '网站栏目说明.txt'];

const rows: OssFile[] = NAMES.map((fileName, i) => ({
  id: `oss-${i + 1}`,
  fileName,
  // Pictures use the console's own logo so 预览 shows something without a backend.
  url: fileName.endsWith('.png') ? '/logo.svg' : `/zw-lgb2/sys/common/static/oss/seed/${i + 1}-${fileName}`,
  createBy: i % 2 ? 'jeecg' : 'admin',
  createTime: `2025-01-0${(i % 6) + 1} 10:${String(10 + i).padStart(2, '0')}:00`,
  updateBy: null,
  updateTime: null,
}));

const envelope = (result: unknown, message = '', success = true, code = 0) => HttpResponse.json({ success, code, message, result, timestamp: Date.now() });
const pageOf = (records: OssFile[]) => envelope({ records, total: records.length, size: 10, current: 1, pages: 1 });

function backend(records: OssFile[]) {
  let current = [...records];
  return [
    http.get('*/zw-lgb2/sys/oss/file/list', () => pageOf(current)),
    http.post('*/zw-lgb2/sys/oss/file/upload', async () => {
      await delay(600);
      return envelope(null, '上传成功！', true, 200);
    }),
    http.delete('*/zw-lgb2/sys/oss/file/delete', ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      current = current.filter((r) => r.id !== id);
      return envelope(null, '删除成功!', true, 200);
    }),
  ];
}

const Page = (props: { upload?: OssUploader; uploadingPercent?: number }) => <FileStorageListPage title="文件管理" component="oss/FileStorageList" {...props} />;

export const Empty: Story = () => <Page />;
Empty.msw = backend([]);
shows(Empty, { text: ['暂无数据'], roles: [{ role: 'grid', name: '文件管理' }, { role: 'row', count: 1 }, { role: 'button', name: '文件上传', disabled: false }] });

export const Filled: Story = () => <Page />;
Filled.msw = backend(rows);
shows(Filled, { text: ['通知附件.pdf', '/zw-lgb2/sys/common/static/oss/seed/2-年度报告.docx', '政务公开目录.xlsx'], roles: [{ role: 'grid', name: '文件管理' }, { role: 'button', name: '文件上传' }], absent: ['暂无数据'] });

/** The list answers success:false: the message shows as a warning and the grid stays empty. */
export const ServerError: Story = () => <Page />;
ServerError.msw = [http.get('*/zw-lgb2/sys/oss/file/list', () => envelope(null, '操作失败，数据库连接超时', false, 500))];
shows(ServerError, { text: ['操作失败，数据库连接超时', '暂无数据'], roles: [{ role: 'grid', name: '文件管理' }, { role: 'row', count: 1 }] });

/** A refused upload: {file} 上传失败. and the server's 上传失败. */
export const UploadRefused: Story = () => <Page />;
UploadRefused.msw = [...backend(rows).slice(0, 1), http.post('*/zw-lgb2/sys/oss/file/upload', () => envelope(null, '上传失败', false, 500))];
shows(UploadRefused, { text: ['通知附件.pdf', '会议纪要.docx'], roles: [{ role: 'grid', name: '文件管理' }, { role: 'button', name: '文件上传', disabled: false }], absent: ['暂无数据'] });

/** Mid-transfer: the button shows its progress and is disabled; a picked file never finishes. */
const neverEnding: OssUploader = (_file, onProgress) => {
  onProgress(42);
  return new Promise(() => undefined);
};
export const Uploading: Story = () => <Page uploadingPercent={42} upload={neverEnding} />;
Uploading.msw = backend(rows);
shows(Uploading, { roles: [{ role: 'grid', name: '文件管理' }, { role: 'button', name: '上传中 42%', disabled: true }], absent: ['文件上传'] });

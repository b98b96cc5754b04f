import type { Story } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { delay, http, HttpResponse } from 'msw';
import { fromCallback, type EventObject } from 'xstate';
import type { TransferInput, UploadEvent } from '@machines/upload.machine';
import { FileUpload, ImageUpload } from '@/widgets/upload';
import { uploadHandlers } from '@fake/handlers/upload';
import { shows } from './story-shows';

export default { title: 'Upload' };

const UPLOAD = '*/zw-lgb2/sys/common/upload';
const envelope = (over: object) => ({ success: true, message: '', code: 0, result: null, timestamp: Date.now(), ...over });

/** Pictures for saved values: an SVG card per stored path, so filled states need no uploads. */
const staticPictures = http.get('*/zw-lgb2/sys/common/static/*', ({ request }) => {
  const name = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  const hue = [...name].reduce((h, ch) => (h + ch.charCodeAt(0) * 37) % 360, 0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="208" height="208"><rect width="208" height="208" fill="hsl(${hue},55%,62%)"/><text x="104" y="116" font-size="28" text-anchor="middle" fill="#fff">${name.slice(0, 6)}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

const failing = http.post(UPLOAD, () => HttpResponse.json(envelope({ success: false, code: 500, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' })));
const httpFailure = http.post(UPLOAD, () => new HttpResponse('', { status: 500 }));
const slow = http.post(UPLOAD, async () => {
  await delay('infinite');
  return HttpResponse.json(envelope({}));
});

/** A transfer that reports `percent` and then never answers: the uploading state, held still. */
const stalled = (percent: number) =>
  fromCallback<EventObject, TransferInput>(({ sendBack }) => {
    const timer = setTimeout(() => (sendBack as (e: UploadEvent) => void)({ type: 'upload.progress', percent }), 0);
    return () => clearTimeout(timer);
  });

/** Feeds files to the widget's file input once, as if the user had picked them. */
function Picked({ files, children }: { files: () => File[]; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  useEffect(() => {
    const input = ref.current?.querySelector<HTMLInputElement>('input[type=file]');
    if (!input || done.current) return;
    done.current = true;
    Object.defineProperty(input, 'files', { configurable: true, value: files() });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, [files]);
  return <div ref={ref}>{children}</div>;
}

/**
 * The first bytes of each kind of file the stories pick: the widget checks that a file's content fits
 * its extension before sending it, so a picked file without them would stop at that refusal.
 */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  zip: [0x50, 0x4b, 0x03, 0x04],
  docx: [0x50, 0x4b, 0x03, 0x04],
};
function contentOf(name: string, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(MAGIC[name.split('.').pop() ?? ''] ?? []);
  return bytes;
}
const png = (name: string, size = 2048) => new File([contentOf(name, size)], name, { type: 'image/png' });
const pdf = (name: string) => new File([contentOf(name, 4096)], name, { type: 'application/pdf' });

function Frame({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, maxWidth: 640 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      {children}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        值：{value || '（空）'}
      </Typography>
    </Box>
  );
}

function FileDemo(props: { initial?: string; disabled?: boolean; maxCount?: number; transfer?: ReturnType<typeof stalled>; pick?: () => File[] }) {
  const [value, setValue] = useState(props.initial ?? '');
  const widget = <FileUpload multiple value={value} onChange={setValue} disabled={props.disabled} maxCount={props.maxCount} transfer={props.transfer} />;
  return <Frame label="附件" value={value}>{props.pick ? <Picked files={props.pick}>{widget}</Picked> : widget}</Frame>;
}

function ImageDemo(props: { initial?: string; disabled?: boolean; multiple?: boolean; maxCount?: number; transfer?: ReturnType<typeof stalled>; pick?: () => File[] }) {
  const [value, setValue] = useState(props.initial ?? '');
  const widget = (
    <ImageUpload multiple={props.multiple ?? true} maxCount={props.maxCount ?? 3} value={value} onChange={setValue} disabled={props.disabled} transfer={props.transfer} />
  );
  return <Frame label="图片（最多3张）" value={value}>{props.pick ? <Picked files={props.pick}>{widget}</Picked> : widget}</Frame>;
}

// ---- file upload ----------------------------------------------------------------------------

export const FileEmpty: Story = shows(() => <FileDemo />, { text: ['值：（空）'], roles: [{ role: 'button', name: '点击上传', disabled: false }] });
FileEmpty.msw = uploadHandlers;

export const FileFilled: Story = shows(() => <FileDemo initial="temp/年度工作报告_1736125200000.pdf,temp/附件清单_1736125200001.xlsx" />, { text: ['年度工作报...', '附件清单_...', '值：temp/年度工作报告_1736125200000.pdf,temp/附件清单_1736125200001.xlsx'], roles: [{ role: 'button', name: '点击上传' }] });
FileFilled.msw = uploadHandlers;

export const FileUploading: Story = shows(() => <FileDemo transfer={stalled(45)} pick={() => [pdf('季度总结材料.pdf')]} />, { text: ['季度总结材...', '45%', '值：（空）'], roles: [{ role: 'progressbar' }], absent: ['上传失败', '文件内容与扩展名不符'] });

export const FileServerRefusal: Story = shows(() => <FileDemo pick={() => [pdf('超大附件.zip')]} />, { text: ['文件大小超出10MB限制, 请压缩或降低文件质量!', '超大附件.zip 上传失败.', '值：（空）'], absent: ['文件内容与扩展名不符'] });
FileServerRefusal.msw = [failing];

export const FileHttpFailure: Story = shows(() => <FileDemo pick={() => [pdf('会议纪要.docx')]} />, { text: ['请求失败（HTTP 500）', '会议纪要.docx 上传失败.', '值：（空）'], absent: ['文件内容与扩展名不符'] });
FileHttpFailure.msw = [httpFailure];

export const FileOverLimit: Story = shows(() => <FileDemo initial="temp/a_1.pdf" maxCount={2} pick={() => [pdf('b.pdf'), pdf('c.pdf')]} />, { text: ['最多只能上传2个附件！', 'a_1.p...', 'b.pdf'], absent: ['c.pdf', '文件内容与扩展名不符'] });
FileOverLimit.msw = uploadHandlers;

export const FileDisabled: Story = shows(() => <FileDemo initial="temp/只读附件_1736125200000.pdf" disabled />, { text: ['只读附件_...'], roles: [{ role: 'button', name: '点击上传', disabled: true }] });

// ---- image upload ---------------------------------------------------------------------------

export const ImageEmpty: Story = shows(() => <ImageDemo />, { text: ['值：（空）'], roles: [{ role: 'button', name: '上传' }, { role: 'img', count: 0 }] });
ImageEmpty.msw = [...uploadHandlers, staticPictures];

export const ImageFilled: Story = shows(() => <ImageDemo initial="temp/banner1_1.png,temp/banner2_2.png" />, { text: ['值：temp/banner1_1.png,temp/banner2_2.png'], roles: [{ role: 'img', count: 2 }, { role: 'button', name: '上传' }] });
ImageFilled.msw = [staticPictures];

export const ImageAtLimit: Story = shows(() => <ImageDemo initial="temp/p1_1.png,temp/p2_2.png,temp/p3_3.png" pick={() => [png('p4.png')]} />, { text: ['最多只能上传3个附件！', '值：temp/p1_1.png,temp/p2_2.png,temp/p3_3.png'], roles: [{ role: 'img', count: 3 }], absent: ['文件内容与扩展名不符'] });
ImageAtLimit.msw = [staticPictures];

export const ImageUploading: Story = shows(() => <ImageDemo transfer={stalled(60)} pick={() => [png('上传中.png')]} />, { text: ['60%', '值：（空）'], roles: [{ role: 'progressbar' }], absent: ['上传失败', '文件内容与扩展名不符'] });

export const ImageUploadingOverHttp: Story = shows(() => <ImageDemo pick={() => [png('慢速网络.png')]} />, { text: ['0%', '值：（空）'], roles: [{ role: 'progressbar' }], absent: ['上传失败', '文件内容与扩展名不符'] });
ImageUploadingOverHttp.msw = [slow];

export const ImageTooLarge: Story = shows(() => <ImageDemo pick={() => [png('huge.png', 6 * 1024 * 1024)]} />, { text: ['文件大小不可超过5M', '值：（空）'] });

export const ImageWrongFormat: Story = shows(() => <ImageDemo pick={() => [new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' })]} />, { text: ['不支持该格式文件', '值：（空）'] });

export const ImageNotAnImage: Story = shows(() => <ImageDemo pick={() => [pdf('说明.pdf')]} />, { text: ['请上传图片', '值：（空）'] });

export const ImageServerFailure: Story = shows(() => <ImageDemo pick={() => [png('失败.png')]} />, { text: ['失败.png 上传失败.', '错误信息：上传失败！', '值：（空）'], roles: [{ role: 'dialog', name: '上传出错' }], absent: ['文件内容与扩展名不符'] });
ImageServerFailure.msw = [http.post(UPLOAD, () => HttpResponse.json(envelope({ success: false, code: 500, message: '上传失败！' })))];

export const ImageSingle: Story = shows(() => <ImageDemo multiple={false} maxCount={1} initial="temp/avatar_1.png" />, { text: ['值：temp/avatar_1.png'], roles: [{ role: 'img', count: 1 }, { role: 'button', name: '上传', count: 0 }] });
ImageSingle.msw = [staticPictures];

export const ImageDisabled: Story = shows(() => <ImageDemo initial="temp/a_1.png,temp/b_2.png" disabled />, { text: ['值：temp/a_1.png,temp/b_2.png'], roles: [{ role: 'img', count: 2 }, { role: 'button', name: '上传', count: 0 }] });
ImageDisabled.msw = [staticPictures];

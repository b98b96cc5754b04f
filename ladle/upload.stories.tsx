import type { Story } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { delay, http, HttpResponse } from 'msw';
import { fromCallback, type EventObject } from 'xstate';
import type { TransferInput, UploadEvent } from '@machines/upload.machine';
import { FileUpload, ImageUpload } from '@/widgets/upload';
import { uploadHandlers } from '@fake/handlers/upload';

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

const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name: string) => new File([new Uint8Array(4096)], name, { type: 'application/pdf' });

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

export const FileEmpty: Story = () => <FileDemo />;
FileEmpty.msw = uploadHandlers;

export const FileFilled: Story = () => <FileDemo initial="temp/年度工作报告_1736125200000.pdf,temp/附件清单_1736125200001.xlsx" />;
FileFilled.msw = uploadHandlers;

export const FileUploading: Story = () => <FileDemo transfer={stalled(45)} pick={() => [pdf('季度总结材料.pdf')]} />;

export const FileServerRefusal: Story = () => <FileDemo pick={() => [pdf('超大附件.zip')]} />;
FileServerRefusal.msw = [failing];

export const FileHttpFailure: Story = () => <FileDemo pick={() => [pdf('会议纪要.docx')]} />;
FileHttpFailure.msw = [httpFailure];

export const FileOverLimit: Story = () => <FileDemo initial="temp/a_1.pdf" maxCount={2} pick={() => [pdf('b.pdf'), pdf('c.pdf')]} />;
FileOverLimit.msw = uploadHandlers;

export const FileDisabled: Story = () => <FileDemo initial="temp/只读附件_1736125200000.pdf" disabled />;

// ---- image upload ---------------------------------------------------------------------------

export const ImageEmpty: Story = () => <ImageDemo />;
ImageEmpty.msw = [...uploadHandlers, staticPictures];

export const ImageFilled: Story = () => <ImageDemo initial="temp/banner1_1.png,temp/banner2_2.png" />;
ImageFilled.msw = [staticPictures];

export const ImageAtLimit: Story = () => <ImageDemo initial="temp/p1_1.png,temp/p2_2.png,temp/p3_3.png" pick={() => [png('p4.png')]} />;
ImageAtLimit.msw = [staticPictures];

export const ImageUploading: Story = () => <ImageDemo transfer={stalled(60)} pick={() => [png('上传中.png')]} />;

export const ImageUploadingOverHttp: Story = () => <ImageDemo pick={() => [png('慢速网络.png')]} />;
ImageUploadingOverHttp.msw = [slow];

export const ImageTooLarge: Story = () => <ImageDemo pick={() => [png('huge.png', 6 * 1024 * 1024)]} />;

export const ImageWrongFormat: Story = () => <ImageDemo pick={() => [new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' })]} />;

export const ImageNotAnImage: Story = () => <ImageDemo pick={() => [pdf('说明.pdf')]} />;

export const ImageServerFailure: Story = () => <ImageDemo pick={() => [png('失败.png')]} />;
ImageServerFailure.msw = [http.post(UPLOAD, () => HttpResponse.json(envelope({ success: false, code: 500, message: '上传失败！' })))];

export const ImageSingle: Story = () => <ImageDemo multiple={false} maxCount={1} initial="temp/avatar_1.png" />;
ImageSingle.msw = [staticPictures];

export const ImageDisabled: Story = () => <ImageDemo initial="temp/a_1.png,temp/b_2.png" disabled />;
ImageDisabled.msw = [staticPictures];

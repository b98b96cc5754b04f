/**
 * Demo screen `demo/UploadDemo` (/demo/upload): the upload widgets, the rich-text editor and the
 * import dialog against the position import, each with the value it would save.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportDialog, type ImportRoundResult } from '@/widgets/import';
import { FileUpload, ImageUpload } from '@/widgets/upload';
import { RichTextEditor } from '@/widgets/rich-text';
import { POSITION_API } from '@/api/sys/position';
import { DemoCard, DemoPage } from './demo-layout';

export const DEMO_IMPORT_URL = POSITION_API.importExcel;

const SUMMARY_TEXT: Record<ImportRoundResult['summary'], string> = { ok: '全部导入成功', partial: '部分导入', failed: '导入失败' };

function Section({ title, value, children }: { title: string; value: string; children: ReactNode }) {
  return (
    <DemoCard title={title}>
      {children}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }} aria-label={`${title} 的值`}>
        值：{value || '（空）'}
      </Typography>
    </DemoCard>
  );
}

export default function UploadDemoPage({ title = '上传与导入' }: { title?: string }) {
  const [images, setImages] = useState('');
  const [files, setFiles] = useState('');
  const [html, setHtml] = useState('<p>在这里编辑通知正文，可插入图片。</p>');
  const [importing, setImporting] = useState(false);
  const [lastImport, setLastImport] = useState<ImportRoundResult | null>(null);

  return (
    <DemoPage title={title}>
        <Section title="图片上传（最多3张）" value={images}>
          <ImageUpload multiple maxCount={3} biz="demo" value={images} onChange={setImages} />
        </Section>
        <Section title="附件上传" value={files}>
          <FileUpload multiple biz="demo" value={files} onChange={setFiles} />
        </Section>
        <Section title="富文本" value={`${html.length} 个字符`}>
          <RichTextEditor value={html} onChange={setHtml} />
        </Section>
        <DemoCard title="Excel 导入（职务）" start>
          <Typography variant="body2" color="text.secondary">
            前两行为标题，第三行为表头（职务编码、职务名称必填）。上传前先在页面中检查数据。
          </Typography>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            导入
          </Button>
          {lastImport ? (
            <Alert severity={lastImport.summary === 'ok' ? 'success' : lastImport.summary === 'partial' ? 'warning' : 'error'}>
              最近一次导入：{SUMMARY_TEXT[lastImport.summary]}（{lastImport.files.map((f) => f.name).join('、')}）
            </Alert>
          ) : null}
        </DemoCard>
      <ImportDialog
        open={importing}
        url={DEMO_IMPORT_URL}
        requiredColumns={['职务编码', '职务名称']}
        dateColumns={['创建时间']}
        onClose={() => setImporting(false)}
        onImported={setLastImport}
      />
    </DemoPage>
  );
}

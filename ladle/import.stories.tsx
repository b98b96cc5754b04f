import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { http, HttpResponse } from 'msw';
import type { ImportFile, ImportOutcome } from '@machines/import.machine';
import { ImportDialog, ImportDialogView, type ImportPhase, type ImportRoundResult, type WorkbookPreview } from '@/widgets/import';
import { shows } from './story-shows';

export default { title: 'Import' };

const HEADERS = ['职务编码', '职务名称', '职级', '创建时间'];

function preview(total: number, problems: { row: number; column: string; message: string }[] = [], missing: string[] = []): WorkbookPreview {
  const shown = Math.min(total, 10);
  const rows = Array.from({ length: shown }, (_, i) => {
    const rowNumber = i + 4;
    const problem = problems.find((p) => p.row === rowNumber);
    return {
      rowNumber,
      cells: [`P${String(i + 1).padStart(5, '0')}`, problem?.column === '职务名称' ? '' : `职务${i + 1}`, ['1', '2', '3'][i % 3], problem?.column === '创建时间' ? '2023-02-30' : `2024-0${(i % 9) + 1}-15`],
    };
  });
  const all = [...missing.map((m) => ({ rowNumber: 0, column: m, message: `缺少必填列「${m}」` })), ...problems.map((p) => ({ rowNumber: p.row, column: p.column, message: p.message }))];
  return {
    sheetName: 'Sheet1',
    headers: HEADERS.filter((h) => !missing.includes(h)),
    headerRowNumber: 3,
    rows,
    totalRows: total,
    problems: all,
    problemCount: all.length,
    problemRowCount: new Set(problems.map((p) => p.row)).size,
    missingColumns: missing,
    flaggedRows: problems.map((p) => p.row).filter((r) => r < 4 + shown),
    serverRowNumbers: Array.from({ length: total }, (_, i) => i + 4),
    parseMs: 12,
  };
}

const file = (id: string, name: string, extra: Partial<ImportFile>): ImportFile => ({ id, name, file: new File([], name), status: 'parsed', ...extra });

const clean = file('1', '职务信息.xlsx', { preview: preview(128) });
const withProblems = file('2', '职务信息-待修正.xlsx', {
  preview: preview(36, [
    { row: 6, column: '职务名称', message: '「职务名称」不能为空' },
    { row: 9, column: '创建时间', message: '「创建时间」日期格式不正确：2023-02-30' },
    { row: 31, column: '职务名称', message: '「职务名称」不能为空' },
  ]),
});
const missingColumn = file('3', '旧模板.xls', { preview: preview(4, [], ['职务名称']) });
const unreadable = file('4', '不是表格.xlsx', { status: 'unreadable', error: '未知的文件' });

const OK: ImportOutcome = { kind: 'ok', message: '共128行数据全部导入成功！' };
const PARTIAL: ImportOutcome = {
  kind: 'partial',
  message: '导入成功,但是有错误数据!',
  detail: '文件导入成功，但有错误。 总上传行数：36，已导入行数：34，错误行数：2',
  errorLogUrl: '/zw-lgb2/sys/common/static/logs/20250106/userImportExcelErrorLog.txt',
  errorLogName: 'userImportExcelErrorLog.txt',
};
/** The server's log counts data rows from 1: its lines 3 and 6 are the preview's rows 6 and 9. */
const PARTIAL_WITH_ROWS: ImportOutcome = {
  ...PARTIAL,
  errorLines: [
    { line: 3, message: '未知错误，忽略导入' },
    { line: 6, message: '未知错误，忽略导入' },
    { line: 12, message: '职务编码已经存在，忽略导入。' },
  ],
};
const FAILED: ImportOutcome = { kind: 'failed', message: '文件导入失败:Duplicate entry \'P00001\' for key \'uniq_code\'' };

function View({ phase, files }: { phase: ImportPhase; files: ImportFile[] }) {
  return <ImportDialogView open phase={phase} files={files} onPick={() => undefined} onRemove={() => undefined} onStart={() => undefined} onClose={() => undefined} />;
}

export const Empty: Story = shows(() => <View phase="idle" files={[]} />, { roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'button', name: '开始上传', disabled: true }], absent: ['.xlsx'] });
export const Parsing: Story = shows(() => <View phase="parsing" files={[file('p', '职务信息.xlsx', { status: 'parsing', preview: undefined })]} />, { text: ['职务信息.xlsx', '正在读取…'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'progressbar' }, { role: 'button', name: '开始上传', disabled: true }], absent: ['P00001'] });
export const Previewed: Story = shows(() => <View phase="previewed" files={[clean]} />, { text: ['共 128 行数据', '未发现问题', 'P00001', 'P00010', '前 10 行预览（共 128 行）'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'row', count: 11 }, { role: 'button', name: '开始上传', disabled: false }] });
export const PreviewWithProblems: Story = shows(() => <View phase="previewed" files={[withProblems]} />, { text: ['共 36 行数据 · 3 行有问题', '第6行 「职务名称」不能为空', '第9行 「创建时间」日期格式不正确：2023-02-30', '第31行 「职务名称」不能为空', '前 10 行预览（共 36 行）'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'row', count: 11 }] });
export const MissingColumn: Story = shows(() => <View phase="previewed" files={[missingColumn]} />, { text: ['表头缺少必填列「职务名称」，无法导入，请按导出的格式修改表头', '前 4 行预览（共 4 行）'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'row', count: 5 }, { role: 'button', name: '开始上传', disabled: true }] });
export const UnknownFile: Story = shows(() => <View phase="previewed" files={[clean, unreadable]} />, { text: ['不是表格.xlsx', '未知的文件', '请移除无法读取的文件后再上传', '共 128 行数据'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'button', name: '开始上传', disabled: true }] });
export const Uploading: Story = shows(() => <View phase="uploading" files={[{ ...clean, status: 'uploading' }, withProblems]} />, { text: ['职务信息.xlsx', '职务信息-待修正.xlsx'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'progressbar' }, { role: 'button', name: '上传中...', disabled: true }] });
export const ResultOk: Story = shows(() => <View phase="result" files={[{ ...clean, status: 'sent', outcome: OK }]} />, { text: ['共128行数据全部导入成功！'], roles: [{ role: 'dialog', name: '导入EXCEL' }], absent: ['导入失败', 'P00001'] });
export const ResultPartial: Story = shows(() => <View phase="result" files={[{ ...withProblems, status: 'sent', outcome: PARTIAL }]} />, { text: ['导入成功,但是有错误数据!', '总上传行数：36，已导入行数：34，错误行数：2', '点击下载'], roles: [{ role: 'dialog', name: '导入EXCEL' }], absent: ['忽略导入'] });
export const ResultErrorRowsAsPreviewRows: Story = shows(() => <View phase="result" files={[{ ...withProblems, status: 'sent', outcome: PARTIAL_WITH_ROWS }]} />, { text: ['导入成功,但是有错误数据!', '第6行 「职务名称」不能为空，忽略导入', '第9行 「创建时间」日期格式不正确：2023-02-30，忽略导入', '第15行 职务编码已经存在，忽略导入。'], roles: [{ role: 'dialog', name: '导入EXCEL' }] });
export const ResultFailed: Story = shows(() => <View phase="result" files={[{ ...clean, status: 'sent', outcome: FAILED }]} />, { text: ['导入失败', "文件导入失败:Duplicate entry 'P00001' for key 'uniq_code'"], roles: [{ role: 'dialog', name: '导入EXCEL' }], absent: ['全部导入成功'] });
export const ResultMixed: Story = () => (
  <View phase="result" files={[{ ...clean, status: 'sent', outcome: OK }, { ...withProblems, status: 'sent', outcome: PARTIAL }]} />
);
shows(ResultMixed, { text: ['共128行数据全部导入成功！', '导入成功,但是有错误数据!', '错误行数：2'], roles: [{ role: 'dialog', name: '导入EXCEL' }] });

/** The real dialog: pick any .xls/.xlsx (2 title rows, header on row 3); the story's server answers per handler. */
function Live({ title }: { title: string }) {
  const [open, setOpen] = useState(true);
  const [last, setLast] = useState<ImportRoundResult | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" gutterBottom>
        {title}
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        导入
      </Button>
      {last ? <Typography variant="caption" component="p">最近一次：{last.summary}</Typography> : null}
      <ImportDialog open={open} url="/sys/position/importExcel" requiredColumns={['职务编码', '职务名称']} dateColumns={['创建时间']} onClose={() => setOpen(false)} onImported={setLast} />
    </Box>
  );
}

const IMPORT = '*/zw-lgb2/sys/position/importExcel';
const envelope = (over: object) => ({ success: true, message: '', code: 200, result: null, timestamp: Date.now(), ...over });

export const LiveAllImported: Story = shows(() => <Live title="服务器：全部导入成功" />, { text: ['服务器：全部导入成功'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'button', name: '开始上传', disabled: true }] });
LiveAllImported.msw = [http.post(IMPORT, () => HttpResponse.json(envelope({ message: '共10行数据全部导入成功！', result: '共10行数据全部导入成功！' })))];

export const LivePartial: Story = shows(() => <Live title="服务器：code 201，有错误数据" />, { text: ['服务器：code 201，有错误数据'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'button', name: '开始上传', disabled: true }] });
LivePartial.msw = [
  http.post(IMPORT, () =>
    HttpResponse.json(
      envelope({
        code: 201,
        message: '文件导入成功，但有错误。',
        result: { totalCount: 10, errorCount: 1, successCount: 9, msg: '总上传行数：10，已导入行数：9，错误行数：1', fileUrl: '/sys/common/static/logs/err.txt', fileName: 'err.txt' },
      }),
    ),
  ),
  http.get('*/zw-lgb2/sys/common/static/logs/err.txt', () => new HttpResponse('第 3 行：职务编码已经存在，忽略导入。\n', { headers: { 'Content-Type': 'text/plain;charset=UTF-8' } })),
];

export const LiveServerFailure: Story = shows(() => <Live title="服务器：导入失败" />, { text: ['服务器：导入失败'], roles: [{ role: 'dialog', name: '导入EXCEL' }, { role: 'button', name: '开始上传', disabled: true }] });
LiveServerFailure.msw = [http.post(IMPORT, () => HttpResponse.json(envelope({ success: false, code: 500, message: '文件导入失败:Duplicate entry' })))];

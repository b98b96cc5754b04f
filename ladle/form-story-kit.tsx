/**
 * Shared pieces of the form-widget stories: a frame, a value holder, and msw
 * handlers that answer the dictionary and validation calls without a session
 * (Ladle runs only each story's own handlers).
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { delay, http, HttpResponse } from 'msw';

export function Frame({ children, width = 360, value }: { children: ReactNode; width?: number; value?: unknown }) {
  return (
    <Box sx={{ p: 2, width, display: 'grid', gap: 1.5 }}>
      {children}
      {value !== undefined ? (
        <Typography variant="caption" color="text.secondary" data-testid="story-value">
          value = {JSON.stringify(value)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Holds one value for a controlled widget and prints it under the widget. */
export function Hold<T>({ initial, children, width }: { initial: T; width?: number; children: (value: T, set: (v: T) => void) => ReactNode }) {
  const [value, setValue] = useState<T>(initial);
  return (
    <Frame width={width} value={value}>
      {children(value, setValue)}
    </Frame>
  );
}

const envelope = (result: unknown, code = 0) => ({ success: true, message: '', code, result, timestamp: Date.now() });
const failure = (message: string) => ({ success: false, message, code: 500, result: null, timestamp: Date.now() });

export const DICTS: Record<string, Array<{ value: string; text: string }>> = {
  sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }],
  priority: [{ value: 'H', text: '高' }, { value: 'M', text: '中' }, { value: 'L', text: '低' }],
  content_status: [{ value: '0', text: '草稿' }, { value: '1', text: '待审核' }, { value: '2', text: '已发布' }, { value: '3', text: '已驳回' }],
  empty_dict: [],
};

export const PEOPLE = [
  { value: 'admin', text: '管理员' },
  { value: 'jeecg', text: '陈晓明' },
  { value: 'editor', text: '李文静' },
  { value: 'zhangwei', text: '张伟' },
  { value: 'wangfang', text: '王芳' },
  { value: 'liuyang', text: '刘洋' },
];

const code = (raw: string | readonly string[] | undefined) => decodeURIComponent(String(raw ?? ''));

/** Dictionaries of DICTS by code; a table code answers PEOPLE. */
export const dictOk = [
  http.get('*/zw-lgb2/sys/dict/getDictItems/:code', ({ params }) => {
    const c = code(params.code);
    return HttpResponse.json(envelope(c.includes(',') ? PEOPLE : (DICTS[c] ?? [])));
  }),
  http.get('*/zw-lgb2/sys/dict/loadDict/:code', async ({ request }) => {
    await delay(200);
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    const size = Number(new URL(request.url).searchParams.get('pageSize') ?? 10);
    return HttpResponse.json(envelope(PEOPLE.filter((p) => p.text.includes(keyword)).slice(0, size)));
  }),
  http.get('*/zw-lgb2/sys/dict/loadDictItem/:code', ({ request }) => {
    const keys = (new URL(request.url).searchParams.get('key') ?? '').split(',');
    return HttpResponse.json(envelope(PEOPLE.filter((p) => keys.includes(p.value)).map((p) => p.text)));
  }),
];

/** Every dictionary call hangs: the loading state. */
export const dictPending = [
  http.get('*/zw-lgb2/sys/dict/getDictItems/:code', async () => {
    await delay('infinite');
    return HttpResponse.json(envelope([]));
  }),
  http.get('*/zw-lgb2/sys/dict/loadDict/:code', async () => {
    await delay('infinite');
    return HttpResponse.json(envelope([]));
  }),
];

/** Every dictionary call fails with the server's message. */
export const dictFailing = [
  http.get('*/zw-lgb2/sys/dict/getDictItems/:code', () => HttpResponse.json(failure('字典Code格式不正确！'))),
  http.get('*/zw-lgb2/sys/dict/loadDict/:code', () => HttpResponse.json(failure('字典Code格式不正确！'))),
  http.get('*/zw-lgb2/sys/dict/loadDictItem/:code', () => HttpResponse.json(failure('字典Code格式不正确！'))),
];

/** Duplicate check: admin, jeecg, editor are taken. Rule check: `common` wants 6 digits. */
export const validationOk = [
  http.get('*/zw-lgb2/sys/duplicate/check', async ({ request }) => {
    await delay(300);
    const value = new URL(request.url).searchParams.get('fieldVal') ?? '';
    return HttpResponse.json(
      ['admin', 'jeecg', 'editor'].includes(value) ? failure('该值不可用，系统中已存在！') : { ...envelope('该值可用！', 200), message: '该值可用！' },
    );
  }),
  http.get('*/zw-lgb2/sys/checkRule/checkByCode', async ({ request }) => {
    await delay(300);
    const value = decodeURIComponent(new URL(request.url).searchParams.get('value') ?? '');
    return HttpResponse.json(/^\d{6}$/.test(value) ? envelope(null, 200) : failure('编码必须是6位数字'));
  }),
];

/** The validation endpoints answer HTTP 500: the check reports the failure as the field's message. */
export const validationFailing = [
  http.get('*/zw-lgb2/sys/duplicate/check', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '数据库连接失败' }, { status: 500 })),
  http.get('*/zw-lgb2/sys/checkRule/checkByCode', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '数据库连接失败' }, { status: 500 })),
];

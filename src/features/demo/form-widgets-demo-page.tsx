/**
 * Demo screen `demo/FormWidgetsDemo` (/demo/form-widgets): one form built from
 * every form widget, validated with src/validation including the server's
 * duplicate and coding-rule checks, so staff and testers can try each widget
 * against the (fake) backend.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '@/ui/screen-props';
import { checkboxRules, codeRule, duplicateRule, lengthRules, RULES, usernameRules, type AnyRule } from '@/validation';
import {
  AppModal,
  CheckboxGroup,
  CodeEditor,
  DateInput,
  DateTimeInput,
  DetailModal,
  DictMultiSelect,
  DictSearchSelect,
  DictSelect,
  Ellipsis,
  FormSwitch,
  MarkdownEditor,
  PromptHost,
  SearchInput,
  SliderVerify,
  TagInput,
  TimeInput,
  prompt,
  validateField,
  validateFields,
} from '@/widgets/form';

interface DemoValues {
  username: string;
  code: string;
  sex: string;
  priority: string;
  status: string;
  owner: string;
  helpers: string;
  channels: string;
  top: string;
  tags: string;
  publishDate: string;
  startTime: string;
  runAt: string;
  body: string;
  script: string;
}

type Field = keyof DemoValues;

const EMPTY: DemoValues = {
  username: '', code: '', sex: '', priority: '', status: '0', owner: '', helpers: '', channels: '', top: '',
  tags: '', publishDate: '', startTime: '', runAt: '', body: '', script: '',
};

const CHANNELS = [
  { value: 'news', text: '新闻' },
  { value: 'notice', text: '通知' },
  { value: 'topic', text: '专题' },
];

const SCHEMA: Partial<Record<Field, readonly AnyRule[]>> = {
  username: [...usernameRules, duplicateRule({ tableName: 'sys_user', fieldName: 'username' })],
  code: [codeRule('common')],
  sex: lengthRules({ required: '请选择性别' }),
  owner: lengthRules({ required: '请选择负责人' }),
  channels: checkboxRules({ min: 1, max: 2 }),
  publishDate: lengthRules({ required: '请选择发布日期' }),
  body: [RULES.max255],
};

const LABELS: Record<Field, string> = {
  username: '用户账号', code: '编码', sex: '性别', priority: '优先级', status: '状态', owner: '负责人', helpers: '协办人',
  channels: '发布栏目', top: '置顶', tags: '标签', publishDate: '发布日期', startTime: '开始时间', runAt: '执行时间',
  body: '正文', script: '脚本',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>
    </Paper>
  );
}

export default function FormWidgetsDemoPage({ title }: Partial<ScreenProps>) {
  const [values, setValues] = useState<DemoValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [verified, setVerified] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [detailOpen, setDetailOpen] = useState(false);
  const [queryOpen, setQueryOpen] = useState(false);
  const [query, setQuery] = useState({ title: '', status: '', enabled: '' });
  const [saved, setSaved] = useState<string | null>(null);

  // Stable per-field handlers, so a keystroke re-renders only the field it changes (the widgets are memoised).
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const handlers = useMemo(() => {
    const out = {} as Record<Field, { onChange: (value: string) => void; onBlur: () => void }>;
    for (const field of Object.keys(LABELS) as Field[]) {
      out[field] = {
        onChange: (value) => {
          setValues((v) => ({ ...v, [field]: value }));
          setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
        },
        onBlur: () => {
          const rules = SCHEMA[field];
          if (!rules) return;
          void validateField(latest.current[field], rules).then((message) => setErrors((e) => ({ ...e, [field]: message })));
        },
      };
    }
    return out;
  }, []);
  const common = (field: Field) => ({ label: LABELS[field], value: values[field], error: errors[field], ...handlers[field] });

  const submit = async () => {
    setSubmitting(true);
    const found = await validateFields(values, SCHEMA);
    setSubmitting(false);
    setErrors(found);
    if (Object.keys(found).length === 0) setDetailOpen(true);
  };

  const saveTemplate = async () => {
    const name = await prompt({ title: '保存为模板', label: '模板名称', rules: lengthRules({ required: '保存名称不能为空', max: 20 }) });
    if (name !== null) setSaved(name);
  };

  const failed = Object.values(errors).filter(Boolean).length;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h6">{title ?? '表单组件示例'}</Typography>
      {failed > 0 ? <Alert severity="error">{`${failed} 项未通过校验`}</Alert> : null}
      {saved ? <Alert severity="success" onClose={() => setSaved(null)}>{`模板：${saved}`}</Alert> : null}

      <Section title="账号与编码（服务端校验）">
        <TextField size="small" fullWidth {...common('username')} onChange={(e) => handlers.username.onChange(e.target.value)} helperText={errors.username ?? '离开输入框时查重'} error={!!errors.username} />
        <TextField size="small" fullWidth {...common('code')} onChange={(e) => handlers.code.onChange(e.target.value)} helperText={errors.code ?? '校验规则 common：6位数字'} error={!!errors.code} />
        <TagInput {...common('tags')} placeholder="每两个字符一组" />
      </Section>

      <Section title="字典">
        <DictSelect {...common('sex')} type="radio" dictCode="sex" required />
        <DictSelect {...common('priority')} dictCode="priority" />
        <DictSelect {...common('status')} type="radioButton" dictCode="content_status" />
        <DictSearchSelect {...common('owner')} async dict="sys_user,realname,username" placeholder="输入姓名搜索" required />
        <DictMultiSelect {...common('helpers')} dictCode="sys_user,realname,username" />
        <CheckboxGroup {...common('channels')} options={CHANNELS} min={1} max={2} />
        <FormSwitch {...common('top')} text="置顶显示" />
      </Section>

      <Section title="日期与时间">
        <DateInput {...common('publishDate')} required />
        <DateTimeInput {...common('startTime')} />
        <TimeInput {...common('runAt')} />
      </Section>

      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <MarkdownEditor {...common('body')} />
        <CodeEditor {...common('script')} height="160px" placeholder="// 可选脚本" />
      </Paper>

      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SliderVerify value={verified} onChange={setVerified} />
        <Button variant="contained" disabled={!verified || submitting} onClick={() => void submit()}>
          提交
        </Button>
        <Button onClick={() => void saveTemplate()}>保存为模板</Button>
        <Button onClick={() => setQueryOpen(true)}>查询条件</Button>
        <Button
          onClick={() => {
            setValues(EMPTY);
            setErrors({});
            setVerified(false);
          }}
        >
          重置
        </Button>
      </Paper>

      <DetailModal
        open={detailOpen}
        title="提交内容"
        onClose={() => setDetailOpen(false)}
        items={(Object.keys(LABELS) as Field[]).map((f) => ({ label: LABELS[f], value: <Ellipsis value={values[f]} />, span: f === 'body' || f === 'script' ? 3 : 1 }))}
      />

      <AppModal open={queryOpen} title="查询条件" width={640} okClose={false} onOk={() => undefined} onCancel={() => setQueryOpen(false)}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SearchInput label="标题（模糊）" mode="like" value={query.title} onChange={(v) => setQuery((q) => ({ ...q, title: v }))} />
          <SearchInput label="状态（不等于）" mode="ne" value={query.status} onChange={(v) => setQuery((q) => ({ ...q, status: v }))} />
          <FormSwitch query label="是否启用" value={query.enabled} onChange={(v) => setQuery((q) => ({ ...q, enabled: v }))} />
          <Typography variant="body2" color="text.secondary" component="pre" sx={{ m: 0 }}>
            {JSON.stringify(query)}
          </Typography>
        </Stack>
      </AppModal>
      <PromptHost />
    </Stack>
  );
}

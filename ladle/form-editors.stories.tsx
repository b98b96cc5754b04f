import type { Story } from '@ladle/react';
import { CodeEditor, MarkdownEditor } from '@/widgets/form';
import { Frame, Hold } from './form-story-kit';
import { shows } from './story-shows';

export default { title: 'Form widgets / Editors' };

// Both editors load their code on first render. Loading it with the stories, as a screen's idle
// preload would, lets the first story show the editor rather than its placeholder for as long as
// the code takes.
void import('@/widgets/form/markdown-editor-impl');
void import('@/widgets/form/code-editor-impl');

const sample = '# 工作动态\n\n- **省局**召开网站建设推进会\n- 发布 [政务公开指南](https://www.gov.cn/)\n\n| 栏目 | 条数 |\n| --- | --- |\n| 通知 | 12 |\n';

export const MarkdownEmpty: Story = () => (
  <Hold initial={''} width={760}>
    {(v, set) => <MarkdownEditor label="正文" placeholder="请输入正文" value={v} onChange={set} />}
  </Hold>
);
shows(MarkdownEmpty, { text: ['value = ""', '正文'], roles: [{ role: 'textbox' }], absent: ['请输入正文'] });
export const MarkdownFilled: Story = shows(() => <Hold initial={sample} width={760}>{(v, set) => <MarkdownEditor label="正文" value={v} onChange={set} />}</Hold>, { text: ['省局召开网站建设推进会', '政务公开指南'], roles: [{ role: 'heading', name: '工作动态' }, { role: 'link', name: '政务公开指南' }, { role: 'row', count: 2 }] });
export const MarkdownReadOnly: Story = () => (
  <Frame width={760}>
    <MarkdownEditor label="正文" value={sample} disabled />
  </Frame>
);
shows(MarkdownReadOnly, { text: ['省局召开网站建设推进会'], roles: [{ role: 'heading', name: '工作动态' }, { role: 'row', count: 2 }] });
export const MarkdownInvalid: Story = () => (
  <Frame width={760}>
    <MarkdownEditor label="正文" value="" error="请输入正文" />
  </Frame>
);
shows(MarkdownInvalid, { text: ['请输入正文'] });

const code = "function greet(hour) {\n  if (hour < 9) return '早上好';\n  return '你好';\n}\n";

export const CodeEmpty: Story = shows(() => <Hold initial={''} width={640}>{(v, set) => <CodeEditor label="脚本" placeholder="// 在此输入脚本" value={v} onChange={set} />}</Hold>, { text: ['// 在此输入脚本', 'value = ""'], absent: ['请输入脚本'] });
export const CodeFilled: Story = shows(() => <Hold initial={code} width={640}>{(v, set) => <CodeEditor label="脚本" height="200px" value={v} onChange={set} />}</Hold>, { text: ['function greet(hour)', "return '早上好';"], absent: ['请输入脚本'] });
export const CodeDisabled: Story = () => (
  <Frame width={640}>
    <CodeEditor label="脚本" height="160px" value={code} disabled />
  </Frame>
);
shows(CodeDisabled, { text: ['function greet(hour)', "return '你好';"] });
export const CodeInvalid: Story = () => (
  <Frame width={640}>
    <CodeEditor label="脚本" height="120px" value="" error="请输入脚本" />
  </Frame>
);
shows(CodeInvalid, { text: ['请输入脚本'] });

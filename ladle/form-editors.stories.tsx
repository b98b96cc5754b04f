import type { Story } from '@ladle/react';
import { CodeEditor, MarkdownEditor } from '@/widgets/form';
import { Frame, Hold } from './form-story-kit';

export default { title: 'Form widgets / Editors' };

const sample = '# 工作动态\n\n- **省局**召开网站建设推进会\n- 发布 [政务公开指南](https://www.gov.cn/)\n\n| 栏目 | 条数 |\n| --- | --- |\n| 通知 | 12 |\n';

export const MarkdownEmpty: Story = () => (
  <Hold initial={''} width={760}>
    {(v, set) => <MarkdownEditor label="正文" placeholder="请输入正文" value={v} onChange={set} />}
  </Hold>
);
export const MarkdownFilled: Story = () => <Hold initial={sample} width={760}>{(v, set) => <MarkdownEditor label="正文" value={v} onChange={set} />}</Hold>;
export const MarkdownReadOnly: Story = () => (
  <Frame width={760}>
    <MarkdownEditor label="正文" value={sample} disabled />
  </Frame>
);
export const MarkdownInvalid: Story = () => (
  <Frame width={760}>
    <MarkdownEditor label="正文" value="" error="请输入正文" />
  </Frame>
);

const code = "function greet(hour) {\n  if (hour < 9) return '早上好';\n  return '你好';\n}\n";

export const CodeEmpty: Story = () => <Hold initial={''} width={640}>{(v, set) => <CodeEditor label="脚本" placeholder="// 在此输入脚本" value={v} onChange={set} />}</Hold>;
export const CodeFilled: Story = () => <Hold initial={code} width={640}>{(v, set) => <CodeEditor label="脚本" height="200px" value={v} onChange={set} />}</Hold>;
export const CodeDisabled: Story = () => (
  <Frame width={640}>
    <CodeEditor label="脚本" height="160px" value={code} disabled />
  </Frame>
);
export const CodeInvalid: Story = () => (
  <Frame width={640}>
    <CodeEditor label="脚本" height="120px" value="" error="请输入脚本" />
  </Frame>
);

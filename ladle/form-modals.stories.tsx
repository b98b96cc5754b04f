import type { Story } from '@ladle/react';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AppModal, DetailModal, PromptDialog, PromptHost, prompt, type DetailItem } from '@/widgets/form';
import { RULES, duplicateRule, lengthRules } from '@/validation';
import { Frame, validationFailing, validationOk } from './form-story-kit';
import { shows } from './story-shows';

export default { title: 'Form widgets / Modals' };

function ModalDemo({ okClose = true, destroyOnClose = false, fullscreen = false, failOk = false }: { okClose?: boolean; destroyOnClose?: boolean; fullscreen?: boolean; failOk?: boolean }) {
  const [open, setOpen] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  return (
    <Frame width={520}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        打开
      </Button>
      {log.map((l, i) => (
        <Alert key={i} severity="info">
          {l}
        </Alert>
      ))}
      <AppModal
        open={open}
        title="编辑栏目"
        width={640}
        okClose={okClose}
        destroyOnClose={destroyOnClose}
        fullscreen={fullscreen}
        onOk={async () => {
          await new Promise((r) => setTimeout(r, 400));
          setLog((l) => [...l, failOk ? 'onOk 失败，弹窗保持打开' : 'onOk 已执行']);
          if (failOk) throw new Error('保存失败');
        }}
        onCancel={() => setOpen(false)}
      >
        <TextField label="栏目名称（关闭后再打开，输入是否保留取决于 destroyOnClose）" fullWidth size="small" />
      </AppModal>
    </Frame>
  );
}

export const ModalOkCloses: Story = shows(() => <ModalDemo />, { roles: [{ role: 'dialog', name: '编辑栏目' }, { role: 'textbox', name: /栏目名称/ }, { role: 'button', name: '确定', disabled: false }], absent: ['onOk'] });
export const ModalOkKeepsOpen: Story = shows(() => <ModalDemo okClose={false} />, { roles: [{ role: 'dialog', name: '编辑栏目' }, { role: 'textbox', name: /栏目名称/ }, { role: 'button', name: '确定', disabled: false }], absent: ['onOk'] });
export const ModalDestroyOnClose: Story = shows(() => <ModalDemo destroyOnClose />, { roles: [{ role: 'dialog', name: '编辑栏目' }, { role: 'textbox', name: /栏目名称/ }, { role: 'button', name: '确定', disabled: false }], absent: ['onOk'] });
export const ModalFullscreen: Story = shows(() => <ModalDemo fullscreen />, { roles: [{ role: 'dialog', name: '编辑栏目' }, { role: 'textbox', name: /栏目名称/ }, { role: 'button', name: '确定', disabled: false }], absent: ['onOk'] });
export const ModalOkFails: Story = shows(() => <ModalDemo failOk />, { roles: [{ role: 'dialog', name: '编辑栏目' }, { role: 'textbox', name: /栏目名称/ }, { role: 'button', name: '确定', disabled: false }], absent: ['onOk'] });

const detail: DetailItem[] = [
  { label: '用户账号', value: 'jeecg' },
  { label: '用户姓名', value: '陈晓明' },
  { label: '性别', value: '男' },
  { label: '手机号码', value: '18633333333' },
  { label: '邮箱', value: '' },
  { label: '所属部门', value: '办公室,信息中心' },
  { label: '备注', value: '负责省局网站日常维护与信息发布审核工作。', span: 3 },
];

function DetailDemo({ column, loading }: { column?: number; loading?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Frame>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        查看详情
      </Button>
      <DetailModal open={open} title="用户详情" items={detail} column={column} loading={loading} onClose={() => setOpen(false)} />
    </Frame>
  );
}

/** 1200 px, 3 columns. */
export const DetailDefault: Story = shows(() => <DetailDemo />, { text: ['jeecg', '陈晓明', '18633333333', '办公室,信息中心', '负责省局网站日常维护与信息发布审核工作。'], roles: [{ role: 'dialog', name: '用户详情' }], absent: ['加载中…'] });
export const DetailOneColumn: Story = shows(() => <DetailDemo column={1} />, { text: ['jeecg', '陈晓明', '18633333333', '办公室,信息中心', '负责省局网站日常维护与信息发布审核工作。'], roles: [{ role: 'dialog', name: '用户详情' }], absent: ['加载中…'] });
/** column 6 is clamped to 4. */
export const DetailSixBecomesFour: Story = shows(() => <DetailDemo column={6} />, { text: ['jeecg', '陈晓明', '18633333333', '办公室,信息中心', '负责省局网站日常维护与信息发布审核工作。'], roles: [{ role: 'dialog', name: '用户详情' }], absent: ['加载中…'] });
export const DetailLoading: Story = shows(() => <DetailDemo loading />, { text: ['加载中…'], roles: [{ role: 'dialog', name: '用户详情' }], absent: ['jeecg', '陈晓明'] });
export const DetailEmpty: Story = () => (
  <Frame>
    <DetailModal open title="用户详情" items={[]} />
  </Frame>
);
shows(DetailEmpty, { roles: [{ role: 'dialog', name: '用户详情' }, { role: 'button', name: '关闭' }], absent: ['jeecg', '加载中…'] });

function PromptDemo() {
  const [answers, setAnswers] = useState<string[]>([]);
  const ask = async () => {
    const name = await prompt({ title: '保存查询条件', label: '名称', placeholder: '请输入名称', rules: lengthRules({ required: '保存名称不能为空', max: 20 }) });
    setAnswers((a) => [...a, name === null ? '已取消' : `名称：${name}`]);
  };
  return (
    <Frame>
      <Button variant="contained" onClick={() => void ask()}>
        保存查询
      </Button>
      {answers.map((a, i) => (
        <Alert key={i} severity="success">
          {a}
        </Alert>
      ))}
      <PromptHost />
    </Frame>
  );
}

/** `await prompt({ title, rules })`: OK with a blank name shows 保存名称不能为空. */
export const PromptProgrammatic: Story = shows(() => <PromptDemo />, { roles: [{ role: 'button', name: '保存查询' }, { role: 'dialog', count: 0 }] });

/** The dialog on its own, with a caller rule already failing on OK. */
export const PromptEnglishOnly: Story = () => (
  <Frame>
    <PromptDialog open options={{ title: '输入编码', label: '编码', defaultValue: '中文', rules: [RULES.english] }} onResult={() => undefined} />
  </Frame>
);
shows(PromptEnglishOnly, { roles: [{ role: 'dialog', name: '输入编码' }, { role: 'textbox', name: '编码' }, { role: 'button', name: '确定' }] });

/** Server rule: admin, jeecg and editor are taken (该值不可用，系统中已存在！). */
export const PromptDuplicateCheck: Story = () => (
  <Frame>
    <PromptDialog
      open
      options={{ title: '新建账号', label: '用户账号', defaultValue: 'admin', rules: [RULES.usernameRequired, duplicateRule({ tableName: 'sys_user', fieldName: 'username' })] }}
      onResult={() => undefined}
    />
  </Frame>
);
PromptDuplicateCheck.msw = validationOk;
shows(PromptDuplicateCheck, { roles: [{ role: 'dialog', name: '新建账号' }, { role: 'textbox', name: '用户账号' }, { role: 'button', name: '确定' }] });

/** The duplicate check itself fails: its error becomes the message. */
export const PromptServerFailure: Story = () => (
  <Frame>
    <PromptDialog
      open
      options={{ title: '新建账号', label: '用户账号', defaultValue: 'someone', rules: [duplicateRule({ tableName: 'sys_user', fieldName: 'username' })] }}
      onResult={() => undefined}
    />
  </Frame>
);
PromptServerFailure.msw = validationFailing;
shows(PromptServerFailure, { roles: [{ role: 'dialog', name: '新建账号' }, { role: 'textbox', name: '用户账号' }, { role: 'button', name: '确定' }] });

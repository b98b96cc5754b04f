import type { Story } from '@ladle/react';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { DraftRestoreList } from '@/app/drafts';
import type { DraftRecord } from '@/session/drafts';
import { shows } from './story-shows';

export default { title: 'Shell / Draft restore offer' };

const NOW = new Date('2025-06-18T09:30:00').getTime();

const DRAFTS: DraftRecord[] = [
  {
    id: 'admin:/content/notice#add',
    user: 'admin',
    key: '/content/notice#add',
    route: '/content/notice',
    form: 'add',
    title: '通知公告 - 新增',
    values: { title: '关于元旦假期值班安排的通知', content: '<p>请各处室于十二月二十八日前报送值班表。</p>' },
    savedAt: NOW - 5 * 60_000,
  },
  {
    id: 'admin:/isystem/annountCement#edit:1256',
    user: 'admin',
    key: '/isystem/annountCement#edit:1256',
    route: '/isystem/annountCement',
    form: 'edit:1256',
    title: '系统通告 - 编辑',
    values: { titile: '系统维护通知' },
    savedAt: NOW - 26 * 3_600_000,
  },
  {
    id: 'admin:/demo/editable-table#table:attachments',
    user: 'admin',
    key: '/demo/editable-table#table:attachments',
    route: '/demo/editable-table',
    form: 'table:attachments',
    title: '可编辑表格 - 附件',
    values: [{ id: 'att-1', fileName: '年度工作要点V2' }],
    savedAt: NOW - 3 * 86_400_000,
  },
];

/** What the user sees after signing in again: each draft with 恢复草稿 / 丢弃 (丢弃 removes it here). */
export const WithDrafts: Story = () => {
  const [drafts, setDrafts] = useState(DRAFTS);
  const [restored, setRestored] = useState('');
  return (
    <>
      <Typography>{restored ? `恢复：${restored}` : '登录后检测到三份未保存的草稿'}</Typography>
      <DraftRestoreList
        drafts={drafts}
        onRestore={(d) => {
          setRestored(d.title);
          setDrafts([]);
        }}
        onDiscard={(d) => setDrafts((all) => all.filter((x) => x.id !== d.id))}
        onClose={() => setDrafts([])}
      />
    </>
  );
};
shows(WithDrafts, { text: ['通知公告 - 新增', '系统通告 - 编辑', '可编辑表格 - 附件', '保存于 2025-06-17 07:30:00'], roles: [{ role: 'dialog', name: '检测到未保存的草稿' }, { role: 'button', name: /^恢复草稿 /, count: 3 }, { role: 'button', name: '丢弃 系统通告 - 编辑' }] });

export const OneDraft: Story = () => <DraftRestoreList drafts={DRAFTS.slice(0, 1)} onRestore={() => undefined} onDiscard={() => undefined} onClose={() => undefined} />;
shows(OneDraft, { text: ['通知公告 - 新增', '保存于 2025-06-18 09:25:00'], roles: [{ role: 'dialog', name: '检测到未保存的草稿' }, { role: 'button', name: '恢复草稿 通知公告 - 新增', count: 1 }], absent: ['系统通告 - 编辑'] });

/** Without drafts nothing is offered: the console shows no dialog at all. */
export const NoDrafts: Story = () => (
  <>
    <Typography>没有未保存的草稿：登录后不弹出任何提示。</Typography>
    <DraftRestoreList drafts={[]} onRestore={() => undefined} onDiscard={() => undefined} onClose={() => undefined} />
  </>
);
shows(NoDrafts, { text: ['没有未保存的草稿：登录后不弹出任何提示。'], roles: [{ role: 'dialog', count: 0 }] });

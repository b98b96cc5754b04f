import type { Story } from '@ladle/react';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CurrentUserDeparts, SysDepart } from '@/api/sys/depart';
import { DepartSwitchDialog, DepartSwitchView, type DepartServices, type DepartSwitchViewProps } from '@/features/depart';
import { shows } from './story-shows';

export default { title: 'Depart switch dialog' };

const depart = (orgCode: string, departName: string): SysDepart => ({
  id: orgCode, parentId: null, departName, departOrder: 0, orgCategory: '1', orgType: '1', orgCode, status: '1', delFlag: '0',
});
const departs = [depart('A01A01', '办公室'), depart('A01A02', '政策法规处'), depart('A01A03', '信息中心')];

const noop = () => undefined;
const base: DepartSwitchViewProps = {
  open: true, loading: false, saving: false, departs, currentOrgCode: 'A01A02', selected: 'A01A02',
  submitted: false, error: null, onSelect: noop, onConfirm: noop, onCancel: noop,
};

export const Loading: Story = () => <DepartSwitchView {...base} departs={[]} currentOrgCode={null} selected="" loading />;
shows(Loading, { roles: [{ role: 'progressbar', name: '部门选择' }, { role: 'button', name: '确认', disabled: true }], absent: ['政策法规处'] });

/** Title names the current department: 部门切换（当前部门 : 政策法规处）. */
export const List: Story = () => <DepartSwitchView {...base} />;
shows(List, { text: ['办公室', '信息中心'], roles: [{ role: 'dialog', name: '部门切换（当前部门 : 政策法规处）' }, { role: 'radio', name: '政策法规处', checked: true }, { role: 'radio', count: 3 }] });

/** No current department known: title 部门选择. */
export const ListWithoutCurrent: Story = () => <DepartSwitchView {...base} currentOrgCode={null} selected="" />;
shows(ListWithoutCurrent, { roles: [{ role: 'dialog', name: '部门选择' }, { role: 'radio', count: 3, checked: false }], absent: ['当前部门'] });

export const NothingSelected: Story = () => <DepartSwitchView {...base} currentOrgCode={null} selected="" submitted />;
shows(NothingSelected, { roles: [{ role: 'dialog', name: '部门选择' }, { role: 'radio', count: 3, checked: false }, { role: 'button', name: '确认', disabled: false }] });

export const Saving: Story = () => <DepartSwitchView {...base} selected="A01A03" saving />;
shows(Saving, { roles: [{ role: 'radio', name: '信息中心', checked: true }, { role: 'button', name: '确认', disabled: true }, { role: 'progressbar' }] });

export const SaveFailed: Story = () => <DepartSwitchView {...base} selected="A01A03" error="操作失败" />;
shows(SaveFailed, { text: ['操作失败'], roles: [{ role: 'alert' }, { role: 'radio', name: '信息中心', checked: true }, { role: 'button', name: '确认', disabled: false }] });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function Live({ list }: { list: SysDepart[] }) {
  const [open, setOpen] = useState(true);
  const [messages, setMessages] = useState<string[]>([]);
  const [services] = useState<Partial<DepartServices>>(() => ({
    getCurrentUserDeparts: async (): Promise<CurrentUserDeparts> => {
      await wait(400);
      return { list, orgCode: list[0]?.orgCode ?? null };
    },
    selectDepart: async (p) => {
      await wait(400);
      return { userInfo: { id: '1', username: p.username, realname: 'jeecg', status: 1, delFlag: 0, orgCode: p.orgCode } };
    },
    setUserInfo: (u) => setMessages((m) => [...m, `userInfo.orgCode = ${u.orgCode}`]),
    currentUsername: () => 'jeecg',
  }));
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        切换部门
      </Button>
      {messages.map((m, i) => (
        <Alert key={i} severity={m.startsWith('userInfo') ? 'success' : 'warning'}>
          {m}
        </Alert>
      ))}
      <DepartSwitchDialog
        open={open}
        onClose={() => setOpen(false)}
        services={services}
        notify={(n) => setMessages((m) => [...m, n.message])}
      />
    </Box>
  );
}

/** The wired dialog with offline fakes: loads, lets you switch, stores the user info. */
export const Interactive: Story = () => <Live list={departs} />;
shows(Interactive, { roles: [{ role: 'dialog', name: '部门切换（当前部门 : 办公室）' }, { role: 'radio', name: '办公室', checked: true }, { role: 'radio', count: 3 }] });

/** An empty list: the warning 您尚未设置部门信息! appears and the dialog closes. */
export const Empty: Story = () => <Live list={[]} />;
shows(Empty, { text: ['您尚未设置部门信息!'], roles: [{ role: 'dialog', count: 0 }] });

/** TreeSelect (table tree dictionary) and CategorySelect against the fake backend. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CategorySelect, TreeSelect, type TreeSelectProps } from '@/widgets/pickers';
import { server, setupPickerServer } from '../../../unit/widgets/pickers/picker-server';
import { checkboxOf, expanderOf, findTreeItem, renderApp, valueOf } from './helpers';
import { Held } from '../form/render';

setupPickerServer();

function Tree({ initial, ...props }: Partial<TreeSelectProps> & { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <TreeSelect label="栏目" dict="sys_category,name,id" pidField="pid" pidValue="0" hasChildField="has_child" value={value} onChange={onChange} {...props} />} />;
}

const field = (name: string) => screen.getByRole('combobox', { name });

describe('TreeSelect', () => {
  it('loads the roots signed from loadTreeData, opens a branch lazily and picks a leaf', async () => {
    const signedCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('loadTreeData')) signedCalls.push(request.headers.get('X-Sign') ?? 'unsigned');
    });
    const u = userEvent.setup();
    renderApp(<Tree />);
    await u.click(field('栏目'));
    const root = await findTreeItem('信息分类');
    await u.click(expanderOf(root));
    const open = await findTreeItem('政务公开');
    await u.click(expanderOf(open));
    await u.click((await findTreeItem('通知公告')).querySelector('.MuiTreeItem-label')!);
    await waitFor(() => expect(field('栏目')).toHaveValue('通知公告'));
    expect(valueOf()).toMatch(/^[0-9a-f]{32}$/);
    expect(signedCalls.length).toBe(3);
    expect(signedCalls.every((s) => /^[0-9A-F]{32}$/.test(s))).toBe(true);
  });

  it('echoes stored keys through loadDictItem', async () => {
    const u = userEvent.setup();
    renderApp(<Tree multiple />);
    await u.click(field('栏目'));
    await u.click(checkboxOf(await findTreeItem('文件类型')));
    await u.click(checkboxOf(await findTreeItem('专题栏目')));
    await waitFor(() => expect(valueOf()!.split(',')).toHaveLength(2));
    const stored = valueOf()!;
    await u.keyboard('{Escape}');
    await waitFor(() => expect(field('栏目')).toHaveValue('文件类型,专题栏目'));
    // A fresh field with the stored keys shows the names without opening the tree.
    renderApp(<Tree initial={stored} label="回显" />);
    await waitFor(() => expect(field('回显')).toHaveValue('文件类型,专题栏目'));
  });

  it('rejects a condition that is not a JSON object with the spec message and loads nothing', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('loadTreeData')) calls += 1;
    });
    const u = userEvent.setup();
    renderApp(<Tree condition="status=1" />);
    expect(await screen.findByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).toBeInTheDocument();
    await u.click(field('栏目'));
    expect(calls).toBe(0);
  });

  it('applies a JSON condition over a table with a parent column (departments)', async () => {
    const u = userEvent.setup();
    renderApp(<Tree dict="sys_depart,depart_name,id" pidField="parent_id" pidValue="" hasChildField="" condition='{"status":"1"}' />);
    await u.click(field('栏目'));
    expect(await findTreeItem('省局')).toBeInTheDocument();
  });

  it('shows a failed level load as an error', async () => {
    server.use(http.get('*/zw-lgb2/sys/dict/loadTreeData', () => HttpResponse.json({ success: false, message: 'Sign签名校验失败！', code: 500, result: null, timestamp: 1 })));
    const u = userEvent.setup();
    renderApp(<Tree />);
    await u.click(field('栏目'));
    expect(await screen.findByText('Sign签名校验失败！')).toBeInTheDocument();
  });
});

describe('CategorySelect', () => {
  function Category(props: { pcode?: string; initial?: string; multiple?: boolean }) {
    return <Held initial={props.initial} widget={(value, onChange) => <CategorySelect label="分类" pcode={props.pcode} multiple={props.multiple} value={value} onChange={onChange} />} />;
  }

  it('starts under the category with code pcode and loads children on expand', async () => {
    const u = userEvent.setup();
    renderApp(<Category pcode="A02" />);
    await u.click(field('分类'));
    const work = await findTreeItem('工作文件');
    expect(await findTreeItem('规范性文件')).toBeInTheDocument();
    await u.click(expanderOf(work));
    await u.click((await findTreeItem('报告')).querySelector('.MuiTreeItem-label')!);
    await waitFor(() => expect(field('分类')).toHaveValue('报告'));
  });

  it('echoes stored ids through /sys/category/loadDictItem and clears', async () => {
    const one = await (await fetch('http://localhost:3000/zw-lgb2/sys/category/loadOne?field=code&val=A01A02', { headers: { 'X-Access-Token': (await import('@/session/session')).getToken()! } })).json();
    const u = userEvent.setup();
    renderApp(<Category initial={one.result.id} />);
    await waitFor(() => expect(field('分类')).toHaveValue('新闻动态'));
    await u.click(screen.getByRole('button', { name: '清空' }));
    expect(valueOf()).toBe('');
  });

  it('shows the server message for an unknown pcode', async () => {
    const u = userEvent.setup();
    renderApp(<Category pcode="Z99" />);
    await u.click(field('分类'));
    expect(await screen.findByText('该编码【Z99】不存在，请核实!')).toBeInTheDocument();
  });
});

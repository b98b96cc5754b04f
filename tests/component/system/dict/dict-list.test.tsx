/**
 * 数据字典 against the fake backend: dictionary CRUD with the duplicate code
 * check, the items drawer with its value check, the recycle bin and 刷新缓存.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDictCache } from '@/session';
import DictListPage from '@/features/system/dict/DictListPage';
import { db } from '@fake/db/tables';
import { dictServer } from './dict-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow, rowWith, submitEmptyNewDialog, typeTakenThenFree } from '../../list-screen';

withFakeBackend({ server: dictServer, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/dict', <DictListPage title="数据字典" component="system/DictList" />);
}

const total = db.sysDict.count.bind(db.sysDict);

describe('数据字典', () => {
  it('lists dictionaries with name and code and filters by name', async () => {
    const user = setup();
    const count = total();
    expect(await screen.findByText(`1-10 共${count} 条`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '字典名称' }), '状态');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText(/共\d+ 条/).textContent).not.toContain(`共${count} `));
    expect(rowWith('user_status')).toHaveTextContent('用户状态');
  });

  it('adds a dictionary: required messages, the duplicate code check, then 保存成功！', async () => {
    const user = setup();
    await screen.findByText(`1-10 共${total()} 条`);
    const dialog = await submitEmptyNewDialog(user, ['请输入字典名称!', '请输入字典编码!']);
    await user.type(within(dialog).getByRole('textbox', { name: /字典名称/ }), '文种');
    const code = within(dialog).getByRole('textbox', { name: /字典编码/ });
    await typeTakenThenFree(user, dialog, code, 'sex', 'doc_kind');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('doc_kind'));
  });

  it('edits items in the drawer: value check inside the dictionary, 保存成功！ and 编辑成功!', async () => {
    const user = setup();
    await screen.findByText(`1-10 共${total()} 条`);
    await user.type(screen.getByRole('textbox', { name: '字典编号' }), 'priority');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await user.click(within(rowWith('priority')).getByRole('button', { name: '字典配置' }));
    const drawer = await screen.findByRole('dialog', { name: '字典列表' });
    expect(await within(drawer).findByText('1-3 共3 条')).toBeInTheDocument();
    expect(within(drawer).getAllByRole('row')[1]).toHaveTextContent('高');
    expect(within(drawer).getAllByRole('row')[1]).toHaveTextContent('启用');

    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '紧急');
    const value = within(dialog).getByRole('textbox', { name: /数据值/ });
    await user.type(value, 'H');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, 'U');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    // The drawer's content is aria-hidden until the item dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
    expect(await within(drawer).findByText('1-4 共4 条')).toBeInTheDocument();

    await user.click(within((await within(drawer).findAllByRole('row'))[1]).getByRole('button', { name: '编辑' }));
    const edit = await screen.findByRole('dialog', { name: '编辑' });
    await user.click(within(edit).getByRole('switch', { name: '是否启用' }));
    await user.click(within(edit).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(drawer).getAllByRole('row')[1]).toHaveTextContent('不启用'));
  });

  it('deletes logically and restores from the recycle bin', async () => {
    const user = setup();
    const count = total();
    await screen.findByText(`1-10 共${count} 条`);
    const first = screen.getAllByRole('row')[1];
    const code = within(first).getAllByRole('gridcell')[3].textContent ?? '';
    await deleteRow(user, first);
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText(`1-10 共${count - 1} 条`)).toBeInTheDocument();
    expect(db.sysDict.findFirst((q) => q.where({ dictCode: code }))?.delFlag).toBe(1);

    await user.click(screen.getByRole('button', { name: '回收站' }));
    const bin = await screen.findByRole('dialog', { name: '字典回收站' });
    const binRow = await within(bin).findByRole('row', { name: new RegExp(code) });
    await user.click(within(binRow).getByRole('button', { name: '取回' }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(await screen.findByText(`1-10 共${count} 条`)).toBeInTheDocument();
    expect(await within(bin).findByText('暂无数据')).toBeInTheDocument();
  });

  it('刷新缓存 reloads the stored dictionaries, and says 刷新缓存失败！ when the server fails', async () => {
    const user = setup();
    await screen.findByText(`1-10 共${total()} 条`);
    await user.click(screen.getByRole('button', { name: '刷新缓存' }));
    expect(await screen.findByText('刷新缓存完成！')).toBeInTheDocument();
    expect(getDictCache()?.sex?.map((i) => i.text)).toEqual(['男', '女']);
    dictServer.use(http.all('*/zw-lgb2/sys/dict/refleshCache', () => HttpResponse.json({ success: false, code: 500, message: '操作失败', result: null, timestamp: 0 })));
    await user.click(screen.getByRole('button', { name: '刷新缓存' }));
    expect(await screen.findByText('刷新缓存失败！')).toBeInTheDocument();
  });
});

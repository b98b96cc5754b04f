/** PopupPicker over the fake online reports: configuration errors, query, expand, selection, confirm. */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PopupPicker, type PopupPickerProps } from '@/widgets/pickers';
import { server, setupPickerServer } from '../../../unit/widgets/pickers/picker-server';
import { renderApp } from './helpers';

setupPickerServer();

function Harness(props: Partial<PopupPickerProps>) {
  const [value, setValue] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <>
      <PopupPicker label="账号" code="report_user" orgFields="username,realname" destFields="account,name" field="account" value={value} onChange={setValue} onCallback={setValues} {...props} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: '账号' });
const table = (dialog: HTMLElement) => within(dialog).getByRole('table', { name: '用户信息' });
const bodyRows = (dialog: HTMLElement) => within(table(dialog)).getAllByRole('row').slice(1);

async function openDialog(u: ReturnType<typeof userEvent.setup>) {
  await u.click(field());
  const dialog = await screen.findByRole('dialog', { name: '用户信息' });
  await waitFor(() => expect(bodyRows(dialog).length).toBe(10));
  return dialog;
}

describe('PopupPicker configuration', () => {
  it('reports popup参数未正确配置! and stays disabled without code or fields', async () => {
    renderApp(<PopupPicker label="账号" code="" orgFields="username" destFields="account" />);
    expect(await screen.findByText('popup参数未正确配置!', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(field()).toBeDisabled();
  });

  it('reports popup参数未正确配置,原始值和目标值数量不一致! when the field counts differ', async () => {
    renderApp(<PopupPicker label="账号" code="report_user" orgFields="username,realname" destFields="account" />);
    expect(await screen.findByText('popup参数未正确配置,原始值和目标值数量不一致!', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(field()).toBeDisabled();
  });
});

describe('PopupPicker dialog', () => {
  it('titles the dialog with the report name and numbers the rows with a # column', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    const headers = within(table(dialog)).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', '#', '账号', '姓名', '性别', '手机号', '邮箱', '生日', '状态']);
    expect(within(bodyRows(dialog)[0]).getAllByRole('cell')[1]).toHaveTextContent('1');
    // Dictionary columns show texts, not codes.
    expect(within(table(dialog)).getAllByText(/^(男|女)$/).length).toBeGreaterThan(0);
  });

  it('warns 请选择一条记录 when confirmed with nothing selected', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择一条记录')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '用户信息' })).toBeInTheDocument();
  });

  it('searches, then copies the picked row into the target fields', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    await u.type(within(dialog).getByRole('textbox', { name: '账号' }), 'jeecg');
    await u.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(bodyRows(dialog)).toHaveLength(1));
    await u.click(within(bodyRows(dialog)[0]).getByText('陈晓明'));
    expect(within(dialog).getByText('已选择 1项')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(field()).toHaveValue('jeecg'));
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toEqual({ account: 'jeecg', name: '陈晓明' });
  });

  it('counts several rows in multi mode and 清空 empties the selection', async () => {
    const u = userEvent.setup();
    renderApp(<Harness multi />);
    const dialog = await openDialog(u);
    const rows = bodyRows(dialog);
    await u.click(within(rows[0]).getByRole('checkbox'));
    await u.click(within(rows[1]).getByRole('checkbox'));
    expect(within(dialog).getByText('已选择 2项')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '清空' }));
    expect(within(dialog).getByText('已选择 0项')).toBeInTheDocument();
    await u.click(within(rows[0]).getByRole('checkbox'));
    await u.click(within(rows[1]).getByRole('checkbox'));
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect((field() as HTMLInputElement).value).toMatch(/^[^,]+,[^,]+$/));
  });

  it('keeps only the last row clicked in single mode (radios)', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    const rows = bodyRows(dialog);
    await u.click(within(rows[0]).getByRole('radio'));
    await u.click(rows[1]);
    expect(within(dialog).getByText('已选择 1项')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('radio')).toBeChecked();
  });

  it('shows the hidden conditions only after 展开, and 重置 clears the conditions', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    expect(within(dialog).queryByRole('textbox', { name: '手机号' })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '展开' }));
    await u.type(within(dialog).getByRole('textbox', { name: '手机号' }), '18633333333');
    expect(within(dialog).getByRole('group', { name: '生日开始' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(bodyRows(dialog)).toHaveLength(1));
    await u.click(within(dialog).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(bodyRows(dialog)).toHaveLength(10));
    expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveValue('');
    await u.click(within(dialog).getByRole('button', { name: '收起' }));
    expect(within(dialog).queryByRole('textbox', { name: '手机号' })).not.toBeInTheDocument();
  });

  it('sends self_ params and the initial sort, and sorts by a sortable column', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/getData/')) seen.push(new URL(request.url).searchParams);
    });
    const u = userEvent.setup();
    renderApp(<Harness code="report_role" orgFields="roleCode" destFields="account" sorter="roleCode=desc" param={{ description: "'x'" }} />);
    await u.click(field());
    const dialog = await screen.findByRole('dialog', { name: '角色信息' });
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0].get('self_description')).toBe("'x'");
    expect(seen[0].get('column')).toBe('roleCode');
    expect(seen[0].get('order')).toBe('desc');
    await u.click(within(dialog).getByRole('button', { name: '角色编码' }));
    await waitFor(() => expect(seen.at(-1)!.get('order')).toBe('asc'));
  });

  it('shows the initialisation failure with the server message', async () => {
    const u = userEvent.setup();
    renderApp(<Harness code="nope" />);
    await u.click(field());
    expect(await screen.findByText('Popup初始化失败，请检查你的配置或稍后重试！错误信息如下：实体不存在')).toBeInTheDocument();
  });

  it('shows a data failure in the dialog', async () => {
    server.use(http.get('*/zw-lgb2/online/cgreport/api/getData/:id', () => HttpResponse.json({ success: false, message: '查询失败，数据源异常', code: 500, result: null, timestamp: 1 })));
    const u = userEvent.setup();
    renderApp(<Harness />);
    await u.click(field());
    const dialog = await screen.findByRole('dialog', { name: '用户信息' });
    expect(await within(dialog).findByText('查询失败，数据源异常')).toBeInTheDocument();
  });

  it('clears the target fields with the clear icon', async () => {
    const onCallback = vi.fn();
    renderApp(<PopupPicker label="账号" code="report_user" orgFields="username" destFields="account" field="account" value="admin" onCallback={onCallback} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '清空' }));
    expect(onCallback).toHaveBeenCalledWith({ account: '' }, []);
  });
});

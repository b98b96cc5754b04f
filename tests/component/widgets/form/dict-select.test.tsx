import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DictSelect, type DictSelectProps } from '@/widgets/form';
import { setDictCache } from '@/session/session';
import { server, setupMswServer } from '../../../unit/api/msw-server';
import { fail, ok, renderWidget } from './render';

setupMswServer();

function Controlled(props: Omit<DictSelectProps, 'value' | 'onChange'> & { initial?: string | number | null; spy?: (v: string) => void }) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<string | number | null>(initial);
  return (
    <>
      <DictSelect {...rest} value={value} onChange={(v) => { setValue(v); spy?.(v); }} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const sex = [{ value: '1', text: '男' }, { value: '2', text: '女' }];

describe('DictSelect', () => {
  it('lists the dictionary items of a drop-down and emits the chosen value', async () => {
    setDictCache({ sex });
    const spy = vi.fn();
    const { user } = renderWidget(<Controlled dictCode="sex" label="性别" spy={spy} />);
    await user.click(screen.getByRole('combobox', { name: '性别' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '男', '女']);
    await user.click(within(listbox).getByRole('option', { name: '女' }));
    expect(spy).toHaveBeenLastCalledWith('2');
    expect(screen.getByRole('combobox', { name: '性别' })).toHaveTextContent('女');
  });

  it('keeps the label above an empty field that shows a placeholder, so the two never overlap', async () => {
    setDictCache({ sex });
    renderWidget(<Controlled dictCode="sex" label="性别" placeholder="请选择性别" />);
    const field = screen.getByRole('combobox', { name: '性别' });
    expect(field).toHaveTextContent('请选择性别');
    const label = field.closest('.MuiFormControl-root')?.querySelector('[data-shrink]') ?? null;
    expect(label).toHaveTextContent('性别');
    expect(label).toHaveAttribute('data-shrink', 'true');
  });

  it('matches a numeric value to its string item', async () => {
    setDictCache({ sex });
    renderWidget(<Controlled dictCode="sex" label="性别" initial={1} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '性别' })).toHaveTextContent('男'));
  });

  it('renders radios and checks the current value', async () => {
    setDictCache({ sex });
    const { user } = renderWidget(<Controlled dictCode="sex" type="radio" label="性别" initial="1" />);
    const group = await screen.findByRole('radiogroup', { name: '性别' });
    expect(await within(group).findByRole('radio', { name: '男' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '女' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2');
  });

  it('renders a button group whose pressed button stays pressed when clicked again', async () => {
    setDictCache({ sex });
    const { user } = renderWidget(<Controlled dictCode="sex" type="radioButton" label="性别" initial="1" />);
    const male = await screen.findByRole('button', { name: '男' });
    expect(male).toHaveAttribute('aria-pressed', 'true');
    await user.click(male);
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: '女' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2');
  });

  it('loads a table dictionary from the server, signed', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/zw-lgb2/sys/dict/getDictItems/:code', ({ request }) => {
        seen = request;
        return HttpResponse.json(ok([{ value: 'admin', text: '管理员' }]));
      }),
    );
    const { user } = renderWidget(<Controlled dictCode="sys_user,realname,id" label="用户" />);
    await waitFor(() => expect(seen).toBeDefined());
    expect(new URL(seen!.url).pathname).toBe('/zw-lgb2/sys/dict/getDictItems/sys_user,realname,id');
    expect(seen!.headers.get('X-Sign')).toBe('77C52056EF6109F4874CBD8532C8F530');
    await user.click(screen.getByRole('combobox', { name: '用户' }));
    expect(await screen.findByRole('option', { name: '管理员' })).toBeInTheDocument();
  });

  it('says 字典Code不能为空! without a dictionary code', () => {
    renderWidget(<Controlled label="类型" />);
    expect(screen.getByText('字典Code不能为空!')).toBeInTheDocument();
  });

  it('shows the server message when the dictionary cannot be loaded', async () => {
    server.use(http.get('*/zw-lgb2/sys/dict/getDictItems/:code', () => HttpResponse.json(fail('字典Code格式不正确！'))));
    renderWidget(<Controlled dictCode="a,b" type="radio" label="坏字典" />);
    expect(await screen.findByText('字典Code格式不正确！')).toBeInTheDocument();
  });

  it('shows a spinner while the dictionary loads', async () => {
    server.use(http.get('*/zw-lgb2/sys/dict/getDictItems/:code', () => new Promise<Response>(() => undefined)));
    renderWidget(<Controlled dictCode="slow" label="慢" />);
    expect(await screen.findByLabelText('加载中…')).toBeInTheDocument();
  });

  it('is disabled when asked and shows a caller error', () => {
    renderWidget(<Controlled options={sex} label="性别" disabled error="请选择性别" />);
    expect(screen.getByRole('combobox', { name: '性别' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
  });
});

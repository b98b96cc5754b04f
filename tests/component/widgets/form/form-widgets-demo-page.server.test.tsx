/** The form-widget demo screen against the fake backend. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetFakeDb } from '@fake/node';
import FormWidgetsDemoPage from '@/features/demo/form-widgets-demo-page';
import { saveLogin } from '@/session/session';
import { login } from '../../../unit/fake-server/fake-client';
import { formServer } from '../../../unit/widgets/form/fake-server';
import { renderWidget } from './render';

beforeAll(() => {
  formServer.listen({ onUnhandledRequest: 'error' });
  // CodeMirror measures text through Range rects, which jsdom does not lay out.
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
});
afterAll(() => formServer.close());
beforeEach(async () => {
  await resetFakeDb();
  saveLogin((await login('admin')).body.result);
});

describe('FormWidgetsDemoPage', () => {
  it('submits only after the slider, reports every failing field, then shows the details', async () => {
    const { user } = renderWidget(<FormWidgetsDemoPage title="表单组件" />);
    const submit = screen.getByRole('button', { name: '提交' });
    expect(submit).toBeDisabled();
    screen.getByRole('slider').focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    await user.click(submit);
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
    expect(screen.getByText('最少选择1项')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '用户账号' }), 'admin');
    await user.tab();
    expect(await screen.findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '用户账号' }));
    await user.type(screen.getByRole('textbox', { name: '用户账号' }), 'demo_user');
    await user.click(await screen.findByRole('radio', { name: '女' }));
    await user.click(screen.getByRole('checkbox', { name: '通知' }));
    const owner = screen.getByRole('combobox', { name: '负责人' });
    await user.type(owner, '管理');
    await user.click(await screen.findByRole('option', { name: '管理员' }, { timeout: 3000 }));
    // 发布日期 comes before 开始时间, which has a date button too.
    await user.click(screen.getAllByRole('button', { name: /^选择日期/ })[0]);
    await user.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: '15' }));
    await user.click(screen.getByRole('button', { name: '提交' }));

    const detail = await screen.findByRole('dialog', { name: '提交内容' });
    expect(within(detail).getByText('demo_user')).toBeInTheDocument();
    expect(within(detail).getByText('admin')).toBeInTheDocument();
    expect(within(detail).getByText('notice')).toBeInTheDocument();
  }, 60_000);

  it('saves a template name through the prompt', async () => {
    const { user } = renderWidget(<FormWidgetsDemoPage />);
    await user.click(screen.getByRole('button', { name: '保存为模板' }));
    const dialog = await screen.findByRole('dialog', { name: '保存为模板' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('保存名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '模板名称' }), '通知模板{Enter}');
    await waitFor(() => expect(screen.getByText('模板：通知模板')).toBeInTheDocument());
  }, 60_000);
});

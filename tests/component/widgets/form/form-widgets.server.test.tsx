/** Form widgets and field validation against the fake backend (msw/node, signed calls, real session). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { resetFakeDb } from '@fake/node';
import { DictSearchSelect, DictSelect, useFieldValidation, validateFields } from '@/widgets/form';
import { RULES, codeRule, duplicateRule, lengthRules, type AnyRule } from '@/validation';
import { saveLogin } from '@/session/session';
import { login } from '../../../unit/fake-server/fake-client';
import { formServer } from '../../../unit/widgets/form/fake-server';
import { renderWidget } from './render';

beforeAll(() => formServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => formServer.close());
beforeEach(async () => {
  await resetFakeDb();
  saveLogin((await login('admin')).body.result);
});

function UsernameField({ rules }: { rules: readonly AnyRule[] }) {
  const [value, setValue] = useState('');
  const check = useFieldValidation(rules);
  return (
    <TextField
      label="用户账号"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => void check.validate(value)}
      error={!!check.error}
      helperText={check.validating ? '校验中' : check.error}
    />
  );
}

describe('field validation with server rules', () => {
  it('reports a taken username on blur, and passes a free one', async () => {
    const rules = [RULES.usernameRequired, duplicateRule({ tableName: 'sys_user', fieldName: 'username' })];
    const { user } = renderWidget(<UsernameField rules={rules} />);
    const box = screen.getByRole('textbox', { name: '用户账号' });
    await user.click(box);
    await user.tab();
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    await user.type(box, 'jeecg');
    await user.tab();
    expect(await screen.findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'brand_new_user');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('该值不可用，系统中已存在！')).not.toBeInTheDocument());
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });

  it('reports a coding-rule failure with the rule message', async () => {
    const { user } = renderWidget(<UsernameField rules={[codeRule('common')]} />);
    await user.type(screen.getByRole('textbox', { name: '用户账号' }), '12ab');
    await user.tab();
    expect(await screen.findByText('编码必须是6位数字')).toBeInTheDocument();
  });

  it('validates a whole form at once', async () => {
    const errors = await validateFields(
      { username: 'admin', code: '123456', name: '' },
      {
        username: [duplicateRule({ tableName: 'sys_user', fieldName: 'username' })],
        code: [codeRule('common')],
        name: lengthRules({ required: '请输入名称' }),
      },
    );
    expect(errors).toEqual({ username: '该值不可用，系统中已存在！', name: '请输入名称' });
  });
});

describe('dictionary widgets over the seeded tables', () => {
  it('DictSelect lists a table dictionary', async () => {
    const { user } = renderWidget(<DictSelect dictCode="sys_role,role_name,role_code" label="角色" />);
    await user.click(screen.getByRole('combobox', { name: '角色' }));
    expect(await screen.findByRole('option', { name: '管理员' })).toBeInTheDocument();
  });

  it('DictSearchSelect finds a user by part of the name and echoes a stored one', async () => {
    function Harness() {
      const [value, setValue] = useState('jeecg');
      return (
        <>
          <DictSearchSelect dict="sys_user,realname,username" async label="用户" value={value} onChange={setValue} />
          <output data-testid="value">{value}</output>
        </>
      );
    }
    const { user } = renderWidget(<Harness />);
    const box = screen.getByRole('combobox', { name: '用户' });
    await waitFor(() => expect(box).toHaveValue('陈晓明'));
    await user.clear(box);
    await user.type(box, '管理');
    await user.click(await screen.findByRole('option', { name: '管理员' }, { timeout: 3000 }));
    expect(screen.getByTestId('value')).toHaveTextContent('admin');
  });
});

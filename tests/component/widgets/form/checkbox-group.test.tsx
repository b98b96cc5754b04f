import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { CheckboxGroup, type CheckboxGroupProps } from '@/widgets/form';
import { renderWidget } from './render';

const options = [
  { value: 'a', text: '新闻' },
  { value: 'b', text: '通知' },
  { value: 'c', text: '公告' },
  { value: 'd', text: '专题', disabled: true },
];

function Controlled(props: Omit<CheckboxGroupProps, 'value' | 'onChange' | 'options'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <CheckboxGroup options={options} {...rest} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('stores the checked values comma-joined and checks the stored ones', async () => {
    const { user } = renderWidget(<Controlled label="栏目" initial="b" />);
    expect(screen.getByRole('checkbox', { name: '通知' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '新闻' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^a,b$/);
    await user.click(screen.getByRole('checkbox', { name: '通知' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^a$/);
  });

  it('says 最少选择2项 when fewer are checked after a change', async () => {
    const { user } = renderWidget(<Controlled label="栏目" min={2} />);
    expect(screen.queryByText('最少选择2项')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '新闻' }));
    expect(screen.getByText('最少选择2项')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '公告' }));
    expect(screen.queryByText('最少选择2项')).not.toBeInTheDocument();
  });

  it('says 最多选择2项 when more are checked', async () => {
    const { user } = renderWidget(<Controlled label="栏目" max={2} initial="a,b" />);
    await user.click(screen.getByRole('checkbox', { name: '公告' }));
    expect(screen.getByText('最多选择2项')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '栏目' })).toBeInTheDocument();
  });

  it('keeps disabled options unclickable', () => {
    renderWidget(<Controlled label="栏目" />);
    expect(screen.getByRole('checkbox', { name: '专题' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '新闻' })).toBeEnabled();
  });

  it('shows a caller error over its own', () => {
    renderWidget(<Controlled label="栏目" error="请选择栏目" />);
    expect(screen.getByText('请选择栏目')).toBeInTheDocument();
  });
});

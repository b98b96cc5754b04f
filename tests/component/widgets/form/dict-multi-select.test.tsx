import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DictMultiSelect, type DictMultiSelectProps } from '@/widgets/form';
import { setDictCache } from '@/session/session';
import { Held, renderWidget } from './render';

function Controlled(props: Omit<DictMultiSelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial, ...rest } = props;
  return <Held initial={initial} widget={(value, onChange) => <DictMultiSelect {...rest} value={value} onChange={onChange} />} />;
}

const priority = [{ value: 'H', text: '高' }, { value: 'M', text: '中' }, { value: 'L', text: '低' }];

describe('DictMultiSelect', () => {
  it('picks several items and stores them comma-joined', async () => {
    setDictCache({ priority });
    const { user } = renderWidget(<Controlled dictCode="priority" label="优先级" />);
    await user.click(screen.getByRole('combobox', { name: '优先级' }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: '高' }));
    await user.click(within(listbox).getByRole('option', { name: '低' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^H,L$/);
    await user.click(within(listbox).getByRole('option', { name: '高' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^L$/);
  });

  it('shows the stored values as chips with their texts', async () => {
    setDictCache({ priority });
    renderWidget(<Controlled dictCode="priority" label="优先级" initial="M,L" />);
    const box = screen.getByRole('combobox', { name: '优先级' });
    expect(await within(box).findByText('中')).toBeInTheDocument();
    expect(within(box).getByText('低')).toBeInTheDocument();
  });

  it('renders checkboxes in checkbox mode, in option order whatever the click order', async () => {
    setDictCache({ priority });
    const { user } = renderWidget(<Controlled dictCode="priority" type="checkbox" label="优先级" />);
    await user.click(await screen.findByRole('checkbox', { name: '低' }));
    await user.click(screen.getByRole('checkbox', { name: '高' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^H,L$/);
  });

  it('uses another separator when asked', async () => {
    const { user } = renderWidget(<Controlled options={priority} type="checkbox" separator="|" label="优先级" initial="M" />);
    await user.click(screen.getByRole('checkbox', { name: '高' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^H\|M$/);
  });

  it('says 字典Code不能为空! without a code or options', () => {
    renderWidget(<Controlled label="空" />);
    expect(screen.getByText('字典Code不能为空!')).toBeInTheDocument();
  });
});

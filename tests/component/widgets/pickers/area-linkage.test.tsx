/** AreaLinkage over china-area-data rooted at 86: cascader, selects, echo, bad type. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaLinkage, type AreaLinkageProps } from '@/widgets/pickers';
import { Held } from '../form/render';

function Harness({ initial, ...props }: Partial<AreaLinkageProps> & { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <AreaLinkage label="所在地区" value={value} onChange={onChange} {...props} />} />;
}

const valueOf = () => screen.getByTestId('value').textContent;

describe('AreaLinkage', () => {
  it('cascader: walks province → city → district and stores the district code', async () => {
    const u = userEvent.setup();
    render(<Harness />);
    const field = await screen.findByRole('combobox', { name: '所在地区' });
    await waitFor(() => expect(field).toHaveAttribute('placeholder', '请选择省市区'));
    await u.click(field);
    await u.click(await screen.findByRole('option', { name: '安徽省' }));
    await u.click(within(screen.getByRole('listbox', { name: '市' })).getByRole('option', { name: '合肥市' }));
    await u.click(within(screen.getByRole('listbox', { name: '区' })).getByRole('option', { name: '蜀山区' }));
    await waitFor(() => expect(valueOf()).toBe('340104'));
    expect(field).toHaveValue('安徽省 / 合肥市 / 蜀山区');
  });

  it('cascader: echoes a stored code as its full path and reopens on it', async () => {
    const u = userEvent.setup();
    render(<Harness initial="110105" />);
    const field = screen.getByRole('combobox', { name: '所在地区' });
    await waitFor(() => expect(field).toHaveValue('北京市 / 市辖区 / 朝阳区'));
    await u.click(field);
    expect(await screen.findByRole('option', { name: '北京市', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '朝阳区', selected: true })).toBeInTheDocument();
  });

  it('select: three selects 省/市/区, the value is the last code chosen', async () => {
    const u = userEvent.setup();
    render(<Harness type="select" />);
    const group = screen.getByRole('group', { name: '所在地区' });
    await waitFor(() => expect(within(group).getByRole('combobox', { name: '省' })).not.toHaveAttribute('aria-disabled'));
    await u.click(within(group).getByRole('combobox', { name: '省' }));
    await u.click(await screen.findByRole('option', { name: '浙江省' }));
    expect(valueOf()).toBe('330000');
    await u.click(within(group).getByRole('combobox', { name: '市' }));
    await u.click(await screen.findByRole('option', { name: '杭州市' }));
    expect(valueOf()).toBe('330100');
    await u.click(within(group).getByRole('combobox', { name: '区' }));
    await u.click(await screen.findByRole('option', { name: '西湖区' }));
    expect(valueOf()).toBe('330106');
  });

  it('renders Bad type value for an unknown type', () => {
    render(<Harness type="tree" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bad type value: tree');
  });

  it('does not open when disabled', async () => {
    const u = userEvent.setup();
    render(<Harness disabled initial="340104" />);
    const field = screen.getByRole('combobox', { name: '所在地区' });
    await waitFor(() => expect(field).toHaveValue('安徽省 / 合肥市 / 蜀山区'));
    await u.click(field);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

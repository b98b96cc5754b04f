import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { FormSwitch, type FormSwitchProps } from '@/widgets/form';
import { renderWidget } from './render';

function Controlled(props: Omit<FormSwitchProps, 'value' | 'onChange'> & { initial?: string | null; spy?: (v: string) => void }) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <FormSwitch {...rest} value={value} onChange={(v) => { setValue(v); spy?.(v); }} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('FormSwitch', () => {
  it('emits the off value N at once for an empty value', () => {
    const spy = vi.fn();
    renderWidget(<Controlled label="启用" spy={spy} />);
    expect(spy).toHaveBeenCalledWith('N');
    expect(screen.getByTestId('value')).toHaveTextContent('N');
    expect(screen.getByRole('switch', { name: '启用' })).not.toBeChecked();
  });

  it('toggles between Y and N', async () => {
    const { user } = renderWidget(<Controlled label="启用" initial="Y" />);
    const sw = screen.getByRole('switch', { name: '启用' });
    expect(sw).toBeChecked();
    await user.click(sw);
    expect(screen.getByTestId('value')).toHaveTextContent('N');
    await user.click(sw);
    expect(screen.getByTestId('value')).toHaveTextContent('Y');
  });

  it('uses custom values, the off one for empty', async () => {
    const spy = vi.fn();
    const { user } = renderWidget(<Controlled options={['1', '0']} text="是否置顶" spy={spy} />);
    expect(spy).toHaveBeenCalledWith('0');
    await user.click(screen.getByRole('switch', { name: '是否置顶' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('is a 是/否 select in query mode and may stay empty', async () => {
    const spy = vi.fn();
    const { user } = renderWidget(<Controlled query label="是否启用" spy={spy} />);
    expect(spy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: '是否启用' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '是', '否']);
    await user.click(within(listbox).getByRole('option', { name: '否' }));
    expect(screen.getByTestId('value')).toHaveTextContent('N');
  });

  it('cannot be toggled when disabled', () => {
    renderWidget(<Controlled label="启用" initial="Y" disabled />);
    expect(screen.getByRole('switch', { name: '启用' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: '启用' })).toBeChecked();
  });
});

import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { DateInput, DateTimeInput, TimeInput, parseAs, type DateInputBaseProps } from '@/widgets/form';
import { renderWidget } from './render';

type Kind = typeof DateInput;

function Controlled({ Input, initial = '', ...rest }: Omit<DateInputBaseProps, 'value' | 'onChange'> & { Input: Kind; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Input {...rest} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** The picker keeps the formatted value in a hidden input next to its sections. */
function fieldValue(): string {
  return (document.querySelector('input.MuiPickersInputBase-input') as HTMLInputElement | null)?.value ?? '';
}

describe('DateInput', () => {
  it('shows a YYYY-MM-DD value and emits a picked day in the same format', async () => {
    const { user } = renderWidget(<Controlled Input={DateInput} label="发布日期" initial="2024-03-05" />);
    expect(fieldValue()).toBe('2024-03-05');
    await user.click(screen.getByRole('button', { name: /^选择日期/ }));
    const grid = await screen.findByRole('grid');
    await user.click(within(grid).getByRole('gridcell', { name: '15' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2024-03-15');
  });

  it('takes typed digits section by section', async () => {
    const { user } = renderWidget(<Controlled Input={DateInput} label="发布日期" />);
    const sections = screen.getAllByRole('spinbutton');
    await user.click(sections[0]);
    await user.keyboard('20250709');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('2025-07-09'));
  });

  it('emits an empty string when cleared', async () => {
    const { user } = renderWidget(<Controlled Input={DateInput} label="发布日期" initial="2024-03-05" />);
    await user.click(screen.getAllByRole('spinbutton')[0]);
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('shows the caller message and the disabled state', () => {
    renderWidget(<Controlled Input={DateInput} label="发布日期" error="请选择发布日期" disabled />);
    expect(screen.getByText('请选择发布日期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^选择日期/ })).toBeDisabled();
  });
});

describe('DateTimeInput', () => {
  it('shows and emits YYYY-MM-DD HH:mm:ss', async () => {
    const { user } = renderWidget(<Controlled Input={DateTimeInput} label="开始时间" initial="2024-03-05 08:09:10" />);
    expect(fieldValue()).toBe('2024-03-05 08:09:10');
    await user.click(screen.getByRole('button', { name: /^选择日期/ }));
    await user.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: '20' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2024-03-20 08:09:10');
  });
});

describe('TimeInput', () => {
  it('shows and emits HH:mm:ss', async () => {
    const { user } = renderWidget(<Controlled Input={TimeInput} label="执行时间" initial="08:09:10" />);
    expect(fieldValue()).toBe('08:09:10');
    await user.click(screen.getByRole('button', { name: /^选择时间/ }));
    const hours = await screen.findByRole('listbox', { name: /小时|时/ });
    await user.click(within(hours).getByRole('option', { name: /^11/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('11:09:10');
  });
});

describe('parseAs', () => {
  it('reads only the given format', () => {
    expect(parseAs('2024-02-29', 'yyyy-MM-dd')?.getDate()).toBe(29);
    expect(parseAs('2023-02-29', 'yyyy-MM-dd')).toBeNull();
    expect(parseAs('2024-02-01 10:00', 'yyyy-MM-dd HH:mm:ss')).toBeNull();
    expect(parseAs('', 'HH:mm:ss')).toBeNull();
    expect(parseAs('23:59:59', 'HH:mm:ss')?.getSeconds()).toBe(59);
  });
});

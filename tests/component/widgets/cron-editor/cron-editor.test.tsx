import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CronEditor, CronEditorModal } from '@/widgets/cron-editor';

function Harness({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CronEditor
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output aria-label="emitted">{value}</output>
    </>
  );
}

async function openEditor(initial?: string) {
  const user = userEvent.setup({ delay: null });
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: '选择' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cron表达式' });
  const expression = () => within(dialog).getByRole('textbox', { name: '表达式' }) as HTMLInputElement;
  return { user, onChange, dialog, expression };
}

/** Replaces an input's text; long expressions are pasted (one input event) to keep the test fast. */
async function typeExpression(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text.length > 4) {
    input.focus();
    await user.paste(text);
  } else await user.type(input, text);
}

describe('CronEditor', () => {
  it('opens the 800px dialog with the seven tabs, the default expression and its preview', async () => {
    const { dialog, expression } = await openEditor();
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['秒', '分', '时', '日', '月', '周', '年']);
    expect(expression().value).toBe('* * * * * ? *');
    const preview = within(dialog).getByRole('region', { name: '近十次执行时间（不含年）' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText('每天 每秒 执行')).toBeInTheDocument();
  });

  it('builds an expression by picking modes in the second, minute and hour tabs', async () => {
    const { user, dialog, expression } = await openEditor();
    await user.click(within(dialog).getByRole('radio', { name: '秒循环' }));
    const step = within(dialog).getByRole('textbox', { name: '秒循环间隔' });
    await typeExpression(user, step, '15');
    expect(expression().value).toBe('0/15 * * * * ? *');

    await user.click(within(dialog).getByRole('tab', { name: '分' }));
    await user.click(within(dialog).getByRole('radio', { name: '分指定' }));
    const minutes = within(dialog).getByRole('group', { name: '指定分' });
    // 指定 starts with nothing ticked: ticking 30 means minute 30, not 0 and 30.
    expect(within(minutes).getByRole('checkbox', { name: '00' })).not.toBeChecked();
    expect(within(dialog).getByText('请至少选择一项')).toBeInTheDocument();
    await user.click(within(minutes).getByRole('checkbox', { name: '30' }));
    expect(expression().value).toBe('0/15 30 * * * ? *');

    await user.click(within(dialog).getByRole('tab', { name: '时' }));
    await user.click(within(dialog).getByRole('radio', { name: '时周期' }));
    await typeExpression(user, within(dialog).getByRole('textbox', { name: '时周期开始' }), '22');
    await typeExpression(user, within(dialog).getByRole('textbox', { name: '时周期结束' }), '2');
    expect(expression().value).toBe('0/15 30 22-2 * * ? *');
  });

  it('builds day, month, week and year parts, keeping day and week exclusive', async () => {
    const { user, dialog, expression } = await openEditor();
    await user.click(within(dialog).getByRole('tab', { name: '日' }));
    await user.click(within(dialog).getByRole('radio', { name: '本月最后一个工作日' }));
    expect(expression().value).toBe('0 0 0 LW * ? *');

    await user.click(within(dialog).getByRole('tab', { name: '月' }));
    await user.click(within(dialog).getByRole('radio', { name: '月指定' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '3月' }));
    expect(expression().value).toBe('0 0 0 LW 3 ? *');

    await user.click(within(dialog).getByRole('tab', { name: '周' }));
    await user.click(within(dialog).getByRole('radio', { name: '本月第几个星期几' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '第几个星期几' }), '周五');
    await typeExpression(user, within(dialog).getByRole('textbox', { name: '第几个' }), '3');
    expect(expression().value).toBe('0 0 0 ? 3 6#3 *');

    await user.click(within(dialog).getByRole('tab', { name: '年' }));
    await user.click(within(dialog).getByRole('radio', { name: '年周期' }));
    await typeExpression(user, within(dialog).getByRole('textbox', { name: '年周期开始' }), '2030');
    await typeExpression(user, within(dialog).getByRole('textbox', { name: '年周期结束' }), '2032');
    expect(expression().value).toBe('0 0 0 ? 3 6#3 2030-2032');
    expect(within(dialog).getByText('2030年至2032年3月第3个周五 00:00:00 执行')).toBeInTheDocument();
  });

  it('parses a hand-typed expression back into the tabs and updates the preview after the debounce', async () => {
    const { user, dialog, expression } = await openEditor();
    await typeExpression(user, expression(), '0 0 12 ? * 6L 2030');
    const preview = within(dialog).getByRole('region', { name: '近十次执行时间（不含年）' });
    expect(preview).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent('2030-01-25 12:00:00'), { timeout: 3000 });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(10);

    await user.click(within(dialog).getByRole('tab', { name: '周' }));
    expect(within(dialog).getByRole('radio', { name: '本月最后一个星期几' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: '最后一个星期几' })).toHaveValue('6');
  });

  it('names the field of an expression Quartz rejects and disables OK', async () => {
    const { user, dialog, expression } = await openEditor();
    await typeExpression(user, expression(), '0 0 0 L,5 * ?');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('日字段无效：“L”“LW”不能与其他日期一起使用');
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  });

  it('shows 无执行时间 for an expression that never fires and disables OK', async () => {
    const { user, dialog, expression } = await openEditor();
    await typeExpression(user, expression(), '0 0 0 30 2 ?');
    await waitFor(() => expect(within(dialog).getByText('无执行时间')).toBeInTheDocument(), { timeout: 3000 });
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  });

  it('rejects numbers outside the allowed range as you type', async () => {
    const { user, dialog, expression } = await openEditor();
    await user.click(within(dialog).getByRole('radio', { name: '秒循环' }));
    const start = within(dialog).getByRole('textbox', { name: '秒循环开始' });
    await typeExpression(user, start, '75');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('请输入0到59之间的整数')).toBeInTheDocument();
    expect(expression().value).toBe('7/1 * * * * ? *');
  });

  it('is usable from the keyboard: arrow keys move between modes', async () => {
    const { user, dialog, expression } = await openEditor();
    within(dialog).getByRole('radio', { name: '每秒' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: '秒周期' })).toBeChecked();
    expect(expression().value).toBe('0-1 * * * * ? *');
  });

  it('emits the expression on OK and closes; cancel emits nothing', async () => {
    const { user, onChange, dialog, expression } = await openEditor('0 0 12 * * ?');
    expect(expression().value).toBe('0 0 12 * * ?');
    await user.click(within(dialog).getByRole('tab', { name: '日' }));
    await user.click(within(dialog).getByRole('radio', { name: '本月最后一天' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('0 0 12 L * ? *');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'emitted' })).toHaveTextContent('0 0 12 L * ? *');

    await user.click(screen.getByRole('button', { name: '选择' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('opens the compact variant 608px wide', async () => {
    render(<CronEditorModal open variant="compact" value="0 0 12 * * ?" onOk={() => {}} onCancel={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式' });
    expect(getComputedStyle(dialog).width).toBe('608px');
  });
});

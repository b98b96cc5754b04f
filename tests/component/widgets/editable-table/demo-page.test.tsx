/** The demo screen: two sub-tables in a form, 收集数据 jumps to the failing tab. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditableTableDemoPage from '@/features/demo/editable-table-demo-page';

describe('editable table demo page', () => {
  it('collects both sub-tables as JSON', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EditableTableDemoPage />);
    await user.click(screen.getByRole('button', { name: '收集数据' }));
    const out = JSON.parse((await screen.findByLabelText('收集结果')).textContent!);
    expect(out.title).toBe('关于做好年度工作的通知');
    expect(out.attachments.values.map((v: { fileName: string }) => v.fileName)).toEqual(['年度工作要点', '会议纪要']);
    expect(out.params.values.map((v: { paramKey: string }) => v.paramKey)).toEqual(['timeout', 'retry']);
    expect(out.params).toMatchObject({ insertedRows: [], updatedRows: [], removedIds: [] });
  });

  it('switches to the tab of the first failing cell', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EditableTableDemoPage />);
    await user.click(screen.getByRole('tab', { name: '参数' }));
    const panel = screen.getByRole('tabpanel', { name: '参数' });
    await user.click(within(panel).getByRole('button', { name: '新增' }));
    await user.click(screen.getByRole('tab', { name: '附件' }));
    await user.click(screen.getByRole('button', { name: '收集数据' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '参数' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('第3行「参数名」：请输入参数名');
    expect(screen.queryByLabelText('收集结果')).toBeNull();
  });
});

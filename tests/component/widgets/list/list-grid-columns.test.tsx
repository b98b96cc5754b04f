import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListGrid, type ListColumn } from '@/widgets/list';
import { CellText } from '@/widgets/list/CellText';

type Row = { id: string; title: string; status: string };
const ROWS: Row[] = [
  { id: '1', title: '关于开展2026年全省网站内容安全专项检查工作的通知', status: '发布' },
  { id: '2', title: '干部任免公示', status: '草稿' },
];

function grid(columns: ListColumn<Row>[], actions = true) {
  render(
    <ListGrid
      rows={ROWS}
      columns={columns}
      sort={{ column: 'createTime', order: 'desc' }}
      onSortChange={() => undefined}
      selection={[]}
      onSelectionChange={() => undefined}
      actions={actions ? (r) => <button type="button">编辑 {r.id}</button> : undefined}
      label="内容"
    />,
  );
}

/** Makes every cell text report that its content is wider than the box (jsdom has no layout). */
function overflowing(el: HTMLElement, cut: boolean) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: cut ? 500 : 0 });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: 100 });
}

describe('ListGrid columns', () => {
  it('marks the first plain column as the main one, wrapping to two lines, and pins the actions column', () => {
    grid([
      { field: 'status', title: '状态', render: (r) => <b>{r.status}</b> },
      { field: 'title', title: '标题' },
    ]);
    const first = screen.getAllByRole('row')[1];
    const main = within(first).getByText(ROWS[0].title);
    expect(main.closest('[data-main-cell]')).not.toBeNull();
    expect(main.closest('[role="gridcell"]')?.getAttribute('data-field')).toBe('title');
    expect(within(first).getByRole('button', { name: '编辑 1' }).closest('[data-field="__actions"]')).not.toBeNull();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
  });

  it('takes the column marked main over the first plain one', () => {
    grid([
      { field: 'status', title: '状态' },
      { field: 'title', title: '标题', main: true },
    ]);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('发布').closest('[data-main-cell]')).toBeNull();
    expect(within(first).getByText(ROWS[0].title).closest('[data-main-cell]')).not.toBeNull();
  });

  it('tells a reader the columns are not sized yet where there is no layout to measure', () => {
    grid([{ field: 'title', title: '标题' }], false);
    expect(document.querySelector('[data-list-grid]')?.getAttribute('data-sized')).toBe('false');
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});

describe('CellText', () => {
  it('shows the full text in a tooltip when the text is cut', async () => {
    const user = userEvent.setup();
    render(<CellText text="关于开展2026年全省网站内容安全专项检查工作的通知" lines={2} />);
    const text = screen.getByText(/关于开展/);
    overflowing(text, true);
    await user.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('关于开展2026年全省网站内容安全专项检查工作的通知');
    await user.unhover(screen.getByText(/关于开展/, { selector: '[data-cell-text]' }));
  });

  it('shows no tooltip when the whole text fits', async () => {
    const user = userEvent.setup();
    render(<CellText text="草稿" />);
    const text = screen.getByText('草稿');
    overflowing(text, false);
    await user.hover(text);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

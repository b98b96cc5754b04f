import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ListGrid, type ListColumn } from '@/widgets/list';

type Row = { id: string; title: string; note: string };
const ROWS: Row[] = Array.from({ length: 100 }, (_, i) => ({ id: String(i + 1), title: `通知 ${i + 1}`, note: `备注 ${i + 1}` }));
const COLUMNS: ListColumn<Row>[] = [
  { field: 'title', title: '标题' },
  { field: 'note', title: '备注' },
];

// Screens are tested in jsdom without any switch: the grid keeps its browser virtualisation and
// relies on DataGrid rendering every row and column where there is no layout. A DataGrid that
// stopped doing so would hide rows from every screen test; this says so in one place.
describe('ListGrid under jsdom', () => {
  it('renders every row and column of a full page', () => {
    render(
      <ListGrid
        rows={ROWS}
        columns={COLUMNS}
        sort={{ column: 'createTime', order: 'desc' }}
        onSortChange={() => undefined}
        selection={[]}
        onSelectionChange={() => undefined}
        actions={(r) => <button type="button">编辑 {r.id}</button>}
        label="内容"
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(ROWS.length + 1);
    expect(screen.getByText('通知 100')).toBeInTheDocument();
    expect(screen.getByText('备注 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑 100' })).toBeInTheDocument();
  });
});

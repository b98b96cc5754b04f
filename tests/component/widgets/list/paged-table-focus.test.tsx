/**
 * A row removed by its own action button leaves the keyboard in the table (and so in the dialog
 * around it), not on the page where Escape and Tab no longer reach the dialog.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable } from '@/widgets/list/PagedTable';

interface Row { id: string; name: string }

function Harness({ onOutside }: { onOutside?: boolean }) {
  const [rows, setRows] = useState<Row[]>([{ id: 'a', name: '甲' }, { id: 'b', name: '乙' }]);
  return (
    <>
      <button type="button">外面</button>
      <PagedTable<Row>
        label="用户"
        columns={[{ key: 'name', title: '名称' }]}
        rows={rows}
        rowKey={(r) => r.id}
        total={rows.length}
        page={1}
        pageSize={10}
        onPage={() => undefined}
        actions={(r) => (
          <button type="button" onClick={() => setRows((all) => all.filter((x) => x.id !== r.id))}>
            {`删除${r.name}`}
          </button>
        )}
      />
      {onOutside ? (
        <button type="button" onClick={() => setRows((all) => all.slice(1))}>
          外部删除
        </button>
      ) : null}
    </>
  );
}

describe('PagedTable focus', () => {
  it('keeps the focus in the table when the focused row is removed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '删除甲' }));
    expect(screen.queryByRole('button', { name: '删除甲' })).toBeNull();
    const table = screen.getByRole('table', { name: '用户' });
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(table)).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '删除乙' }));
  });

  it('leaves the focus alone when it is elsewhere as the rows change', async () => {
    const user = userEvent.setup();
    render(<Harness onOutside />);
    await user.click(screen.getByRole('button', { name: '外部删除' }));
    expect(screen.queryByRole('button', { name: '删除甲' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '外部删除' }));
  });
});

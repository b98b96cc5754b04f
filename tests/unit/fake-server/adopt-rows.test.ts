/**
 * adoptRows: a restore that takes rows over as a table's records, instead of `create` per row.
 * The records it makes must behave like `create`'s under every query and write the handlers use.
 */
import { Collection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { adoptRows, insertAll, passthrough, type Table } from '@fake/db/table';

interface Row {
  id: string;
  name: string;
  rank: number;
  tags: string[];
}

const newTable = (): Table<Row> => new Collection({ schema: passthrough<Row>() });
const rows = (): Row[] =>
  Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, name: i % 2 === 0 ? 'even' : 'odd', rank: 5 - i, tags: [`t${i}`] }));

describe('adoptRows', () => {
  it('keeps the rows, in order, as the records themselves (no copy per row)', async () => {
    const table = newTable();
    const given = rows();
    await adoptRows(table, given);
    expect(table.count()).toBe(5);
    expect(table.all().map((r) => r.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    // The first row goes through `create` (which teaches the record layout); the rest are taken over.
    expect(table.all()[3]).toBe(given[3]);
    // Nothing visible is added: a saved copy of the row is what was given.
    expect(JSON.parse(JSON.stringify(table.all()[3]))).toEqual(rows()[3]);
    expect(Object.keys(table.all()[3]!)).toEqual(['id', 'name', 'rank', 'tags']);
  });

  it('answers queries, sorting and paging like rows made by create', async () => {
    const adopted = newTable();
    const created = newTable();
    await adoptRows(adopted, rows());
    await insertAll(created, rows());
    const ask = (t: Table<Row>) => ({
      first: t.findFirst((q) => q.where({ id: 'r2' }))?.name,
      odd: t.findMany((q) => q.where({ name: 'odd' })).map((r) => r.id),
      sorted: t.findMany(undefined, { orderBy: { rank: 'asc' }, take: 2, skip: 1 }).map((r) => r.id),
    });
    expect(ask(adopted)).toEqual(ask(created));
    expect(ask(adopted)).toEqual({ first: 'even', odd: ['r1', 'r3'], sorted: ['r2', 'r1'] });
  });

  it('updates and deletes adopted records, and their hooks see the change', async () => {
    const table = newTable();
    await adoptRows(table, rows());
    const seen: string[] = [];
    table.hooks.on('update', (e) => seen.push(`update ${e.data.prevRecord.name}→${e.data.nextRecord.name}`));
    table.hooks.on('delete', (e) => seen.push(`delete ${e.data.deletedRecord.id}`));
    const target = table.findFirst((q) => q.where({ id: 'r3' }))!;
    await table.update(target, { data: (draft) => void (draft.name = 'renamed') });
    expect(table.findFirst((q) => q.where({ id: 'r3' }))?.name).toBe('renamed');
    table.delete((q) => q.where({ id: 'r1' }));
    expect(table.all().map((r) => r.id)).toEqual(['r0', 'r2', 'r3', 'r4']);
    expect(seen).toEqual(['update odd→renamed', 'delete r1']);
    await table.create({ id: 'r9', name: 'new', rank: 0, tags: [] });
    expect(table.count()).toBe(5);
  });

  it('appends copies through create when the table already holds rows', async () => {
    const table = newTable();
    await table.create({ id: 'x', name: 'kept', rank: 9, tags: [] });
    const given = rows();
    await adoptRows(table, given);
    expect(table.all().map((r) => r.id)).toEqual(['x', 'r0', 'r1', 'r2', 'r3', 'r4']);
    expect(table.all()[2]).not.toBe(given[1]);
  });

  it('does nothing for no rows', async () => {
    const table = newTable();
    await adoptRows(table, []);
    expect(table.count()).toBe(0);
  });
});

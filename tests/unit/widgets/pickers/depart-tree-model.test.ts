/** The fake backend's department tree helpers, including the generated 50,000-department tree. */
import { describe, expect, it } from 'vitest';
import { departLevel, generateDeparts, indexDeparts } from '@fake/handlers/pickers';

describe('generated department tree', () => {
  const rows = generateDeparts(50_000);
  const index = indexDeparts(rows);

  it('has exactly the asked number of departments with unique ids and YouBian codes', () => {
    expect(rows).toHaveLength(50_000);
    expect(new Set(rows.map((r) => r.id)).size).toBe(50_000);
    expect(rows.every((r) => /^(A\d\d)+$/.test(r.orgCode) && r.orgCode.length === Number(r.orgType) * 3)).toBe(true);
  });

  it('is deterministic', () => {
    expect(generateDeparts(500)).toEqual(generateDeparts(500));
  });

  it('answers one level at a time: 10 roots, 20 children each, leaves flagged', () => {
    const roots = departLevel(index, null);
    expect(roots).toHaveLength(10);
    expect(roots.every((r) => r.isLeaf === false && Array.isArray(r.children))).toBe(true);
    const second = departLevel(index, roots[0].id);
    expect(second).toHaveLength(20);
    expect(second.map((d) => d.departOrder)).toEqual([...Array(20).keys()]);
    const fourth = departLevel(index, departLevel(index, second[0].id)[0].id);
    expect(fourth.length).toBeGreaterThan(0);
    expect(fourth.every((d) => d.isLeaf && d.children === null)).toBe(true);
  });

  it('keys tree nodes by id with the name as title', () => {
    const [root] = departLevel(index, null);
    expect(root).toMatchObject({ key: root.id, value: root.id, title: root.departName });
  });
});

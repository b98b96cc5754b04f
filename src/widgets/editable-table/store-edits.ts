/** Structure edits of the row store: add, insert, remove, move, tree expansion and cell values. */
import { arrayMove } from '@dnd-kit/sortable';
import type { RowValues } from './types';
import { ROOT, sameValue } from './store-types';
import { StoreCore } from './store-core';

export class StoreEdits extends StoreCore {
  // ---- structure -----------------------------------------------------------

  protected renumber(parent: string): void {
    if (!this.orderKey) return;
    const key = this.orderKey;
    (this.children.get(parent) ?? []).forEach((id, i) => {
      const r = this.rows.get(id);
      if (!r || r.placeholder || r.values[key] === i + 1) return;
      r.values = { ...r.values, [key]: i + 1 };
      this.touchRow(id);
    });
  }

  /** Adds new rows with default values at `index` among the top-level rows (appends when omitted). */
  addRows(rows: readonly RowValues[], index?: number): string[] {
    const siblings = [...(this.children.get(ROOT) ?? [])];
    const at = index === undefined || index < 0 || index > siblings.length ? siblings.length : index;
    const ids: string[] = [];
    for (const values of rows) {
      const r = this.makeRecord({ ...this.defaults(), ...values }, null, true);
      this.insertRecord(r);
      ids.push(r.id);
    }
    siblings.splice(at, 0, ...ids);
    this.children.set(ROOT, siblings);
    this.renumber(ROOT);
    this.rebuild();
    this.emitValues('', '');
    return ids;
  }

  /** Inserts one new row right below `id`, among its siblings. */
  insertBelow(id: string): string | undefined {
    const r = this.rows.get(id);
    if (!r) return undefined;
    const parent = r.parentId ?? ROOT;
    const siblings = [...(this.children.get(parent) ?? [])];
    const rec = this.makeRecord(this.defaults(), r.parentId, true);
    this.insertRecord(rec);
    siblings.splice(siblings.indexOf(id) + 1, 0, rec.id);
    this.children.set(parent, siblings);
    this.renumber(parent);
    this.rebuild();
    this.emitValues('', '');
    return rec.id;
  }

  /** Removes rows; existing ones are recorded in the removed list. Throws in tree mode. */
  removeRows(ids: readonly string[]): void {
    if (this.tree) throw new Error('removeRows is not supported in tree mode');
    const gone = new Set(ids.filter((id) => this.has(id)));
    if (gone.size === 0) return;
    for (const id of gone) {
      const r = this.rows.get(id)!;
      if (!r.isNew) this.removed.push(id);
      this.rows.delete(id);
      this.original.delete(id);
      this.selection.delete(id);
      this.errors.delete(id);
      this.views.delete(id);
    }
    if (this.cursor && gone.has(this.cursor.rowId)) {
      this.cursor = null;
      this.editing = false;
    }
    this.children.set(ROOT, (this.children.get(ROOT) ?? []).filter((id) => !gone.has(id)));
    this.renumber(ROOT);
    this.rebuild();
    this.emitValues('', '');
  }

  /** Moves a row to `to` among its siblings; false when it cannot move there. */
  moveTo(id: string, to: number): boolean {
    const r = this.rows.get(id);
    if (!r || r.placeholder) return false;
    const parent = r.parentId ?? ROOT;
    const siblings = this.children.get(parent) ?? [];
    const from = siblings.indexOf(id);
    if (from < 0 || to < 0 || to >= siblings.length || to === from) return false;
    this.children.set(parent, arrayMove(siblings, from, to));
    this.renumber(parent);
    this.rebuild();
    this.emitValues('', '');
    return true;
  }

  canMoveUp(id: string): boolean {
    return this.siblingsOf(id).indexOf(id) > 0;
  }

  canMoveDown(id: string): boolean {
    const s = this.siblingsOf(id);
    const i = s.indexOf(id);
    return i >= 0 && i < s.length - 1;
  }

  moveUp(id: string): boolean {
    return this.canMoveUp(id) && this.moveTo(id, this.siblingsOf(id).indexOf(id) - 1);
  }

  moveDown(id: string): boolean {
    return this.canMoveDown(id) && this.moveTo(id, this.siblingsOf(id).indexOf(id) + 1);
  }

  // ---- tree ----------------------------------------------------------------

  /** Expands a row; the first expand loads its children through `load` (the placeholder shows meanwhile). */
  async expand(id: string, load: (id: string) => Promise<RowValues[]>): Promise<void> {
    const r = this.rows.get(id);
    if (!r || !r.hasChildren) return;
    r.expanded = true;
    this.touchRow(id);
    this.rebuild();
    if (r.childState !== 'pending') return;
    r.childState = 'loading';
    this.touchRow(id);
    let list: RowValues[];
    try {
      list = await load(id);
    } catch (e) {
      r.childState = 'pending';
      r.expanded = false;
      this.touchRow(id);
      this.rebuild();
      throw e;
    }
    this.rows.delete(`${id}__loading`);
    const ids: string[] = [];
    for (const values of list) {
      const child = this.makeRecord(values, id, false);
      this.insertRecord(child);
      ids.push(child.id);
    }
    this.children.set(id, ids);
    r.childState = 'loaded';
    if (ids.length === 0) r.hasChildren = false;
    this.touchRow(id);
    this.rebuild();
    this.emitValues('', '');
  }

  collapse(id: string): void {
    const r = this.rows.get(id);
    if (!r || !r.expanded) return;
    r.expanded = false;
    if (this.cursor && this.isDescendant(this.cursor.rowId, id)) {
      const prev = this.cursor.rowId;
      this.cursor = null;
      this.editing = false;
      this.touchRow(prev);
    }
    this.touchRow(id);
    this.rebuild();
  }

  protected isDescendant(id: string, ancestor: string): boolean {
    let p = this.rows.get(id)?.parentId ?? null;
    while (p) {
      if (p === ancestor) return true;
      p = this.rows.get(p)?.parentId ?? null;
    }
    return false;
  }

  // ---- values --------------------------------------------------------------

  /** Sets one cell; returns the previous value. */
  setCell(id: string, key: string, value: unknown): unknown {
    const r = this.rows.get(id);
    if (!r || r.placeholder) return undefined;
    const old = r.values[key];
    if (old === value) return old;
    const wasDisabled = this.disabledRows ? this.isDisabledRecord(r) : false;
    r.values = { ...r.values, [key]: value };
    this.touchRow(id);
    if (this.disabledRows && wasDisabled !== this.isDisabledRecord(r)) this.refreshMeta();
    this.emitValues(id, key);
    return old;
  }

  /** Patches rows by id; returns the keys that changed per row. */
  patchRows(patches: ReadonlyArray<{ rowKey: string; values: RowValues }>): Map<string, string[]> {
    const changed = new Map<string, string[]>();
    for (const { rowKey, values } of patches) {
      const r = this.rows.get(String(rowKey));
      if (!r || r.placeholder) continue;
      const keys = Object.keys(values).filter((k) => k !== this.rowKey && !sameValue(r.values[k], values[k]));
      if (keys.length === 0) continue;
      const next = { ...r.values };
      for (const k of keys) next[k] = values[k];
      r.values = next;
      changed.set(r.id, keys);
      this.touchRow(r.id);
    }
    if (changed.size) {
      this.refreshMeta();
      this.emitValues('', '');
    }
    return changed;
  }

  /** Whether an existing row differs from how it was loaded. */
  isUpdated(id: string): boolean {
    const r = this.rows.get(id);
    const o = this.original.get(id);
    if (!r || !o || r.isNew) return false;
    if (o === r.values) return false;
    const keys = new Set([...Object.keys(o), ...Object.keys(r.values)]);
    for (const k of keys) if (k !== this.rowKey && !sameValue(o[k], r.values[k])) return true;
    return false;
  }

}

/**
 * The table's row store: values, order, tree, selection, errors, cursor and
 * reload flashes, outside React (core and edits live in store-core.ts and
 * store-edits.ts; this layer adds the marks a user puts on rows).
 */
import { sameCondition, TEMP_PREFIX, type Cursor, type StoreOptions } from './store-types';
import { StoreEdits } from './store-edits';

export * from './store-types';

export class TableStore extends StoreEdits {
  // ---- selection -----------------------------------------------------------

  protected emitSelection(changed: Iterable<string>): void {
    for (const id of changed) this.touchRow(id);
    this.refreshMeta();
  }

  toggleSelected(id: string, value?: boolean): boolean {
    if (!this.has(id) || this.isDisabled(id)) return false;
    const next = value ?? !this.selection.has(id);
    if (next === this.selection.has(id)) return true;
    if (next) this.selection.add(id);
    else this.selection.delete(id);
    this.emitSelection([id]);
    return true;
  }

  /** Selects (or unselects) every selectable row. */
  selectAll(value: boolean): void {
    const changed: string[] = [];
    if (value) {
      for (const id of this.orderedIds()) {
        if (!this.isDisabled(id) && !this.selection.has(id)) {
          this.selection.add(id);
          changed.push(id);
        }
      }
    } else {
      changed.push(...this.selection);
      this.selection.clear();
    }
    this.emitSelection(changed);
  }

  clearSelection(): void {
    this.selectAll(false);
  }

  /** Selectable rows: every real row that is not disabled. */
  selectableCount(): number {
    let n = 0;
    for (const r of this.rows.values()) if (!r.placeholder && !this.isDisabledRecord(r)) n += 1;
    return n;
  }

  // ---- errors --------------------------------------------------------------

  setError(id: string, key: string, message: string | undefined): void {
    const current = this.errors.get(id);
    if ((current?.[key] ?? undefined) === message) return;
    const next = { ...(current ?? {}) };
    if (message === undefined) delete next[key];
    else next[key] = message;
    if (Object.keys(next).length) this.errors.set(id, next);
    else this.errors.delete(id);
    this.touchRow(id);
  }

  /** Replaces every error at once (full validation). */
  setAllErrors(errors: Map<string, Record<string, string>>): void {
    const touched = new Set([...this.errors.keys(), ...errors.keys()]);
    this.errors = new Map(errors);
    for (const id of touched) this.touchRow(id);
  }

  rowsWithError(key: string): string[] {
    const out: string[] = [];
    for (const [id, errs] of this.errors) if (errs[key] !== undefined) out.push(id);
    return out;
  }

  // ---- cursor and editing --------------------------------------------------

  setCursor(cursor: Cursor | null, editing = false): void {
    const prev = this.cursor;
    const same = prev?.rowId === cursor?.rowId && prev?.key === cursor?.key && this.editing === editing;
    if (same) return;
    this.cursor = cursor;
    this.editing = cursor !== null && editing;
    if (prev) this.touchRow(prev.rowId);
    if (cursor && cursor.rowId !== prev?.rowId) this.touchRow(cursor.rowId);
  }

  stopEditing(): void {
    if (!this.editing || !this.cursor) return;
    this.editing = false;
    this.touchRow(this.cursor.rowId);
  }

  // ---- reload flash --------------------------------------------------------

  flash(id: string, keys: readonly string[], ms: number): void {
    if (!keys.length) return;
    const set = new Set([...(this.flashes.get(id) ?? []), ...keys]);
    this.flashes.set(id, set);
    this.touchRow(id);
    clearTimeout(this.flashTimers.get(id));
    this.flashTimers.set(
      id,
      setTimeout(() => {
        this.flashes.delete(id);
        this.flashTimers.delete(id);
        this.touchRow(id);
      }, ms),
    );
  }

  // ---- options -------------------------------------------------------------

  configure(opts: Partial<Pick<StoreOptions, 'orderKey' | 'disabledRows' | 'disabled' | 'defaults'>>): void {
    let touchAll = false;
    if ('orderKey' in opts) this.orderKey = opts.orderKey ?? null;
    if ('defaults' in opts && opts.defaults) this.defaults = opts.defaults;
    if ('disabledRows' in opts && !sameCondition(opts.disabledRows, this.disabledRows)) {
      this.disabledRows = opts.disabledRows;
      touchAll = true;
    }
    if ('disabled' in opts && (opts.disabled ?? false) !== this.tableDisabled) {
      this.tableDisabled = opts.disabled ?? false;
      touchAll = true;
    }
    if (touchAll) {
      for (const id of [...this.selection]) if (this.isDisabled(id)) this.selection.delete(id);
      this.touchAllRows();
      this.refreshMeta();
    }
  }

  dispose(): void {
    for (const t of this.flashTimers.values()) clearTimeout(t);
    this.flashTimers.clear();
  }
}

export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}

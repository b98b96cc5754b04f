/**
 * The core of the row store: rows, order and tree links, per-row snapshots
 * and the subscriptions (per row, structure, meta, values). Each row has its
 * own immutable snapshot and listener set, so a row component subscribed with
 * useSyncExternalStore re-renders only when its own row changes: editing
 * one cell of a large table does not re-render the other rows.
 */
import { uuid } from '@/lib/uuid';
import type { DisabledRows, RowValues } from './types';
import { ROOT, TEMP_PREFIX, rowMatches, type Cursor, type Listener, type Meta, type RowRecord, type RowRef, type RowView, type StoreOptions, type Structure } from './store-types';

export class StoreCore {
  rowKey: string;
  orderKey: string | null;
  disabledRows: DisabledRows | undefined;
  tableDisabled: boolean;
  tree: boolean;
  defaults: () => RowValues;

  protected rows = new Map<string, RowRecord>();
  protected children = new Map<string, string[]>([[ROOT, []]]);
  protected original = new Map<string, RowValues>();
  protected removed: string[] = [];
  protected selection = new Set<string>();
  protected errors = new Map<string, Record<string, string>>();
  protected flashes = new Map<string, Set<string>>();
  protected flashTimers = new Map<string, ReturnType<typeof setTimeout>>();
  protected cursor: Cursor | null = null;
  protected editing = false;

  protected views = new Map<string, RowView>();
  protected structure: Structure = { visible: [], version: 0 };
  protected meta: Meta = { selectedCount: 0, rowCount: 0, hasDisabled: false };
  protected valuesVersion = 0;

  protected rowListeners = new Map<string, Set<Listener>>();
  protected structureListeners = new Set<Listener>();
  protected metaListeners = new Set<Listener>();
  protected valueListeners = new Set<(id: string, key: string) => void>();

  constructor(opts: StoreOptions = {}) {
    this.rowKey = opts.rowKey ?? 'id';
    this.orderKey = opts.orderKey ?? null;
    this.disabledRows = opts.disabledRows;
    this.tableDisabled = opts.disabled ?? false;
    this.tree = opts.tree ?? false;
    this.defaults = opts.defaults ?? (() => ({}));
  }


  // ---- subscriptions -------------------------------------------------------

  subscribeRow = (id: string, fn: Listener): (() => void) => {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.rowListeners.delete(id);
    };
  };

  subscribeStructure = (fn: Listener): (() => void) => {
    this.structureListeners.add(fn);
    return () => this.structureListeners.delete(fn);
  };

  subscribeMeta = (fn: Listener): (() => void) => {
    this.metaListeners.add(fn);
    return () => this.metaListeners.delete(fn);
  };

  /** Called after every cell value change (id, key); '' key means many cells changed. */
  subscribeValues = (fn: (id: string, key: string) => void): (() => void) => {
    this.valueListeners.add(fn);
    return () => this.valueListeners.delete(fn);
  };

  getStructure = (): Structure => this.structure;
  getMeta = (): Meta => this.meta;
  getValuesVersion = (): number => this.valuesVersion;

  protected touchRow(id: string): void {
    this.views.delete(id);
    this.rowListeners.get(id)?.forEach((fn) => fn());
  }

  protected touchAllRows(): void {
    this.views.clear();
    for (const set of this.rowListeners.values()) set.forEach((fn) => fn());
  }

  protected emitValues(id: string, key: string): void {
    this.valuesVersion += 1;
    this.valueListeners.forEach((fn) => fn(id, key));
  }

  protected refreshMeta(): void {
    let rowCount = 0;
    let hasDisabled = false;
    for (const r of this.rows.values()) {
      if (r.placeholder) continue;
      rowCount += 1;
      if (!hasDisabled && this.isDisabledRecord(r)) hasDisabled = true;
    }
    const next: Meta = { selectedCount: this.selection.size, rowCount, hasDisabled };
    if (next.selectedCount === this.meta.selectedCount && next.rowCount === this.meta.rowCount && next.hasDisabled === this.meta.hasDisabled) return;
    this.meta = next;
    this.metaListeners.forEach((fn) => fn());
  }

  protected rebuild(): void {
    const visible: RowRef[] = [];
    const walk = (parent: string) => {
      for (const id of this.children.get(parent) ?? []) {
        const r = this.rows.get(id);
        if (!r) continue;
        visible.push({ id, depth: r.depth });
        if (r.expanded) walk(id);
      }
    };
    walk(ROOT);
    this.structure = { visible, version: this.structure.version + 1 };
    this.structureListeners.forEach((fn) => fn());
    this.refreshMeta();
  }

  // ---- reads ---------------------------------------------------------------

  getRecord(id: string): RowRecord | undefined {
    return this.rows.get(id);
  }

  has(id: string): boolean {
    const r = this.rows.get(id);
    return !!r && !r.placeholder;
  }

  protected isDisabledRecord(r: RowRecord): boolean {
    return this.tableDisabled || r.placeholder || rowMatches(this.disabledRows, r.values);
  }

  isDisabled(id: string): boolean {
    const r = this.rows.get(id);
    return !r || this.isDisabledRecord(r);
  }

  getRowView = (id: string): RowView | undefined => {
    const cached = this.views.get(id);
    if (cached) return cached;
    const r = this.rows.get(id);
    if (!r) return undefined;
    const view: RowView = {
      id,
      values: r.values,
      isNew: r.isNew,
      depth: r.depth,
      hasChildren: r.hasChildren,
      expanded: r.expanded,
      loading: r.childState === 'loading',
      placeholder: r.placeholder,
      selected: this.selection.has(id),
      disabled: this.isDisabledRecord(r),
      errors: this.errors.get(id) ?? null,
      cursorKey: this.cursor?.rowId === id ? this.cursor.key : null,
      editing: this.cursor?.rowId === id && this.editing,
      flash: this.flashes.get(id) ?? null,
    };
    this.views.set(id, view);
    return view;
  };

  /** Every real row (no placeholders) in tree order, collapsed children included. */
  orderedIds(): string[] {
    const out: string[] = [];
    const walk = (parent: string) => {
      for (const id of this.children.get(parent) ?? []) {
        const r = this.rows.get(id);
        if (!r || r.placeholder) continue;
        out.push(id);
        walk(id);
      }
    };
    walk(ROOT);
    return out;
  }

  orderedValues(): RowValues[] {
    return this.orderedIds().map((id) => this.rows.get(id)!.values);
  }

  visibleIndex(id: string): number {
    return this.structure.visible.findIndex((r) => r.id === id);
  }

  siblingsOf(id: string): string[] {
    const r = this.rows.get(id);
    return this.children.get(r?.parentId ?? ROOT) ?? [];
  }

  getSelection(): string[] {
    return this.orderedIds().filter((id) => this.selection.has(id));
  }

  getErrors(): Map<string, Record<string, string>> {
    return this.errors;
  }

  getCursor(): Cursor | null {
    return this.cursor;
  }

  isEditing(): boolean {
    return this.editing;
  }

  getRemovedIds(): string[] {
    return [...this.removed];
  }

  getOriginal(id: string): RowValues | undefined {
    return this.original.get(id);
  }

  // ---- loading -------------------------------------------------------------

  protected makeRecord(values: RowValues, parentId: string | null, isNew: boolean): RowRecord {
    const rawId = values[this.rowKey];
    const existing = !isNew && rawId !== undefined && rawId !== null && rawId !== '';
    const id = existing ? String(rawId) : `${TEMP_PREFIX}${uuid()}`;
    const hasChildren = this.tree && (values.hasChildren === true || values.hasChildren === 'true' || values.hasChildren === '1');
    // Rows are immutable snapshots (a change replaces r.values), so the caller's object is kept as is;
    // only a new row's own key is dropped (its temporary id never becomes a value).
    let clean = values;
    if (!existing && this.rowKey in values) {
      clean = { ...values };
      delete clean[this.rowKey];
    }
    const depth = parentId ? (this.rows.get(parentId)?.depth ?? 0) + 1 : 0;
    return { id, values: clean, isNew: !existing, parentId, depth, hasChildren, childState: hasChildren ? 'pending' : 'none', expanded: false, placeholder: false };
  }

  protected placeholderFor(parent: RowRecord): RowRecord {
    return {
      id: `${parent.id}__loading`,
      values: {},
      isNew: false,
      parentId: parent.id,
      depth: parent.depth + 1,
      hasChildren: false,
      childState: 'none',
      expanded: false,
      placeholder: true,
    };
  }

  protected insertRecord(r: RowRecord): void {
    this.rows.set(r.id, r);
    if (!r.isNew && !r.placeholder) this.original.set(r.id, r.values);
    if (r.hasChildren) {
      const ph = this.placeholderFor(r);
      this.rows.set(ph.id, ph);
      this.children.set(r.id, [ph.id]);
    }
  }

  /** Replaces every row: the rows become the table's existing rows (their ids are kept). */
  load(rows: readonly RowValues[]): void {
    for (const t of this.flashTimers.values()) clearTimeout(t);
    this.rows.clear();
    this.children = new Map([[ROOT, []]]);
    this.original.clear();
    this.removed = [];
    this.selection.clear();
    this.errors.clear();
    this.flashes.clear();
    this.flashTimers.clear();
    this.cursor = null;
    this.editing = false;
    const ids: string[] = [];
    for (const values of rows) {
      const r = this.makeRecord(values, null, false);
      this.insertRecord(r);
      ids.push(r.id);
    }
    this.children.set(ROOT, ids);
    this.touchAllRows();
    this.rebuild();
    this.emitValues('', '');
  }

}

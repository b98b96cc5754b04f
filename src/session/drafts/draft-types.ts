/** A kept draft of an open form or editable table, and the storage it lives in. */

export interface DraftRecord {
  /** `${user}:${key}`: one draft per user and form. */
  id: string;
  user: string;
  /** `${route}#${form}`, e.g. `/isystem/announcement#edit:1` or `/isystem/announcement#add`. */
  key: string;
  /** The tab path to return to. */
  route: string;
  /** The form's identity within its route: `add`, `edit:<id>`, `table:<name>`. */
  form: string;
  /** What the restore offer shows (tab and dialog title). */
  title: string;
  /** The form values, without any password field. */
  values: unknown;
  /** The edited record as the list showed it (password fields removed), to reopen it from. */
  record?: unknown;
  savedAt: number;
}

/** Where drafts are kept: IndexedDB in the browser, memory elsewhere and in tests. */
export interface DraftBackend {
  put(record: DraftRecord): Promise<void>;
  delete(id: string): Promise<void>;
  all(): Promise<DraftRecord[]>;
}

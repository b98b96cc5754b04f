/** JPopup's configuration rules and its mapping of picked rows to target fields. */
import { PICKER_MESSAGES } from '../messages';

export interface PopupConfig {
  code?: string | null;
  orgFields?: string | null;
  destFields?: string | null;
}

/** The configuration error to show, or null: code, origin and target fields are all needed, in equal numbers. */
export function popupConfigError({ code, orgFields, destFields }: PopupConfig): string | null {
  if (!code || !orgFields || !destFields) return PICKER_MESSAGES.popupNotConfigured;
  if (orgFields.split(',').length !== destFields.split(',').length) return PICKER_MESSAGES.popupFieldMismatch;
  return null;
}

/**
 * `callBack(rows)`: each target field gets the matching origin field of every
 * row, comma-joined (missing values as ''); `text` is what the input shows
 * when `field` names one of the targets.
 */
export function mapPopupRows(rows: ReadonlyArray<Record<string, unknown>>, orgFields: string, destFields: string, field?: string | null): { values: Record<string, string>; text: string | null } {
  const orgs = orgFields.split(',');
  const dests = destFields.split(',');
  const cell = (row: Record<string, unknown>, key: string) => {
    const v = row[key];
    return v === undefined || v === null ? '' : String(v);
  };
  const values: Record<string, string> = {};
  dests.forEach((dest, i) => {
    values[dest] = rows.map((r) => cell(r, orgs[i])).join(',');
  });
  const at = field ? dests.indexOf(field) : -1;
  return { values, text: field ? (at >= 0 ? rows.map((r) => cell(r, orgs[at])).join(',') : '') : null };
}

/** Query params of a report call: `self_`-prefixed dynamic params, then the form, the sort and the page. */
export function reportParams(opts: {
  param?: Record<string, string> | null;
  query: Record<string, string>;
  sort?: { column: string; order: 'asc' | 'desc' } | null;
  pageNo: number;
  pageSize: number;
}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(opts.param ?? {})) out[`self_${k}`] = v;
  for (const [k, v] of Object.entries(opts.query)) if (v !== '') out[k] = v;
  if (opts.sort) Object.assign(out, opts.sort);
  out.pageNo = opts.pageNo;
  out.pageSize = opts.pageSize;
  return out;
}

/** The row key JPopup uses: the id when there is one, else all values (rows of a report may lack ids). */
export function reportRowKey(row: Record<string, unknown>): string {
  return row.id !== undefined && row.id !== null ? String(row.id) : JSON.stringify(row);
}

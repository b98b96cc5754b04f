/**
 * The province/city/district code tree of china-area-data v5, rooted at 86.
 * The 116 kB table loads on first use (dynamic import), so forms without an
 * area field never pay for it.
 */
export type AreaTable = Record<string, Record<string, string>>;

export const AREA_ROOT = '86';

export interface AreaOption {
  code: string;
  name: string;
}

let loading: Promise<AreaModel> | null = null;

export function loadAreaModel(): Promise<AreaModel> {
  loading ??= import('china-area-data/v5/data.json').then((m) => new AreaModel((m as { default: AreaTable }).default));
  return loading;
}

export class AreaModel {
  private readonly parents = new Map<string, string>();
  private readonly names = new Map<string, string>();

  constructor(private readonly table: AreaTable) {
    for (const [parent, children] of Object.entries(table)) {
      for (const [code, name] of Object.entries(children)) {
        this.parents.set(code, parent);
        this.names.set(code, name);
      }
    }
  }

  /** Children of a code (provinces for 86), in the table's order. */
  children(code: string = AREA_ROOT): AreaOption[] {
    return Object.entries(this.table[code] ?? {}).map(([c, name]) => ({ code: c, name }));
  }

  hasChildren(code: string): boolean {
    return Object.keys(this.table[code] ?? {}).length > 0;
  }

  name(code: string): string | undefined {
    return this.names.get(code);
  }

  /** Codes from the province down to `code` (empty for an unknown code). */
  path(code: string | null | undefined): string[] {
    if (!code || !this.names.has(code)) return [];
    const out: string[] = [];
    let at: string | undefined = code;
    while (at && at !== AREA_ROOT) {
      out.unshift(at);
      at = this.parents.get(at);
    }
    return out;
  }

  /** `安徽省/合肥市/瑶海区` style text of a code's path. */
  text(code: string | null | undefined, separator = ' / '): string {
    return this.path(code)
      .map((c) => this.names.get(c))
      .join(separator);
  }
}

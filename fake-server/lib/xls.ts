/**
 * Excel in and out the way AutoPoi does it for the backend's `exportXls` and
 * `importExcel` (contract §1.7): a sheet with 2 title rows (title, "导出人:…")
 * and 1 header row, then data. SheetJS is imported on first use so the demo
 * does not load it until someone exports or imports.
 */
export const XLS_MIME = 'application/vnd.ms-excel';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  /** The `@Excel(name=…)` header text. */
  header: string;
  key: string;
  /** Column width in characters (`@Excel(width=…)`). */
  width?: number;
}

export interface WorkbookSpec {
  title: string;
  secondTitle?: string;
  sheetName: string;
  columns: readonly SheetColumn[];
  rows: ReadonlyArray<Record<string, unknown>>;
  /** AutoPoi's default is HSSF, i.e. `.xls`. */
  bookType?: 'xls' | 'xlsx';
}

const loadSheetJs = () => import('xlsx');

/** Workbook bytes: title rows merged across the columns, header row, one row per record. */
export async function writeWorkbook(spec: WorkbookSpec): Promise<Uint8Array> {
  const XLSX = await loadSheetJs();
  const width = Math.max(spec.columns.length, 1);
  const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : v);
  const aoa: unknown[][] = [
    [spec.title],
    [spec.secondTitle ?? ''],
    spec.columns.map((c) => c.header),
    ...spec.rows.map((row) => spec.columns.map((c) => cell(row[c.key]))),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!merges'] = [
    { s: { r: 0, c: 0 }, e: { r: 0, c: width - 1 } },
    { s: { r: 1, c: 0 }, e: { r: 1, c: width - 1 } },
  ];
  sheet['!cols'] = spec.columns.map((c) => ({ wch: c.width ?? 15 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, spec.sheetName);
  const out = XLSX.write(book, { type: 'array', bookType: spec.bookType ?? 'xls' }) as ArrayBuffer;
  return new Uint8Array(out);
}

/** What POI says about bytes that are neither a BIFF (OLE2) nor an OOXML (zip) workbook. */
export const NOT_A_WORKBOOK = 'Your InputStream was neither an OLE2 stream, nor an OOXML stream';

function isWorkbook(bytes: Uint8Array): boolean {
  const ole2 = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  return ole2 || zip;
}

export interface SheetRow {
  /** 1-based row number in the sheet (for messages). */
  sheetRow: number;
  /** Cell text by header. */
  values: Record<string, string>;
}

export interface ParsedSheet {
  headers: string[];
  rows: SheetRow[];
}

/**
 * The first sheet as text rows keyed by header, after `titleRows` title rows
 * and `headRows` header rows (the last header row names the columns). Blank
 * rows are skipped. Throws NOT_A_WORKBOOK for anything that is not a
 * spreadsheet (SheetJS alone would happily read any text as CSV).
 */
export async function readWorkbook(data: ArrayBuffer | Uint8Array, opts: { titleRows?: number; headRows?: number } = {}): Promise<ParsedSheet> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!isWorkbook(bytes)) throw new Error(NOT_A_WORKBOOK);
  const XLSX = await loadSheetJs();
  const book = XLSX.read(bytes, { type: 'array' });
  const first = book.SheetNames[0];
  if (!first) return { headers: [], rows: [] };
  const grid = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[first], { header: 1, raw: false, defval: '', blankrows: true });
  const headerIndex = (opts.titleRows ?? 2) + (opts.headRows ?? 1) - 1;
  const headers = ((grid[headerIndex] ?? []) as unknown[]).map((h) => String(h ?? '').trim());
  const rows: SheetRow[] = [];
  for (let r = headerIndex + 1; r < grid.length; r += 1) {
    const line = grid[r] as unknown[];
    const values: Record<string, string> = {};
    headers.forEach((h, c) => {
      if (h) values[h] = String(line[c] ?? '').trim();
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ sheetRow: r + 1, values });
  }
  return { headers, rows };
}

/** The view's answer: the bytes as an attachment (UTF-8 file name per RFC 5987). */
export function excelResponse(bytes: Uint8Array, fileName: string, bookType: 'xls' | 'xlsx' = 'xls'): Response {
  // A plain ArrayBuffer: every Response implementation (and TypeScript's BodyInit) takes it.
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': bookType === 'xls' ? XLS_MIME : XLSX_MIME,
      'Content-Disposition': `attachment;filename*=UTF-8''${encodeURIComponent(`${fileName}.${bookType}`)}`,
    },
  });
}

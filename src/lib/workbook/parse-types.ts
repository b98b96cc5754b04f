/**
 * What the workbook parser reports, shared by the worker, the in-thread fallback, the import
 * statechart and the dialog. Plain data only: it crosses the worker boundary by structured clone.
 */

export interface ParseOptions {
  /** Header texts every data row must fill (the backend's required columns). */
  requiredColumns?: readonly string[];
  /** Header texts whose cells must hold a date (a date cell, a serial, or yyyy-MM-dd[ HH:mm[:ss]]). */
  dateColumns?: readonly string[];
  /** How many data rows to hand back for the preview (default 10). */
  previewRows?: number;
  /** Cap on the problems listed (counting goes on past it). Default 200. */
  maxProblems?: number;
  /**
   * Header whose text length the server sorts the rows by before saving them (departments:
   * 机构编码, parents first); its error log counts rows in that order.
   */
  serverSortByLength?: string;
}

export interface PreviewRow {
  /** 1-based row number as Excel shows it. */
  rowNumber: number;
  /** Display text per header column. */
  cells: string[];
}

export interface RowProblem {
  /** 1-based Excel row number; 0 for a problem of the whole sheet (e.g. a missing column). */
  rowNumber: number;
  column?: string;
  message: string;
}

export interface WorkbookPreview {
  sheetName: string;
  headers: string[];
  /** 1-based Excel row number of the header row (3: two title rows come first). */
  headerRowNumber: number;
  rows: PreviewRow[];
  /** Non-blank data rows in the sheet. */
  totalRows: number;
  problems: RowProblem[];
  /** All problems found, including those past `maxProblems`. */
  problemCount: number;
  /** Distinct data rows with at least one problem. */
  problemRowCount: number;
  /** Required columns absent from the header row. */
  missingColumns: string[];
  /** Excel row numbers (among `rows`) that have problems, for highlighting. */
  flaggedRows: number[];
  /**
   * Excel row number of every data row in the order the server saves and counts them, so that the
   * error log's 第 N 行 (N counts data rows from 1) reads as the preview's row number.
   */
  serverRowNumbers: number[];
  parseMs: number;
}

export type ParseOutcome = { ok: true; preview: WorkbookPreview } | { ok: false; message: string };

/** Message from the page to the parse worker. */
export interface ParseRequest {
  id: number;
  data: ArrayBuffer;
  options: ParseOptions;
}

/** The worker's answer. */
export interface ParseResponse {
  id: number;
  outcome: ParseOutcome;
}

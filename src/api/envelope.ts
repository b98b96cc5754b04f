/**
 * The envelopes every endpoint shares (contract §1): the `Result` wrapper, MyBatis-Plus pages,
 * dictionary texts, date strings, audit columns, paging and advanced-query parameters, import reports.
 * The HTTP client and the fake server share these types, so a field the fake server invents but the
 * real backend lacks shows up as a type error.
 */
/**
 * The `Result` envelope. `code` depends on how the controller built it:
 * 200 from `Result.ok/OK`, 0 from a bare `new Result()` (many read endpoints),
 * 500/412/510/… on business failures. Callers test `success`; only the login
 * calls test `code == 200` (contract §1.2).
 */
export interface Result<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** MyBatis-Plus 3.5 `Page` as serialised by Jackson (contract §1.5). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: unknown[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  countId: string | null;
  maxLimit: number | null;
  pages: number;
}

/** `<field>_dictText` keys the DictAspect adds to paged records. */
export type DictText<K extends string> = { [P in `${K}_dictText`]?: string };

/** `DictModel`: value/text plus derived title and label (= text). */
export interface DictModel {
  value: string;
  text: string;
  title?: string;
  label?: string;
}

export type DictMap = Record<string, DictModel[]>;

/** Dates are strings "yyyy-MM-dd HH:mm:ss" (contract §1.4). */
export type DateTimeString = string;

export interface AuditFields {
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}

/** Paging params every list endpoint accepts. */
export interface PageParams {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: 'asc' | 'desc';
}

/** Advanced-query rules (`QueryRuleEnum` conditions, contract §1.6). */
export type SuperQueryRule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like';

/** One element of the URL-encoded `superQueryParams` JSON array. */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
  /** `date` / `datetime` make the backend parse `val`. */
  type?: string;
  /** int | bigdecimal | short | long | float | double | boolean casts `val`. */
  dbType?: string;
}

/** `result` of an import answered with code 201 (`ImportExcelUtil.imporReturnRes`, contract §1.7). */
export interface ImportErrorReport {
  totalCount: number;
  errorCount: number;
  successCount: number;
  msg: string;
  fileUrl: string;
  fileName: string;
}

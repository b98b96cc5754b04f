/** Column and row types of the business-component picker. */
export type BizRow = Record<string, unknown>;

export interface BizColumn {
  title: string;
  dataIndex: string;
  width?: number | string;
  /** The cell value when it is not simply `row[dataIndex]`. */
  value?: (row: BizRow) => unknown;
}

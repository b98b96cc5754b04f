/**
 * Positions (`/sys/position/*`, contract §5.11).
 */
import type { AuditFields, DictText } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** `SysPosition` (contract §5.11): postRank is a `position_rank` dictionary value ("1".."5"). */
export interface SysPosition extends AuditFields {
  id: string;
  code: string | null;
  name: string | null;
  postRank: string | null;
  companyId?: string | null;
  sysOrgCode?: string | null;
}


/** A row of the position list, with its dictionary texts. */
export type SysPositionRow = SysPosition & DictText<'postRank'>;
/** Positions: endpoint paths. */
export const POSITION_API = crudEndpoints('/sys/position', ['exportXls', 'importExcel']);

/**
 * Positions (`/sys/position/*`, contract §5.11).
 */
import type { AuditFields } from '../envelope';

/** `SysPosition` (contract §5.11): postRank is a `position_rank` dictionary value ("1".."5"). */
export interface SysPosition extends AuditFields {
  id: string;
  code: string | null;
  name: string | null;
  postRank: string | null;
  companyId?: string | null;
  sysOrgCode?: string | null;
}

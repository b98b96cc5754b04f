/**
 * Check rules (`/sys/checkRule/*`, contract §5.12).
 */
import type { AuditFields } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** `SysCheckRule` (contract §5.12); `ruleJson` is a JSON array of `{digits, pattern, message}`. */
export interface SysCheckRule extends AuditFields {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription?: string | null;
}

/** Check rules: endpoint paths. */
export const CHECK_RULE_API = crudEndpoints('/sys/checkRule', ['exportXls', 'importExcel']);

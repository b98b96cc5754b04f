/**
 * Fill (code generation) rules (`/sys/fillRule/*`, contract §5.13).
 */
import type { AuditFields } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** `SysFillRule` (contract §5.13): `ruleClass` names the Java IFillRuleHandler, `ruleParams` is JSON. */
export interface SysFillRule extends AuditFields {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams?: string | null;
}

/** Fill rules: endpoint paths. */
export const FILL_RULE_API = crudEndpoints('/sys/fillRule', ['testFillRule']);

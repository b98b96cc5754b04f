import type { Result } from '@/api/envelope';
import { pickTrimmed, savedInList, type RecordSave, type RecordValues } from '@/widgets/form';
import type { RuleIdentity } from './rule-identity';

export interface RuleSaveServices<I extends RuleIdentity> {
  add: (values: I) => Promise<Result<unknown>>;
  edit: (values: I & { id: string }) => Promise<Result<unknown>>;
}

/**
 * How a rule's form saves, and how a timed-out save is checked: the rule code is unique, so the
 * list by code shows whether the save landed with every typed field (`ruleFields`: the kind's own).
 */
export function ruleSave<I extends RuleIdentity, R extends { id: string }>(
  services: RuleSaveServices<I>,
  listUrl: string | undefined,
  toRule: (values: RecordValues) => I,
  ruleFields: readonly string[],
): RecordSave<RecordValues, R> {
  return {
    add: (v) => services.add(toRule(v)),
    edit: (v, record) => services.edit({ ...toRule(v), id: record.id }),
    findSaved: savedInList<RecordValues, R>({
      listUrl,
      query: (v) => pickTrimmed(v, ['ruleCode']),
      expected: (v) => pickTrimmed(v, ['ruleCode', 'ruleName', ...ruleFields]),
    }),
  };
}

/**
 * The fake backend with the rule and category write endpoints and the rule
 * rows, whether or not the lead has registered them yet: unregistered, the
 * handlers go in before the 404 fallback of a private server and every reset
 * re-inserts the seeded rules.
 */
import { setupServer } from 'msw/node';
import { insertAll } from '@fake/db/table';
import { sysCategoryHandlers } from '@fake/handlers/sys-category';
import { sysRuleHandlers } from '@fake/handlers/sys-rules';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { checkRuleRows, checkRuleTable, fillRuleRows, fillRuleTable } from '@fake/seed/rules';

const extra = [...sysRuleHandlers, ...sysCategoryHandlers];
const registered = handlers.includes(sysRuleHandlers[0]) && handlers.includes(sysCategoryHandlers[0]);

export const rulesServer = registered ? server : setupServer(...handlers.slice(0, -1), ...extra, handlers[handlers.length - 1]);

export async function resetWithRules(): Promise<void> {
  await resetFakeDb();
  const ctx = createSeedContext(Date.now());
  if (checkRuleTable.count() === 0) await insertAll(checkRuleTable, checkRuleRows(ctx));
  if (fillRuleTable.count() === 0) await insertAll(fillRuleTable, fillRuleRows(ctx));
}

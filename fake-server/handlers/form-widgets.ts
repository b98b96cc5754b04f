/**
 * Backend of the form widgets: table-dictionary search and echo (contract
 * §4.5, signed), the duplicate-value check (§4.11) and the coding-rule check
 * (§4.12). Table dictionaries run over the tables registered in lib/dict.
 */
import type { HttpHandler } from 'msw';
import type { DictModel, Result } from '@/api/envelope';
import { tableDictItems } from '../lib/dict';
import { c0, error, json, ok, okMsg } from '../lib/result';
import { api, apiPath, requiredParam } from '../lib/route';
import { checkSignature } from '../lib/sign-check';
import { CHECK_RULES, checkRuleTable, type CheckRuleItem } from '../seed/rules';

const BAD_CODE = '字典Code格式不正确！';

/** The decoded `{dictCode}` path variable after `prefix`. */
function pathCode(url: URL, prefix: string): string {
  const raw = apiPath(url).slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `table,text,code[,condition]` split; null when it is not a table dictionary of 3 (or `max`) parts. */
function tableCode(code: string, max: number): string[] | null {
  if (!code.includes(',')) return null;
  const parts = code.split(',');
  return parts.length < 3 || parts.length > max ? null : parts;
}

/**
 * `sysDictService.loadDict`: text LIKE %keyword% over a table dictionary,
 * at most `pageSize` items (all when no page size is given).
 */
function loadDict(code: string, keyword: string | null, pageSize: number | null): DictModel[] | null {
  const parts = tableCode(code, 4);
  if (!parts) return null;
  const items = tableDictItems(parts[0], parts[1], parts[2], parts[3]).filter((i) => !keyword || i.text.includes(keyword));
  return pageSize !== null && pageSize > 0 ? items.slice(0, pageSize) : items;
}

/** `queryTableDictByKeys`: texts in key order; a missing key is dropped, or kept as itself when delNotExist is false. */
function textsByKeys(parts: string[], keys: string, delNotExist: boolean): string[] {
  const texts = new Map(tableDictItems(parts[0], parts[1], parts[2]).map((i) => [i.value, i.text]));
  const out: string[] = [];
  for (const key of keys.split(',').filter((k) => k !== '')) {
    const text = texts.get(key);
    if (text !== undefined) out.push(text);
    else if (!delNotExist) out.push(key);
  }
  return out;
}

/** Count of rows of `table` whose `field` equals `value`, other than row `dataId` (the row being edited). */
function duplicateCount(table: string, field: string, value: string, dataId: string | null): number {
  // An unknown column reads as '' here (the real SQL would fail), so it simply never matches.
  return tableDictItems(table, field, 'id').filter((r) => r.text === value && (dataId === null || r.value !== dataId)).length;
}

// The rules live in sys_check_rule (seed/rules.ts) so the 编码校验规则 screen's edits take effect here.
export { CHECK_RULES };

interface RuleFailure extends CheckRuleItem {
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}

/**
 * `sysCheckRuleService.checkValue`: each rule checks the next `digits`
 * characters (or, for `*`, the whole value) with a full-match regex; the
 * first failing rule is reported.
 */
export function checkRuleValue(rules: readonly CheckRuleItem[], value: string): RuleFailure | null {
  if (!value) return null;
  let beginIndex = 0;
  for (const rule of rules) {
    let checkValue: string;
    let range: { beginIndex?: number; endIndex?: number } = {};
    if (rule.digits === '*') {
      checkValue = value;
    } else {
      const num = Number.parseInt(rule.digits, 10);
      const endIndex = Math.min(beginIndex + num, value.length);
      checkValue = beginIndex > endIndex ? '' : value.slice(beginIndex, endIndex);
      range = { beginIndex, endIndex };
      beginIndex += num;
    }
    // Pattern.matches: the whole text must match, anchors in the pattern or not.
    const passed = new RegExp(`^(?:${rule.pattern})$`, 'u').test(checkValue);
    if (!passed) return { digits: rule.digits, pattern: rule.pattern, message: rule.message, ...range, checkValue, passed: false };
  }
  return null;
}

/** java.net.URLDecoder: "+" is a space; a broken escape is an IllegalArgumentException. */
function urlDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

export const formWidgetHandlers: HttpHandler[] = [
  api.get('/sys/dict/loadDict/:dictCode', async ({ request, url, query }) => {
    const rejected = await checkSignature(request);
    if (rejected) return rejected;
    const size = query.get('pageSize');
    try {
      const items = loadDict(pathCode(url, '/sys/dict/loadDict/'), query.get('keyword'), size ? Number.parseInt(size, 10) : null);
      return items === null ? error(BAD_CODE) : c0(items);
    } catch {
      return error('操作失败');
    }
  }),

  api.get('/sys/dict/loadDictItem/:dictCode', async ({ request, url, query }) => {
    const rejected = await checkSignature(request);
    if (rejected) return rejected;
    const key = requiredParam(query, 'key');
    const parts = tableCode(pathCode(url, '/sys/dict/loadDictItem/'), 3);
    if (!parts) return error(BAD_CODE);
    try {
      return c0(textsByKeys(parts, key, query.get('delNotExist') !== 'false'));
    } catch {
      return error('操作失败');
    }
  }),

  api.get('/sys/duplicate/check', ({ query }) => {
    const value = query.get('fieldVal');
    if (!value) {
      // A bare Result with code 500 and success left true, as the controller builds it.
      const empty: Result<null> = { success: true, message: '数据为空,不作处理！', code: 500, result: null, timestamp: Date.now() };
      return json(empty);
    }
    const count = duplicateCount(query.get('tableName') ?? '', query.get('fieldName') ?? '', value, query.get('dataId') || null);
    return count === 0 ? okMsg('该值可用！') : error('该值不可用，系统中已存在！');
  }),

  api.get('/sys/checkRule/checkByCode', ({ query }) => {
    const ruleCode = requiredParam(query, 'ruleCode');
    const value = requiredParam(query, 'value');
    const rule = checkRuleTable.findFirst((q) => q.where({ ruleCode }));
    if (!rule) return error('该编码不存在');
    // JSON.parseArray(ruleJson): a broken ruleJson fails like fastjson, through the global handler.
    const items = JSON.parse(rule.ruleJson) as CheckRuleItem[];
    // The client encodes once more than the query string does, so the controller decodes a second time.
    const failure = checkRuleValue(items, urlDecode(value));
    if (!failure) return ok();
    return { ...error(failure.message), result: failure };
  }),
];

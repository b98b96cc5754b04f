/**
 * The check each record form runs after a timed-out save, against the fake backend: a landed add is
 * found by what was typed, an add that did not land is not, and an edit is found on its own row with
 * the new values only. A check that misses a landed save would let the second 确定 duplicate it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '@/api/envelope';
import { getAction } from '@/api/http';
import type { RecordSave, RecordValues } from '@/widgets/form';
import { MESSAGE_SAVE } from '@/features/message/MessageListPage';
import { MESSAGE_URLS } from '@/features/message/message-config';
import { TEMPLATE_SAVE } from '@/features/message/MessageTemplateFormDialog';
import { TEMPLATE_URLS } from '@/features/message/message-template-config';
import { dictSave } from '@/features/system/dict/DictListPage';
import { dictItemSave } from '@/features/system/dict/DictItemDrawer';
import { DICT_ITEM_URLS, DICT_URLS } from '@/features/system/dict/dict-config';
import { dictServices } from '@/features/system/dict/dict-services';
import { checkRuleSave } from '@/features/system/check-rule/CheckRuleListPage';
import { CHECK_RULE_URLS } from '@/features/system/check-rule/check-rule-config';
import { checkRuleServices } from '@/features/system/check-rule/check-rule-services';
import { fillRuleSave } from '@/features/system/fill-rule/FillRuleListPage';
import { FILL_RULE_URLS } from '@/features/system/fill-rule/fill-rule-config';
import { fillRuleServices } from '@/features/system/fill-rule/fill-rule-services';
import { dataSourceSave } from '@/features/system/data-source/DataSourceFormDialog';
import { DATA_SOURCE_URLS } from '@/features/system/data-source/data-source-config';
import { dataSourceServices } from '@/features/system/data-source/data-source-services';
import { announcementSave } from '@/features/system/announcement/AnnouncementFormDialog';
import { ANNOUNCEMENT_URLS } from '@/features/system/announcement/announcement-config';
import { announcementServices } from '@/features/system/announcement/announcement-services';
import { categorySave } from '@/features/system/category/CategoryFormDialog';
import { categoryServices } from '@/features/system/category/category-services';
import { resetFakeDb, server } from '@fake/node';
import { signInAs } from '../../sign-in';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetFakeDb();
  await signInAs('admin');
});

type Row = { id: string } & Record<string, unknown>;

interface Case {
  name: string;
  save: () => RecordSave<RecordValues, Row>;
  values: RecordValues;
  /** A field whose other value makes it another record (or an unsaved one). */
  differ: string;
  /** Finds the stored row after the add. */
  stored: (values: RecordValues) => Promise<Row | undefined>;
}

/** The first row of a list read, queried by the given fields. */
const firstOf = (url: string | undefined, query: Record<string, string>) => async () => {
  if (!url) throw new Error('no list URL');
  const res = (await getAction<{ records: Row[] }>(url, { ...query, pageNo: 1, pageSize: 50 })) as Result<{ records: Row[] }>;
  return res.result?.records[0];
};

const dictId = async () => (await firstOf(DICT_URLS.list, { dictCode: 'sex' })())!.id;

const CASES: Case[] = [
  {
    name: '消息管理',
    save: () => MESSAGE_SAVE as unknown as RecordSave<RecordValues, Row>,
    values: { esTitle: '超时检查', esType: '2', esReceiver: 'admin', esContent: '内容', esParam: '', esSendStatus: '0', esSendNum: '0', esResult: '', remark: '' },
    differ: 'esContent',
    stored: (v) => firstOf(MESSAGE_URLS.list, { esTitle: v.esTitle })(),
  },
  {
    name: '消息模板',
    save: () => TEMPLATE_SAVE as unknown as RecordSave<RecordValues, Row>,
    values: { templateCode: 'timeout_check', templateName: '超时检查', templateType: '1', templateContent: '你好 ${name}', templateTestJson: '' },
    differ: 'templateName',
    stored: (v) => firstOf(TEMPLATE_URLS.list, { templateCode: v.templateCode })(),
  },
  {
    name: '数据字典',
    save: () => dictSave(dictServices) as unknown as RecordSave<RecordValues, Row>,
    values: { dictName: '超时检查', dictCode: 'timeout_check', description: '说明' },
    differ: 'dictName',
    stored: (v) => firstOf(DICT_URLS.list, { dictCode: v.dictCode })(),
  },
  {
    name: '字典项',
    save: () => ({
      add: async (v) => dictItemSave(dictServices, await dictId()).add(v),
      edit: async (v, r) => dictItemSave(dictServices, await dictId()).edit(v, r as never),
      findSaved: async (v, mode, r) => dictItemSave(dictServices, await dictId()).findSaved!(v, mode, r as never),
    }),
    values: { itemText: '未知', itemValue: '9', description: '', sortOrder: '9', status: '1' },
    differ: 'itemText',
    stored: async (v) => firstOf(DICT_ITEM_URLS.list, { dictId: await dictId(), itemValue: v.itemValue })(),
  },
  {
    name: '编码校验规则',
    save: () => checkRuleSave(checkRuleServices) as unknown as RecordSave<RecordValues, Row>,
    values: { ruleName: '超时检查', ruleCode: 'timeout_check', ruleDescription: '', ruleJson: '[{"digits":"*","pattern":"^\\\\d+$","message":"只能是数字"}]' },
    differ: 'ruleName',
    stored: (v) => firstOf(CHECK_RULE_URLS.list, { ruleCode: v.ruleCode })(),
  },
  {
    name: '填值规则',
    save: () => fillRuleSave(fillRuleServices) as unknown as RecordSave<RecordValues, Row>,
    values: { ruleName: '超时检查', ruleCode: 'timeout_check', ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule', ruleParams: '' },
    differ: 'ruleName',
    stored: (v) => firstOf(FILL_RULE_URLS.list, { ruleCode: v.ruleCode })(),
  },
  {
    name: '多数据源',
    save: () => dataSourceSave(dataSourceServices) as unknown as RecordSave<RecordValues, Row>,
    values: { code: 'timeout_check', name: '超时检查', dbType: '1', dbDriver: 'com.mysql.cj.jdbc.Driver', dbUrl: 'jdbc:mysql://127.0.0.1:3306/check', dbName: 'check', dbUsername: 'root', dbPassword: 'secret', remark: '' },
    differ: 'name',
    stored: (v) => firstOf(DATA_SOURCE_URLS.list, { code: v.code })(),
  },
  {
    name: '系统通告',
    save: () => announcementSave(announcementServices) as unknown as RecordSave<RecordValues, Row>,
    values: { titile: '超时检查通告', msgCategory: '1', startTime: '2026-11-24 08:00:00', endTime: '2026-12-24 08:00:00', priority: 'M', msgType: 'ALL', userIds: '', msgContent: '<p>正文</p>' },
    differ: 'priority',
    stored: (v) => firstOf(ANNOUNCEMENT_URLS.list, { titile: v.titile })(),
  },
  {
    name: '分类字典',
    save: () => categorySave(categoryServices, '0') as unknown as RecordSave<RecordValues, Row>,
    values: { name: '超时检查分类', code: '' },
    differ: 'name',
    stored: async (v) => (await categoryServices.roots({ pageNo: 1, pageSize: 50, name: v.name })).result?.records[0] as unknown as Row | undefined,
  },
];

describe.each(CASES)('the timed-out save check of $name', ({ save, values, differ, stored }) => {
  it('finds a landed add by what was typed, and no add that did not land', async () => {
    const s = save();
    expect(await s.findSaved!(values, 'add', null)).toBe(false);
    expect((await s.add(values)).success).toBe(true);
    expect(await s.findSaved!(values, 'add', null)).toBe(true);
    expect(await s.findSaved!({ ...values, [differ]: `${values[differ]}改` }, 'add', null)).toBe(false);
  });

  it('finds a landed edit on its own row with the new values only', async () => {
    const s = save();
    expect((await s.add(values)).success).toBe(true);
    const row = await stored(values);
    expect(row).toBeDefined();
    const changed = { ...values, [differ]: differ === 'priority' ? 'H' : `${values[differ]}改` };
    expect(await s.findSaved!(changed, 'edit', row!)).toBe(false);
    expect((await s.edit(changed, row!)).success).toBe(true);
    expect(await s.findSaved!(changed, 'edit', row!)).toBe(true);
    expect(await s.findSaved!(values, 'edit', row!)).toBe(false);
  });
});

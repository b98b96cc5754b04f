import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { http, HttpResponse } from 'msw';
import type { SuperQueryCondition } from '@/api/envelope';
import { AdvancedQuery, SaveNamePrompt, SavedQueryList, storeSavedQueries, type AdvancedQueryProps, type SuperQueryField } from '@/widgets/advanced-query';
import { shows } from './story-shows';

export default { title: 'Advanced query' };

const FIELDS: SuperQueryField[] = [
  { value: 'name', text: '职务名称' },
  { value: 'code', text: '职务编码' },
  { value: 'postRank', text: '职级', dictCode: 'position_rank' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'age', text: '年龄', type: 'int', dbType: 'int' },
  { value: 'status', text: '启用', type: 'switch' },
];

/** The rank dictionary, answered as the backend does (code 0). */
const dictHandlers = [
  http.get('*/zw-lgb2/sys/dict/getDictItems/position_rank', () =>
    HttpResponse.json({
      success: true,
      code: 0,
      message: '',
      timestamp: Date.now(),
      result: ['员级', '助级', '中级', '副高级', '正高级'].map((text, i) => ({ value: String(i + 1), text, title: text, label: text })),
    }),
  ),
];

function Demo(props: Partial<AdvancedQueryProps>) {
  const [applied, setApplied] = useState<{ params: SuperQueryCondition[]; matchType: string } | null>(null);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <AdvancedQuery fields={FIELDS} saveCode="/ladle/advanced-query" onSearch={(params, matchType) => setApplied(params.length ? { params, matchType } : null)} {...props} />
      <Typography component="pre" variant="body2" sx={{ m: 0 }}>
        {applied ? `superQueryMatchType=${applied.matchType}\nsuperQueryParams=${JSON.stringify(applied.params, null, 1)}` : '没有生效的高级查询'}
      </Typography>
    </Box>
  );
}

/** Closed and idle: the outlined button. */
export const Idle: Story = shows(() => <Demo />, { text: ['没有生效的高级查询'], roles: [{ role: 'button', name: '高级查询', disabled: false, pressed: false }, { role: 'dialog', count: 0 }] });
Idle.msw = dictHandlers;

/** A query is applied: contained button with a dot and the tooltip 已有高级查询条件生效 | 清空. */
export const Active: Story = shows(() => <Demo active />, { text: ['没有生效的高级查询'], roles: [{ role: 'button', name: '高级查询', disabled: false, pressed: true }, { role: 'dialog', count: 0 }] });
Active.msw = dictHandlers;

export const Disabled: Story = shows(() => <Demo disabled />, { roles: [{ role: 'button', name: '高级查询', disabled: true }, { role: 'dialog', count: 0 }] });

/** Empty dialog: 查询 says 不能查询空条件, 保存查询条件 says 空条件不能保存. */
export const OpenEmpty: Story = shows(() => <Demo defaultOpen />, { text: ['AND（所有条件都要求匹配）', '没有保存任何查询'], roles: [{ role: 'dialog', name: '高级查询构造器' }, { role: 'button', name: '保存查询条件' }, { role: 'button', name: '查询' }] });
OpenEmpty.msw = dictHandlers;

/** Filled: one row per value editor (text, dictionary IN, datetime, date, number, switch), OR. */
export const OpenFilled: Story = () => (
  <Demo
    defaultOpen
    initialMatchType="or"
    initialConditions={[
      { field: 'name', rule: 'like', val: '主任' },
      { field: 'postRank', rule: 'in', val: ['4', '5'] },
      { field: 'createTime', rule: 'ge', val: '2025-01-01 00:00:00', type: 'datetime' },
      { field: 'birthday', rule: 'lt', val: '1990-01-01', type: 'date' },
      { field: 'age', rule: 'gt', val: '30', type: 'int', dbType: 'int' },
      { field: 'status', rule: 'eq', val: 'Y', type: 'switch' },
    ]}
  />
);
OpenFilled.msw = dictHandlers;
shows(OpenFilled, { text: ['OR（条件中的任意一个匹配）', '职务名称', '副高级, 正高级', '2025-01-01 00:00:00', '1990-01-01', '年龄', '启用'], roles: [{ role: 'dialog', name: '高级查询构造器' }] });

/** Saved queries of this page on the right: click one to load it, the bin deletes it. */
export const WithSavedQueries: Story = () => {
  useState(() =>
    storeSavedQueries('/ladle/advanced-query/saved', [
      { title: '高级职务', matchType: 'or', records: [{ field: 'postRank', rule: 'eq', val: '5' }, { field: 'name', rule: 'like', val: '局' }] },
      { title: '本月新建', matchType: 'and', records: [{ field: 'createTime', rule: 'ge', val: '2025-01-01 00:00:00', type: 'datetime' }] },
    ]),
  );
  return <Demo defaultOpen saveCode="/ladle/advanced-query/saved" />;
};
WithSavedQueries.msw = dictHandlers;
shows(WithSavedQueries, { text: ['高级职务', '本月新建'], roles: [{ role: 'dialog', name: '高级查询构造器' }], absent: ['没有保存任何查询'] });

/** The dictionary cannot load: the value select stays empty, the rest works. */
export const DictionaryFailure: Story = shows(() => <Demo defaultOpen initialConditions={[{ field: 'postRank', rule: 'eq' }]} />, { text: ['职级', '没有保存任何查询'], roles: [{ role: 'dialog', name: '高级查询构造器' }], absent: ['员级', '正高级'] });
DictionaryFailure.msw = [http.get('*/zw-lgb2/sys/dict/getDictItems/position_rank', () => HttpResponse.json({ success: false, code: 500, message: '操作失败', result: null, timestamp: Date.now() }))];

/** The name prompt; 确定 with a blank name shows 保存名称不能为空. */
export const SavePrompt: Story = shows(() => <SaveNamePrompt open onCancel={() => undefined} onSubmit={() => undefined} />, { roles: [{ role: 'dialog', name: '请输入保存的名称' }, { role: 'textbox', name: '保存名称' }, { role: 'button', name: '确定' }] });

export const SavedListEmpty: Story = shows(() => <SavedQueryList queries={[]} onPick={() => undefined} onRemove={() => undefined} />, { text: ['保存的查询', '没有保存任何查询'] });

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifier } from '@/ui/notify';
import { setDictCache } from '@/session';
import { AdvancedQuery, storeSavedQueries, type AdvancedQueryProps, type SuperQueryField } from '@/widgets/advanced-query';
import { StoryProviders } from '../../../../ladle/story-providers';

const FIELDS: SuperQueryField[] = [
  { value: 'name', text: '职务名称' },
  { value: 'postRank', text: '职级', dictCode: 'position_rank' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
  { value: 'age', text: '年龄', type: 'int', dbType: 'int' },
];

beforeEach(() => {
  setDictCache({
    position_rank: [
      { value: '1', text: '员级' },
      { value: '3', text: '中级' },
      { value: '5', text: '正高级' },
    ],
  });
});
afterEach(() => notifier.clear());

function setup(props: Partial<AdvancedQueryProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const onSearch = vi.fn();
  render(
    <StoryProviders path="/isystem/position">
      <AdvancedQuery fields={FIELDS} onSearch={onSearch} {...props} />
    </StoryProviders>,
  );
  return { user, onSearch };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '高级查询' }));
  return screen.findByRole('dialog', { name: '高级查询构造器' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const row = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `条件 ${n}` });

describe('running a query', () => {
  it('refuses an empty query with 不能查询空条件', async () => {
    const { user, onSearch } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('不能查询空条件')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('emits field, rule and value, closes, marks the button active and keeps the conditions', async () => {
    const { user, onSearch } = setup();
    const dialog = await openDialog(user);
    expect(getComputedStyle(dialog).width).toBe('1000px');
    await choose(user, row(dialog, 1), /查询字段/, '职务名称');
    await choose(user, row(dialog, 1), /匹配规则/, '包含');
    await user.type(within(row(dialog, 1)).getByRole('textbox', { name: '值' }), ' 处 ');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith([{ field: 'name', rule: 'like', val: '处' }], 'and');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '高级查询' })).toHaveAttribute('aria-pressed', 'true');
    const again = await openDialog(user);
    expect(within(row(again, 1)).getByRole('textbox', { name: '值' })).toHaveValue(' 处 ');
  });

  it('offers the ten rules', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(row(dialog, 1)).getByRole('combobox', { name: /匹配规则/ }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['等于', '包含', '以..开始', '以..结尾', '在...中', '不等于', '大于', '大于等于', '小于', '小于等于']);
  });

  it('picks dictionary values (several for 在...中) and sends OR', async () => {
    const { user, onSearch } = setup();
    const dialog = await openDialog(user);
    await choose(user, dialog, /过滤条件匹配/, 'OR（条件中的任意一个匹配）');
    await choose(user, row(dialog, 1), /查询字段/, '职级');
    await choose(user, row(dialog, 1), /匹配规则/, '在...中');
    await user.click(within(row(dialog, 1)).getByRole('combobox', { name: /值/ }));
    await user.click(await screen.findByRole('option', { name: '员级' }));
    await user.click(await screen.findByRole('option', { name: '正高级' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith([{ field: 'postRank', rule: 'in', val: '1,5' }], 'or');
  });

  it('sends type with date and datetime values in the backend formats, and dbType with numbers', async () => {
    const { user, onSearch } = setup();
    const dialog = await openDialog(user);
    await choose(user, row(dialog, 1), /查询字段/, '生日');
    // The MUI X picker takes typed digits section by section (年, 月, 日 …).
    await user.click(within(row(dialog, 1)).getAllByRole('spinbutton')[0]);
    await user.keyboard('20250106');
    await user.click(within(row(dialog, 1)).getByRole('button', { name: '在此条件后添加' }));
    await choose(user, row(dialog, 2), /查询字段/, '创建时间');
    await user.click(within(row(dialog, 2)).getAllByRole('spinbutton')[0]);
    await user.keyboard('20250106093000');
    await user.click(within(row(dialog, 2)).getByRole('button', { name: '在此条件后添加' }));
    await choose(user, row(dialog, 3), /查询字段/, '年龄');
    await choose(user, row(dialog, 3), /匹配规则/, '大于');
    await user.type(within(row(dialog, 3)).getByRole('spinbutton', { name: '值' }), '30');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith(
      [
        { field: 'birthday', rule: 'eq', val: '2025-01-06', type: 'date' },
        { field: 'createTime', rule: 'eq', val: '2025-01-06 09:30:00', type: 'datetime' },
        { field: 'age', rule: 'gt', val: '30', type: 'int', dbType: 'int' },
      ],
      'and',
    );
  });

  it('adds and removes condition rows', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(row(dialog, 1)).getByRole('button', { name: '在此条件后添加' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    await user.click(within(row(dialog, 2)).getByRole('button', { name: '删除此条件' }));
    await user.click(within(row(dialog, 1)).getByRole('button', { name: '删除此条件' }));
    expect(within(dialog).getByText('没有任何查询条件')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '添加条件' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
  });

  it('重置 clears the rows and emits an empty query, which turns the active flag off', async () => {
    const { user, onSearch } = setup();
    let dialog = await openDialog(user);
    await choose(user, row(dialog, 1), /查询字段/, '职务名称');
    await user.type(within(row(dialog, 1)).getByRole('textbox', { name: '值' }), '局长');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith([], 'and');
    expect(within(row(dialog, 1)).getByRole('textbox', { name: '值' })).toHaveValue('');
    expect(screen.getByRole('button', { name: '高级查询', hidden: true })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('saved queries', () => {
  const KEY = 'pro__JSuperQuerySaved_/isystem/position';
  const stored = () => (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { value: Array<{ title: string; matchType: string; records: unknown[] }> } | null)?.value;

  async function fillName(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, text: string) {
    await choose(user, row(dialog, 1), /查询字段/, '职务名称');
    const box = within(row(dialog, 1)).getByRole('textbox', { name: '值' });
    await user.clear(box);
    await user.type(box, text);
  }

  it('refuses to save an empty query and a blank name', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '保存查询条件' }));
    expect(await screen.findByText('空条件不能保存')).toBeInTheDocument();
    await fillName(user, dialog, '局');
    await user.click(within(dialog).getByRole('button', { name: '保存查询条件' }));
    const prompt = await screen.findByRole('dialog', { name: '请输入保存的名称' });
    await user.type(within(prompt).getByRole('textbox', { name: '保存名称' }), '   ');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    expect(within(prompt).getByText('保存名称不能为空')).toBeInTheDocument();
    expect(stored()).toBeUndefined();
  });

  it('stores per page path, and asks before overwriting a name: {name} 已存在，是否覆盖？', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await fillName(user, dialog, '局');
    await user.click(within(dialog).getByRole('button', { name: '保存查询条件' }));
    let prompt = await screen.findByRole('dialog', { name: '请输入保存的名称' });
    await user.type(within(prompt).getByRole('textbox', { name: '保存名称' }), '领导');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(stored()).toEqual([{ title: '领导', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: '局' }] }]));
    expect(await within(dialog).findByRole('button', { name: /^领导/ })).toBeInTheDocument();

    await fillName(user, dialog, '处');
    await user.click(within(dialog).getByRole('button', { name: '保存查询条件' }));
    prompt = await screen.findByRole('dialog', { name: '请输入保存的名称' });
    await user.type(within(prompt).getByRole('textbox', { name: '保存名称' }), '领导');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    const ask = await screen.findByRole('dialog', { name: '领导 已存在，是否覆盖？' });
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(stored()![0].records).toEqual([{ field: 'name', rule: 'eq', val: '局' }]);

    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    await user.click(within(await screen.findByRole('dialog', { name: '领导 已存在，是否覆盖？' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(stored()).toEqual([{ title: '领导', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: '处' }] }]));
  });

  it('loads a saved query into the form, applies it with 查询, and deletes one after a confirm', async () => {
    storeSavedQueries('/isystem/position', [
      { title: '高级职务', matchType: 'or', records: [{ field: 'postRank', rule: 'eq', val: '5' }, { field: 'name', rule: 'like', val: '局' }] },
      { title: '其他', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: 'x' }] },
    ]);
    const { user, onSearch } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /^高级职务/ }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    expect(within(row(dialog, 2)).getByRole('textbox', { name: '值' })).toHaveValue('局');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith([{ field: 'postRank', rule: 'eq', val: '5' }, { field: 'name', rule: 'like', val: '局' }], 'or');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await openDialog(user);
    await user.click(within(again).getByRole('button', { name: '删除 其他' }));
    await user.click(within(await screen.findByRole('dialog', { name: '是否删除当前查询？' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(stored()!.map((q) => q.title)).toEqual(['高级职务']));
  });

  it('keeps separate lists per saveCode', async () => {
    storeSavedQueries('/other', [{ title: '别处', matchType: 'and', records: [] }]);
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('没有保存任何查询')).toBeInTheDocument();
  });
});

import type { Story } from '@ladle/react';
import { DictMultiSelect, DictSearchSelect, DictSelect } from '@/widgets/form';
import { dictFailing, dictOk, dictPending, Frame, Hold } from './form-story-kit';
import { shows } from './story-shows';

export default { title: 'Form widgets / Dictionary' };

/**
 * Dictionaries the signed-in session has not cached (table dictionaries never are), so the widget asks
 * the server, which hangs or fails in the loading and failure stories. A cached code (sex, priority, …)
 * would show its items from the cache and never reach the story's handlers. Each story has its own:
 * the dictionary client shares a pending request per code, so two stories on one code would show the
 * first one's hanging request instead of their own failure.
 */
const UNCACHED = {
  selectLoading: 'sys_category,name,code',
  radioLoading: 'sys_depart,depart_name,id',
  radioButtonFailure: 'sys_position,name,code',
  multiLoading: 'sys_role,role_name,role_code',
  multiFailure: 'sys_tenant,name,id',
};

/* DictSelect: select | radio | radioButton */

export const SelectEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSelect dictCode="sex" label="性别" value={v} onChange={set} />}</Hold>
);
SelectEmpty.msw = dictOk;
shows(SelectEmpty, { text: ['value = ""'], roles: [{ role: 'combobox', name: /性别/, disabled: false }], absent: ['字典Code'] });

export const SelectFilled: Story = () => (
  <Hold initial={'2'}>{(v, set) => <DictSelect dictCode="sex" label="性别" value={v} onChange={set} />}</Hold>
);
SelectFilled.msw = dictOk;
shows(SelectFilled, { text: ['女', 'value = "2"'], roles: [{ role: 'combobox', name: /性别/ }], absent: ['字典Code'] });

/** A table dictionary `table,text,code`. */
export const SelectTableDict: Story = () => (
  <Hold initial={'jeecg'}>{(v, set) => <DictSelect dictCode="sys_user,realname,username" label="负责人" value={v} onChange={set} />}</Hold>
);
SelectTableDict.msw = dictOk;
shows(SelectTableDict, { text: ['陈晓明', 'value = "jeecg"'], roles: [{ role: 'combobox', name: /负责人/ }], absent: ['字典Code'] });

export const SelectLoading: Story = () => (
  <Frame>
    <DictSelect dictCode={UNCACHED.selectLoading} label="性别" value="" />
  </Frame>
);
SelectLoading.msw = dictPending;
shows(SelectLoading, { roles: [{ role: 'progressbar', name: '加载中…' }, { role: 'combobox', name: /性别/ }], absent: ['字典Code'] });

/** The dictionary has no items. */
export const SelectNoItems: Story = () => (
  <Frame>
    <DictSelect dictCode="empty_dict" label="空字典" value="" />
  </Frame>
);
SelectNoItems.msw = dictOk;
shows(SelectNoItems, { roles: [{ role: 'combobox', name: /空字典/ }], absent: ['字典Code', '加载中…'] });

/** No dictionary code: 字典Code不能为空!. */
export const SelectMissingCode: Story = () => (
  <Frame>
    <DictSelect label="类型" value="" />
  </Frame>
);
shows(SelectMissingCode, { text: ['字典Code不能为空!'], roles: [{ role: 'combobox', name: /类型/ }] });

export const SelectServerFailure: Story = () => (
  <Frame>
    <DictSelect dictCode="bad,code" label="类型" value="" />
  </Frame>
);
SelectServerFailure.msw = dictFailing;
shows(SelectServerFailure, { text: ['字典Code格式不正确！'], roles: [{ role: 'combobox', name: /类型/ }] });

export const SelectDisabled: Story = () => (
  <Frame>
    <DictSelect dictCode="sex" label="性别" value="1" disabled />
  </Frame>
);
SelectDisabled.msw = dictOk;
shows(SelectDisabled, { text: ['男'], roles: [{ role: 'combobox', name: /性别/, disabled: true }] });

export const SelectInvalid: Story = () => (
  <Frame>
    <DictSelect dictCode="sex" label="性别" value="" required error="请选择性别!" />
  </Frame>
);
SelectInvalid.msw = dictOk;
shows(SelectInvalid, { text: ['请选择性别!', /性别\s*\*/], roles: [{ role: 'combobox', name: /性别/ }] });

export const Radio: Story = () => (
  <Hold initial={'M'}>{(v, set) => <DictSelect type="radio" dictCode="priority" label="优先级" value={v} onChange={set} />}</Hold>
);
Radio.msw = dictOk;
shows(Radio, { text: ['value = "M"'], roles: [{ role: 'radio', count: 3 }, { role: 'radio', name: '中', checked: true }, { role: 'radio', name: '高', checked: false }] });

export const RadioInvalid: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSelect type="radio" dictCode="priority" label="优先级" value={v} onChange={set} error="请选择优先级" />}</Hold>
);
RadioInvalid.msw = dictOk;
shows(RadioInvalid, { text: ['请选择优先级'], roles: [{ role: 'radio', count: 3, checked: false }] });

export const RadioDisabled: Story = () => (
  <Frame>
    <DictSelect type="radio" dictCode="priority" label="优先级" value="H" disabled />
  </Frame>
);
RadioDisabled.msw = dictOk;
shows(RadioDisabled, { roles: [{ role: 'radio', count: 3, disabled: true }, { role: 'radio', name: '高', checked: true }] });

export const RadioLoading: Story = () => (
  <Frame>
    <DictSelect type="radio" dictCode={UNCACHED.radioLoading} label="优先级" value="" />
  </Frame>
);
RadioLoading.msw = dictPending;
shows(RadioLoading, { roles: [{ role: 'progressbar', name: '加载中…' }, { role: 'radio', count: 0 }], absent: ['字典Code'] });

export const RadioButton: Story = () => (
  <Hold initial={'1'}>{(v, set) => <DictSelect type="radioButton" dictCode="content_status" label="状态" value={v} onChange={set} />}</Hold>
);
RadioButton.msw = dictOk;
shows(RadioButton, { text: ['草稿', '待审核', '已发布', '已驳回', 'value = "1"'], roles: [{ role: 'button', name: '待审核' }] });

export const RadioButtonServerFailure: Story = () => (
  <Frame>
    <DictSelect type="radioButton" dictCode={UNCACHED.radioButtonFailure} label="状态" value="" />
  </Frame>
);
RadioButtonServerFailure.msw = dictFailing;
shows(RadioButtonServerFailure, { text: ['字典Code格式不正确！'], absent: ['草稿', '已发布'] });

/** Static options need no server. */
export const StaticOptions: Story = () => (
  <Hold initial={'a'}>
    {(v, set) => <DictSelect type="radioButton" options={[{ value: 'a', text: '列表' }, { value: 'b', text: '卡片' }]} label="视图" value={v} onChange={set} />}
  </Hold>
);
shows(StaticOptions, { text: ['value = "a"'], roles: [{ role: 'button', name: '列表' }, { role: 'button', name: '卡片' }] });

/* DictMultiSelect */

export const MultiEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictMultiSelect dictCode="priority" label="优先级" value={v} onChange={set} />}</Hold>
);
MultiEmpty.msw = dictOk;
shows(MultiEmpty, { text: ['value = ""'], roles: [{ role: 'combobox', name: /优先级/ }], absent: ['字典Code'] });

export const MultiFilled: Story = () => (
  <Hold initial={'H,L'}>{(v, set) => <DictMultiSelect dictCode="priority" label="优先级" value={v} onChange={set} />}</Hold>
);
MultiFilled.msw = dictOk;
shows(MultiFilled, { text: ['高', '低', 'value = "H,L"'], roles: [{ role: 'combobox', name: /优先级/ }], absent: ['字典Code'] });

export const MultiCheckbox: Story = () => (
  <Hold initial={'0,2'}>{(v, set) => <DictMultiSelect type="checkbox" dictCode="content_status" label="状态" value={v} onChange={set} />}</Hold>
);
MultiCheckbox.msw = dictOk;
shows(MultiCheckbox, { text: ['value = "0,2"'], roles: [{ role: 'checkbox', count: 4 }, { role: 'checkbox', name: '草稿', checked: true }, { role: 'checkbox', name: '已发布', checked: true }, { role: 'checkbox', name: '待审核', checked: false }] });

export const MultiLoading: Story = () => (
  <Frame>
    <DictMultiSelect dictCode={UNCACHED.multiLoading} label="优先级" value="" />
  </Frame>
);
MultiLoading.msw = dictPending;
shows(MultiLoading, { roles: [{ role: 'progressbar', name: '加载中…' }, { role: 'combobox', name: /优先级/ }], absent: ['字典Code'] });

export const MultiServerFailure: Story = () => (
  <Frame>
    <DictMultiSelect dictCode={UNCACHED.multiFailure} label="优先级" value="" />
  </Frame>
);
MultiServerFailure.msw = dictFailing;
shows(MultiServerFailure, { text: ['字典Code格式不正确！'], roles: [{ role: 'combobox', name: /优先级/ }] });

export const MultiDisabled: Story = () => (
  <Frame>
    <DictMultiSelect dictCode="priority" label="优先级" value="H,M" disabled />
  </Frame>
);
MultiDisabled.msw = dictOk;
shows(MultiDisabled, { text: ['高', '中'], roles: [{ role: 'combobox', name: /优先级/, disabled: true }] });

export const MultiInvalid: Story = () => (
  <Frame>
    <DictMultiSelect dictCode="priority" label="优先级" value="" error="请至少选择一项" />
  </Frame>
);
MultiInvalid.msw = dictOk;
shows(MultiInvalid, { text: ['请至少选择一项'], roles: [{ role: 'combobox', name: /优先级/ }] });

export const MultiMissingCode: Story = () => (
  <Frame>
    <DictMultiSelect label="优先级" value="" />
  </Frame>
);
shows(MultiMissingCode, { text: ['字典Code不能为空!'], roles: [{ role: 'combobox', name: /优先级/ }] });

/* DictSearchSelect */

/** Type 陈 or 王: searches after 300 ms; opening shows the first page. */
export const SearchEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchEmpty.msw = dictOk;
shows(SearchEmpty, { text: ['value = ""'], roles: [{ role: 'combobox', name: '用户', disabled: false }], absent: ['字典Code'] });

/** The async variant waits for input (请输入搜索内容) and 800 ms; the stored value's text comes from loadDictItem. */
export const SearchAsyncFilled: Story = () => (
  <Hold initial={'jeecg'}>{(v, set) => <DictSearchSelect async dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchAsyncFilled.msw = dictOk;
shows(SearchAsyncFilled, { text: ['value = "jeecg"'], roles: [{ role: 'combobox', name: '用户' }], absent: ['字典Code'] });

export const SearchAsyncEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect async dict="sys_user,realname,username" label="用户" placeholder="输入姓名搜索" value={v} onChange={set} />}</Hold>
);
SearchAsyncEmpty.msw = dictOk;
shows(SearchAsyncEmpty, { text: ['value = ""'], roles: [{ role: 'combobox', name: '用户' }], absent: ['字典Code'] });

/** Every search hangs: 加载中…. */
export const SearchLoading: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchLoading.msw = dictPending;
shows(SearchLoading, { text: ['value = ""'], roles: [{ role: 'combobox', name: '用户' }] });

/** The search fails: the server message shows as a warning, the list says 没有查询到任何数据. */
export const SearchServerFailure: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchServerFailure.msw = dictFailing;
shows(SearchServerFailure, { text: ['value = ""'], roles: [{ role: 'combobox', name: '用户' }] });

export const SearchDisabled: Story = () => (
  <Frame>
    <DictSearchSelect dict="sys_user,realname,username" label="用户" value="admin" disabled />
  </Frame>
);
SearchDisabled.msw = dictOk;
shows(SearchDisabled, { roles: [{ role: 'combobox', name: '用户', disabled: true }, { role: 'button', name: '打开', disabled: true }] });

export const SearchInvalid: Story = () => (
  <Frame>
    <DictSearchSelect dict="sys_user,realname,username" label="用户" value="" error="请选择用户" required />
  </Frame>
);
SearchInvalid.msw = dictOk;
shows(SearchInvalid, { text: ['请选择用户', /用户\s*\*/], roles: [{ role: 'combobox', name: /用户/ }] });

export const SearchMissingCode: Story = () => (
  <Frame>
    <DictSearchSelect label="用户" value="" />
  </Frame>
);
shows(SearchMissingCode, { text: ['字典Code不能为空!'], roles: [{ role: 'combobox', name: '用户' }] });

import type { Story } from '@ladle/react';
import { DictMultiSelect, DictSearchSelect, DictSelect } from '@/widgets/form';
import { dictFailing, dictOk, dictPending, Frame, Hold } from './form-story-kit';

export default { title: 'Form widgets / Dictionary' };

/* DictSelect: select | radio | radioButton */

export const SelectEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSelect dictCode="sex" label="性别" value={v} onChange={set} />}</Hold>
);
SelectEmpty.msw = dictOk;

export const SelectFilled: Story = () => (
  <Hold initial={'2'}>{(v, set) => <DictSelect dictCode="sex" label="性别" value={v} onChange={set} />}</Hold>
);
SelectFilled.msw = dictOk;

/** A table dictionary `table,text,code`. */
export const SelectTableDict: Story = () => (
  <Hold initial={'jeecg'}>{(v, set) => <DictSelect dictCode="sys_user,realname,username" label="负责人" value={v} onChange={set} />}</Hold>
);
SelectTableDict.msw = dictOk;

export const SelectLoading: Story = () => (
  <Frame>
    <DictSelect dictCode="sex" label="性别" value="" />
  </Frame>
);
SelectLoading.msw = dictPending;

/** The dictionary has no items. */
export const SelectNoItems: Story = () => (
  <Frame>
    <DictSelect dictCode="empty_dict" label="空字典" value="" />
  </Frame>
);
SelectNoItems.msw = dictOk;

/** No dictionary code: 字典Code不能为空!. */
export const SelectMissingCode: Story = () => (
  <Frame>
    <DictSelect label="类型" value="" />
  </Frame>
);

export const SelectServerFailure: Story = () => (
  <Frame>
    <DictSelect dictCode="bad,code" label="类型" value="" />
  </Frame>
);
SelectServerFailure.msw = dictFailing;

export const SelectDisabled: Story = () => (
  <Frame>
    <DictSelect dictCode="sex" label="性别" value="1" disabled />
  </Frame>
);
SelectDisabled.msw = dictOk;

export const SelectInvalid: Story = () => (
  <Frame>
    <DictSelect dictCode="sex" label="性别" value="" required error="请选择性别!" />
  </Frame>
);
SelectInvalid.msw = dictOk;

export const Radio: Story = () => (
  <Hold initial={'M'}>{(v, set) => <DictSelect type="radio" dictCode="priority" label="优先级" value={v} onChange={set} />}</Hold>
);
Radio.msw = dictOk;

export const RadioInvalid: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSelect type="radio" dictCode="priority" label="优先级" value={v} onChange={set} error="请选择优先级" />}</Hold>
);
RadioInvalid.msw = dictOk;

export const RadioDisabled: Story = () => (
  <Frame>
    <DictSelect type="radio" dictCode="priority" label="优先级" value="H" disabled />
  </Frame>
);
RadioDisabled.msw = dictOk;

export const RadioLoading: Story = () => (
  <Frame>
    <DictSelect type="radio" dictCode="priority" label="优先级" value="" />
  </Frame>
);
RadioLoading.msw = dictPending;

export const RadioButton: Story = () => (
  <Hold initial={'1'}>{(v, set) => <DictSelect type="radioButton" dictCode="content_status" label="状态" value={v} onChange={set} />}</Hold>
);
RadioButton.msw = dictOk;

export const RadioButtonServerFailure: Story = () => (
  <Frame>
    <DictSelect type="radioButton" dictCode="content_status" label="状态" value="" />
  </Frame>
);
RadioButtonServerFailure.msw = dictFailing;

/** Static options need no server. */
export const StaticOptions: Story = () => (
  <Hold initial={'a'}>
    {(v, set) => <DictSelect type="radioButton" options={[{ value: 'a', text: '列表' }, { value: 'b', text: '卡片' }]} label="视图" value={v} onChange={set} />}
  </Hold>
);

/* DictMultiSelect */

export const MultiEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictMultiSelect dictCode="priority" label="优先级" value={v} onChange={set} />}</Hold>
);
MultiEmpty.msw = dictOk;

export const MultiFilled: Story = () => (
  <Hold initial={'H,L'}>{(v, set) => <DictMultiSelect dictCode="priority" label="优先级" value={v} onChange={set} />}</Hold>
);
MultiFilled.msw = dictOk;

export const MultiCheckbox: Story = () => (
  <Hold initial={'0,2'}>{(v, set) => <DictMultiSelect type="checkbox" dictCode="content_status" label="状态" value={v} onChange={set} />}</Hold>
);
MultiCheckbox.msw = dictOk;

export const MultiLoading: Story = () => (
  <Frame>
    <DictMultiSelect dictCode="priority" label="优先级" value="" />
  </Frame>
);
MultiLoading.msw = dictPending;

export const MultiServerFailure: Story = () => (
  <Frame>
    <DictMultiSelect dictCode="priority" label="优先级" value="" />
  </Frame>
);
MultiServerFailure.msw = dictFailing;

export const MultiDisabled: Story = () => (
  <Frame>
    <DictMultiSelect dictCode="priority" label="优先级" value="H,M" disabled />
  </Frame>
);
MultiDisabled.msw = dictOk;

export const MultiInvalid: Story = () => (
  <Frame>
    <DictMultiSelect dictCode="priority" label="优先级" value="" error="请至少选择一项" />
  </Frame>
);
MultiInvalid.msw = dictOk;

export const MultiMissingCode: Story = () => (
  <Frame>
    <DictMultiSelect label="优先级" value="" />
  </Frame>
);

/* DictSearchSelect */

/** Type 陈 or 王: searches after 300 ms; opening shows the first page. */
export const SearchEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchEmpty.msw = dictOk;

/** The async variant waits for input (请输入搜索内容) and 800 ms; the stored value's text comes from loadDictItem. */
export const SearchAsyncFilled: Story = () => (
  <Hold initial={'jeecg'}>{(v, set) => <DictSearchSelect async dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchAsyncFilled.msw = dictOk;

export const SearchAsyncEmpty: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect async dict="sys_user,realname,username" label="用户" placeholder="输入姓名搜索" value={v} onChange={set} />}</Hold>
);
SearchAsyncEmpty.msw = dictOk;

/** Every search hangs: 加载中…. */
export const SearchLoading: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchLoading.msw = dictPending;

/** The search fails: the server message shows as a warning, the list says 没有查询到任何数据. */
export const SearchServerFailure: Story = () => (
  <Hold initial={''}>{(v, set) => <DictSearchSelect dict="sys_user,realname,username" label="用户" value={v} onChange={set} />}</Hold>
);
SearchServerFailure.msw = dictFailing;

export const SearchDisabled: Story = () => (
  <Frame>
    <DictSearchSelect dict="sys_user,realname,username" label="用户" value="admin" disabled />
  </Frame>
);
SearchDisabled.msw = dictOk;

export const SearchInvalid: Story = () => (
  <Frame>
    <DictSearchSelect dict="sys_user,realname,username" label="用户" value="" error="请选择用户" required />
  </Frame>
);
SearchInvalid.msw = dictOk;

export const SearchMissingCode: Story = () => (
  <Frame>
    <DictSearchSelect label="用户" value="" />
  </Frame>
);

import type { Story } from '@ladle/react';
import { CheckboxGroup, Ellipsis, FormSwitch, SearchInput, SliderVerify, TagInput } from '@/widgets/form';
import { Frame, Hold } from './form-story-kit';
import { shows } from './story-shows';

export default { title: 'Form widgets / Choices and text' };

/* FormSwitch */

/** An empty value is reported as N at once. */
export const SwitchEmpty: Story = shows(() => <Hold initial={''}>{(v, set) => <FormSwitch label="是否启用" value={v} onChange={set} />}</Hold>, { text: ['value = "N"'], roles: [{ role: 'switch', name: '是否启用', checked: false }] });
export const SwitchOn: Story = shows(() => <Hold initial={'Y'}>{(v, set) => <FormSwitch text="置顶" value={v} onChange={set} />}</Hold>, { text: ['value = "Y"'], roles: [{ role: 'switch', name: '置顶', checked: true }] });
export const SwitchCustomValues: Story = () => (
  <Hold initial={'0'}>{(v, set) => <FormSwitch label="是否外链" options={['1', '0']} value={v} onChange={set} />}</Hold>
);
shows(SwitchCustomValues, { text: ['value = "0"'], roles: [{ role: 'switch', name: '是否外链', checked: false }] });
export const SwitchDisabled: Story = () => (
  <Frame>
    <FormSwitch label="是否启用" value="Y" disabled />
  </Frame>
);
shows(SwitchDisabled, { roles: [{ role: 'switch', name: '是否启用', checked: true, disabled: true }] });
export const SwitchInvalid: Story = () => (
  <Hold initial={'N'}>{(v, set) => <FormSwitch label="同意协议" value={v} onChange={set} error="请先同意协议" />}</Hold>
);
shows(SwitchInvalid, { text: ['请先同意协议'], roles: [{ role: 'switch', name: '同意协议', checked: false }] });
/** Query forms: a 是/否 select that may stay empty. */
export const SwitchQueryMode: Story = shows(() => <Hold initial={''}>{(v, set) => <FormSwitch query label="是否启用" value={v} onChange={set} />}</Hold>, { text: ['value = ""'], roles: [{ role: 'combobox', name: /是否启用/ }, { role: 'switch', count: 0 }] });

/* CheckboxGroup */

const channels = [
  { value: 'news', text: '新闻' },
  { value: 'notice', text: '通知' },
  { value: 'topic', text: '专题' },
  { value: 'video', text: '视频', disabled: true },
];

export const CheckboxEmpty: Story = shows(() => <Hold initial={''}>{(v, set) => <CheckboxGroup label="发布栏目" options={channels} value={v} onChange={set} />}</Hold>, { text: ['value = ""'], roles: [{ role: 'checkbox', count: 4, checked: false }, { role: 'checkbox', name: '视频', disabled: true }] });
export const CheckboxFilled: Story = shows(() => <Hold initial={'news,topic'}>{(v, set) => <CheckboxGroup label="发布栏目" options={channels} value={v} onChange={set} />}</Hold>, { text: ['value = "news,topic"'], roles: [{ role: 'checkbox', name: '新闻', checked: true }, { role: 'checkbox', name: '专题', checked: true }, { role: 'checkbox', name: '通知', checked: false }] });
/** Check one box: 最少选择2项; check all three: 最多选择2项. */
export const CheckboxMinMax: Story = () => (
  <Hold initial={''}>{(v, set) => <CheckboxGroup label="发布栏目" options={channels} min={2} max={2} value={v} onChange={set} />}</Hold>
);
shows(CheckboxMinMax, { text: ['value = ""'], roles: [{ role: 'checkbox', count: 4, checked: false }] });
export const CheckboxDisabled: Story = () => (
  <Frame>
    <CheckboxGroup label="发布栏目" options={channels} value="news" disabled />
  </Frame>
);
shows(CheckboxDisabled, { roles: [{ role: 'checkbox', count: 4, disabled: true }, { role: 'checkbox', name: '新闻', checked: true }] });
export const CheckboxInvalid: Story = () => (
  <Frame>
    <CheckboxGroup label="发布栏目" options={channels} value="" error="最少选择1项" />
  </Frame>
);
shows(CheckboxInvalid, { text: ['最少选择1项'], roles: [{ role: 'checkbox', count: 4, checked: false }] });

/* SliderVerify */

/** Drag (mouse or touch), or focus the handle and press → / End. Letting go early snaps back. */
export const SliderIdle: Story = shows(() => <Hold initial={false}>{(v, set) => <SliderVerify value={v} onChange={set} />}</Hold>, { text: ['value = false'], roles: [{ role: 'slider', name: '拖动滑块验证', disabled: false }], absent: ['验证通过'] });
export const SliderVerified: Story = () => (
  <Frame>
    <SliderVerify value />
  </Frame>
);
shows(SliderVerified, { text: ['验证通过'], absent: ['拖动滑块验证'] });
export const SliderDisabled: Story = () => (
  <Frame>
    <SliderVerify disabled />
  </Frame>
);
shows(SliderDisabled, { roles: [{ role: 'slider', name: '拖动滑块验证', disabled: true }], absent: ['验证通过'] });
export const SliderWide: Story = () => (
  <Frame width={480}>
    <SliderVerify width={440} />
  </Frame>
);
shows(SliderWide, { roles: [{ role: 'slider', name: '拖动滑块验证', disabled: false }], absent: ['验证通过'] });

/* TagInput */

/** Type abcdef: ab,cd,ef. Typed commas are dropped. */
export const TagEmpty: Story = shows(() => <Hold initial={''}>{(v, set) => <TagInput label="标签" placeholder="每两个字符一组" value={v} onChange={set} />}</Hold>, { text: ['value = ""'], roles: [{ role: 'textbox', name: '标签', disabled: false }] });
export const TagFilled: Story = shows(() => <Hold initial={'省局,网站,公开'}>{(v, set) => <TagInput label="标签" value={v} onChange={set} />}</Hold>, { text: ['value = "省局,网站,公开"'], roles: [{ role: 'textbox', name: '标签' }] });
export const TagDisabled: Story = () => (
  <Frame>
    <TagInput label="标签" value="ab,cd" disabled />
  </Frame>
);
shows(TagDisabled, { roles: [{ role: 'textbox', name: '标签', disabled: true }] });
export const TagInvalid: Story = () => (
  <Frame>
    <TagInput label="标签" value="" error="请输入标签" />
  </Frame>
);
shows(TagInvalid, { text: ['请输入标签'], roles: [{ role: 'textbox', name: '标签' }] });

/* SearchInput */

export const SearchLike: Story = shows(() => <Hold initial={''}>{(v, set) => <SearchInput label="标题（模糊）" mode="like" value={v} onChange={set} />}</Hold>, { text: ['value = ""'], roles: [{ role: 'textbox', name: '标题（模糊）' }] });
export const SearchNotEqual: Story = shows(() => <Hold initial={'!草稿'}>{(v, set) => <SearchInput label="状态（不等于）" mode="ne" value={v} onChange={set} />}</Hold>, { text: ['value = "!草稿"'], roles: [{ role: 'textbox', name: '状态（不等于）' }] });
export const SearchRange: Story = () => (
  <Frame>
    <Hold initial={'>=10'}>{(v, set) => <SearchInput label="排序（大于等于）" mode="ge" value={v} onChange={set} />}</Hold>
    <Hold initial={''}>{(v, set) => <SearchInput label="排序（小于等于）" mode="le" value={v} onChange={set} />}</Hold>
  </Frame>
);
shows(SearchRange, { text: ['value = ">=10"', 'value = ""'], roles: [{ role: 'textbox', name: '排序（大于等于）' }, { role: 'textbox', name: '排序（小于等于）' }] });
export const SearchDisabled: Story = () => (
  <Frame>
    <SearchInput label="标题" mode="like" value="*公告*" disabled />
  </Frame>
);
shows(SearchDisabled, { roles: [{ role: 'textbox', name: '标题', disabled: true }] });
export const SearchInvalid: Story = () => (
  <Frame>
    <SearchInput label="标题" mode="like" value="*a*" error="请输入2个以上字符" />
  </Frame>
);
shows(SearchInvalid, { text: ['请输入2个以上字符'], roles: [{ role: 'textbox', name: '标题' }] });

/* Ellipsis */

export const EllipsisLong: Story = () => (
  <Frame>
    <Ellipsis value="关于进一步加强全省政务公开工作的通知（征求意见稿）及相关附件说明" />
  </Frame>
);
shows(EllipsisLong, { text: ['关于进一步加强全省政务公开工作的通知（征求意见稿）...'], absent: ['附件说明'] });
export const EllipsisShort: Story = () => (
  <Frame>
    <Ellipsis value="短标题" />
  </Frame>
);
shows(EllipsisShort, { text: ['短标题'], absent: ['...'] });
export const EllipsisCustomLength: Story = () => (
  <Frame>
    <Ellipsis value="关于进一步加强全省政务公开工作的通知" length={8} />
  </Frame>
);
shows(EllipsisCustomLength, { text: ['关于进一步加强全...'], absent: ['政务公开'] });
export const EllipsisEmpty: Story = () => (
  <Frame>
    <span>
      [<Ellipsis value={null} />]
    </span>
  </Frame>
);
shows(EllipsisEmpty, { text: ['[]'] });

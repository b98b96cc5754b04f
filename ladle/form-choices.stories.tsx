import type { Story } from '@ladle/react';
import { CheckboxGroup, Ellipsis, FormSwitch, SearchInput, SliderVerify, TagInput } from '@/widgets/form';
import { Frame, Hold } from './form-story-kit';

export default { title: 'Form widgets / Choices and text' };

/* FormSwitch */

/** An empty value is reported as N at once. */
export const SwitchEmpty: Story = () => <Hold initial={''}>{(v, set) => <FormSwitch label="是否启用" value={v} onChange={set} />}</Hold>;
export const SwitchOn: Story = () => <Hold initial={'Y'}>{(v, set) => <FormSwitch text="置顶" value={v} onChange={set} />}</Hold>;
export const SwitchCustomValues: Story = () => (
  <Hold initial={'0'}>{(v, set) => <FormSwitch label="是否外链" options={['1', '0']} value={v} onChange={set} />}</Hold>
);
export const SwitchDisabled: Story = () => (
  <Frame>
    <FormSwitch label="是否启用" value="Y" disabled />
  </Frame>
);
export const SwitchInvalid: Story = () => (
  <Hold initial={'N'}>{(v, set) => <FormSwitch label="同意协议" value={v} onChange={set} error="请先同意协议" />}</Hold>
);
/** Query forms: a 是/否 select that may stay empty. */
export const SwitchQueryMode: Story = () => <Hold initial={''}>{(v, set) => <FormSwitch query label="是否启用" value={v} onChange={set} />}</Hold>;

/* CheckboxGroup */

const channels = [
  { value: 'news', text: '新闻' },
  { value: 'notice', text: '通知' },
  { value: 'topic', text: '专题' },
  { value: 'video', text: '视频', disabled: true },
];

export const CheckboxEmpty: Story = () => <Hold initial={''}>{(v, set) => <CheckboxGroup label="发布栏目" options={channels} value={v} onChange={set} />}</Hold>;
export const CheckboxFilled: Story = () => <Hold initial={'news,topic'}>{(v, set) => <CheckboxGroup label="发布栏目" options={channels} value={v} onChange={set} />}</Hold>;
/** Check one box: 最少选择2项; check all three: 最多选择2项. */
export const CheckboxMinMax: Story = () => (
  <Hold initial={''}>{(v, set) => <CheckboxGroup label="发布栏目" options={channels} min={2} max={2} value={v} onChange={set} />}</Hold>
);
export const CheckboxDisabled: Story = () => (
  <Frame>
    <CheckboxGroup label="发布栏目" options={channels} value="news" disabled />
  </Frame>
);
export const CheckboxInvalid: Story = () => (
  <Frame>
    <CheckboxGroup label="发布栏目" options={channels} value="" error="最少选择1项" />
  </Frame>
);

/* SliderVerify */

/** Drag (mouse or touch), or focus the handle and press → / End. Letting go early snaps back. */
export const SliderIdle: Story = () => <Hold initial={false}>{(v, set) => <SliderVerify value={v} onChange={set} />}</Hold>;
export const SliderVerified: Story = () => (
  <Frame>
    <SliderVerify value />
  </Frame>
);
export const SliderDisabled: Story = () => (
  <Frame>
    <SliderVerify disabled />
  </Frame>
);
export const SliderWide: Story = () => (
  <Frame width={480}>
    <SliderVerify width={440} />
  </Frame>
);

/* TagInput */

/** Type abcdef: ab,cd,ef. Typed commas are dropped. */
export const TagEmpty: Story = () => <Hold initial={''}>{(v, set) => <TagInput label="标签" placeholder="每两个字符一组" value={v} onChange={set} />}</Hold>;
export const TagFilled: Story = () => <Hold initial={'省局,网站,公开'}>{(v, set) => <TagInput label="标签" value={v} onChange={set} />}</Hold>;
export const TagDisabled: Story = () => (
  <Frame>
    <TagInput label="标签" value="ab,cd" disabled />
  </Frame>
);
export const TagInvalid: Story = () => (
  <Frame>
    <TagInput label="标签" value="" error="请输入标签" />
  </Frame>
);

/* SearchInput */

export const SearchLike: Story = () => <Hold initial={''}>{(v, set) => <SearchInput label="标题（模糊）" mode="like" value={v} onChange={set} />}</Hold>;
export const SearchNotEqual: Story = () => <Hold initial={'!草稿'}>{(v, set) => <SearchInput label="状态（不等于）" mode="ne" value={v} onChange={set} />}</Hold>;
export const SearchRange: Story = () => (
  <Frame>
    <Hold initial={'>=10'}>{(v, set) => <SearchInput label="排序（大于等于）" mode="ge" value={v} onChange={set} />}</Hold>
    <Hold initial={''}>{(v, set) => <SearchInput label="排序（小于等于）" mode="le" value={v} onChange={set} />}</Hold>
  </Frame>
);
export const SearchDisabled: Story = () => (
  <Frame>
    <SearchInput label="标题" mode="like" value="*公告*" disabled />
  </Frame>
);
export const SearchInvalid: Story = () => (
  <Frame>
    <SearchInput label="标题" mode="like" value="*a*" error="请输入2个以上字符" />
  </Frame>
);

/* Ellipsis */

export const EllipsisLong: Story = () => (
  <Frame>
    <Ellipsis value="关于进一步加强全省政务公开工作的通知（征求意见稿）及相关附件说明" />
  </Frame>
);
export const EllipsisShort: Story = () => (
  <Frame>
    <Ellipsis value="短标题" />
  </Frame>
);
export const EllipsisCustomLength: Story = () => (
  <Frame>
    <Ellipsis value="关于进一步加强全省政务公开工作的通知" length={8} />
  </Frame>
);
export const EllipsisEmpty: Story = () => (
  <Frame>
    <span>
      [<Ellipsis value={null} />]
    </span>
  </Frame>
);

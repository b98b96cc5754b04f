import type { Story } from '@ladle/react';
import { DateInput, DateTimeInput, TimeInput } from '@/widgets/form';
import { Frame, Hold } from './form-story-kit';

export default { title: 'Form widgets / Dates' };

export const DateEmpty: Story = () => <Hold initial={''}>{(v, set) => <DateInput label="发布日期" value={v} onChange={set} />}</Hold>;
export const DateFilled: Story = () => <Hold initial={'2024-03-05'}>{(v, set) => <DateInput label="发布日期" value={v} onChange={set} />}</Hold>;
export const DateBounded: Story = () => (
  <Hold initial={'2024-03-05'}>{(v, set) => <DateInput label="发布日期（3月内）" min="2024-03-01" max="2024-03-31" value={v} onChange={set} />}</Hold>
);
export const DateDisabled: Story = () => (
  <Frame>
    <DateInput label="发布日期" value="2024-03-05" disabled />
  </Frame>
);
export const DateInvalid: Story = () => (
  <Frame>
    <DateInput label="发布日期" value="" required error="请选择发布日期" />
  </Frame>
);

export const DateTimeEmpty: Story = () => <Hold initial={''}>{(v, set) => <DateTimeInput label="开始时间" value={v} onChange={set} />}</Hold>;
export const DateTimeFilled: Story = () => (
  <Hold initial={'2024-03-05 08:30:00'}>{(v, set) => <DateTimeInput label="开始时间" value={v} onChange={set} />}</Hold>
);
export const DateTimeDisabled: Story = () => (
  <Frame>
    <DateTimeInput label="开始时间" value="2024-03-05 08:30:00" disabled />
  </Frame>
);
export const DateTimeInvalid: Story = () => (
  <Frame>
    <DateTimeInput label="结束时间" value="2024-03-01 08:00:00" error="结束时间不能早于开始时间" />
  </Frame>
);

export const TimeEmpty: Story = () => <Hold initial={''}>{(v, set) => <TimeInput label="执行时间" value={v} onChange={set} />}</Hold>;
export const TimeFilled: Story = () => <Hold initial={'23:59:59'}>{(v, set) => <TimeInput label="执行时间" value={v} onChange={set} />}</Hold>;
export const TimeDisabled: Story = () => (
  <Frame>
    <TimeInput label="执行时间" value="08:00:00" disabled />
  </Frame>
);
export const TimeInvalid: Story = () => (
  <Frame>
    <TimeInput label="执行时间" value="" required error="请选择执行时间" />
  </Frame>
);

import type { Story } from '@ladle/react';
import { DateInput, DateTimeInput, TimeInput } from '@/widgets/form';
import { Frame, Hold } from './form-story-kit';
import { shows } from './story-shows';

export default { title: 'Form widgets / Dates' };

export const DateEmpty: Story = shows(() => <Hold initial={''}>{(v, set) => <DateInput label="发布日期" value={v} onChange={set} />}</Hold>, { text: ['YYYY-MM-DD', 'value = ""'], roles: [{ role: 'spinbutton', name: '年份', disabled: false }] });
export const DateFilled: Story = shows(() => <Hold initial={'2024-03-05'}>{(v, set) => <DateInput label="发布日期" value={v} onChange={set} />}</Hold>, { text: ['2024-03-05', 'value = "2024-03-05"'], roles: [{ role: 'button', name: '选择日期，已选择2024-03-05' }] });
export const DateBounded: Story = () => (
  <Hold initial={'2024-03-05'}>{(v, set) => <DateInput label="发布日期（3月内）" min="2024-03-01" max="2024-03-31" value={v} onChange={set} />}</Hold>
);
shows(DateBounded, { text: ['发布日期（3月内）', 'value = "2024-03-05"'], roles: [{ role: 'button', name: '选择日期，已选择2024-03-05' }] });
export const DateDisabled: Story = () => (
  <Frame>
    <DateInput label="发布日期" value="2024-03-05" disabled />
  </Frame>
);
shows(DateDisabled, { text: ['2024-03-05'], roles: [{ role: 'spinbutton', name: '年份', disabled: true }, { role: 'button', name: '选择日期，已选择2024-03-05', disabled: true }] });
export const DateInvalid: Story = () => (
  <Frame>
    <DateInput label="发布日期" value="" required error="请选择发布日期" />
  </Frame>
);
shows(DateInvalid, { text: ['请选择发布日期', /发布日期\s*\*/, 'YYYY-MM-DD'] });

export const DateTimeEmpty: Story = shows(() => <Hold initial={''}>{(v, set) => <DateTimeInput label="开始时间" value={v} onChange={set} />}</Hold>, { text: ['YYYY-MM-DD hh:mm:ss', 'value = ""'], roles: [{ role: 'spinbutton', name: '秒', disabled: false }] });
export const DateTimeFilled: Story = () => (
  <Hold initial={'2024-03-05 08:30:00'}>{(v, set) => <DateTimeInput label="开始时间" value={v} onChange={set} />}</Hold>
);
shows(DateTimeFilled, { text: ['2024-03-05 08:30:00', 'value = "2024-03-05 08:30:00"'], roles: [{ role: 'button', name: '选择日期，已选择2024-03-05' }] });
export const DateTimeDisabled: Story = () => (
  <Frame>
    <DateTimeInput label="开始时间" value="2024-03-05 08:30:00" disabled />
  </Frame>
);
shows(DateTimeDisabled, { text: ['2024-03-05 08:30:00'], roles: [{ role: 'spinbutton', name: '时', disabled: true }, { role: 'button', name: '选择日期，已选择2024-03-05', disabled: true }] });
export const DateTimeInvalid: Story = () => (
  <Frame>
    <DateTimeInput label="结束时间" value="2024-03-01 08:00:00" error="结束时间不能早于开始时间" />
  </Frame>
);
shows(DateTimeInvalid, { text: ['结束时间不能早于开始时间', '2024-03-01 08:00:00'] });

export const TimeEmpty: Story = shows(() => <Hold initial={''}>{(v, set) => <TimeInput label="执行时间" value={v} onChange={set} />}</Hold>, { text: ['hh:mm:ss', 'value = ""'], roles: [{ role: 'spinbutton', name: '时', disabled: false }] });
export const TimeFilled: Story = shows(() => <Hold initial={'23:59:59'}>{(v, set) => <TimeInput label="执行时间" value={v} onChange={set} />}</Hold>, { text: ['23:59:59', 'value = "23:59:59"'], roles: [{ role: 'spinbutton', name: '秒' }] });
export const TimeDisabled: Story = () => (
  <Frame>
    <TimeInput label="执行时间" value="08:00:00" disabled />
  </Frame>
);
shows(TimeDisabled, { text: ['08:00:00'], roles: [{ role: 'spinbutton', name: '时', disabled: true }, { role: 'button', name: '选择时间，已选择08:00', disabled: true }] });
export const TimeInvalid: Story = () => (
  <Frame>
    <TimeInput label="执行时间" value="" required error="请选择执行时间" />
  </Frame>
);
shows(TimeInvalid, { text: ['请选择执行时间', /执行时间\s*\*/, 'hh:mm:ss'] });

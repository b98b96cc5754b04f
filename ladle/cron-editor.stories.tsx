/**
 * The cron editor: the form control in both variants, then the dialog opened on every tab in every mode,
 * an expression Quartz rejects and one that never fires.
 */
import { useState } from 'react';
import type { Story } from '@ladle/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CronEditor, CronEditorModal, type CronEditorVariant } from '@/widgets/cron-editor';
import type { FieldName } from '@/lib/cron/cron-model';
import { shows, type StoryShows } from './story-shows';

export default { title: 'Cron editor' };

function Control({ initial, variant, disabled }: { initial: string; variant?: CronEditorVariant; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <Stack spacing={1} sx={{ maxWidth: 520 }}>
      <CronEditor value={value} onChange={setValue} variant={variant} disabled={disabled} />
      <Typography variant="caption">值：{value || '（空）'}</Typography>
    </Stack>
  );
}

/** The dialog opened on one tab with an expression that selects the mode to show. */
function Opened({ value, tab, variant }: { value: string; tab: FieldName; variant?: CronEditorVariant }) {
  const [open, setOpen] = useState(true);
  const [emitted, setEmitted] = useState('');
  return (
    <>
      <Typography variant="caption">{emitted ? `已确定：${emitted}` : '打开的对话框'}</Typography>
      <CronEditorModal
        open={open}
        value={value}
        initialTab={tab}
        variant={variant}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          setEmitted(expression);
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * The dialog opened on `tab`: it shows the mode of that tab the expression selects (the checked radio)
 * and the expression in words, and no complaint about a field.
 */
const opened = (value: string, tab: FieldName, mode: string, description: string, variant?: CronEditorVariant): Story => {
  const S: Story = () => <Opened value={value} tab={tab} variant={variant} />;
  return shows(S, {
    text: [description],
    roles: [
      { role: 'dialog', name: 'Cron表达式' },
      { role: 'radio', name: mode, checked: true },
    ],
    absent: ['无效', '无执行时间'],
  });
};

/** The dialog opened on an expression it cannot schedule: it says why, and lists no run times. */
const refused = (value: string, tab: FieldName, why: string): Story => {
  const S: Story = () => <Opened value={value} tab={tab} />;
  const what: StoryShows = { text: [why, '无执行时间'], roles: [{ role: 'dialog', name: 'Cron表达式' }] };
  return shows(S, what);
};

const control = (value: string): StoryShows => ({
  text: [`值：${value || '（空）'}`],
  roles: [
    { role: 'textbox', name: 'Cron表达式', disabled: false },
    { role: 'button', name: '选择', disabled: false },
  ],
  absent: ['无效'],
});

export const ControlEmpty: Story = shows(() => <Control initial="" />, control(''));
export const ControlWithValue: Story = shows(() => <Control initial="0 30 9 LW * ? *" />, control('0 30 9 LW * ? *'));
export const ControlCompact: Story = shows(() => <Control initial="0 0 12 ? * 6#3" variant="compact" />, control('0 0 12 ? * 6#3'));
export const ControlDisabled: Story = shows(() => <Control initial="0 0 2 * * ?" disabled />, {
  text: ['值：0 0 2 * * ?'],
  roles: [
    { role: 'textbox', name: 'Cron表达式', disabled: true },
    { role: 'button', name: '选择', disabled: true },
  ],
});
export const ControlInvalidValue: Story = shows(() => <Control initial="0 0 0 * * *" />, {
  text: ['日、周字段无效：日和周必须有且只有一个为“?”（不指定）', '值：0 0 0 * * *'],
  roles: [{ role: 'textbox', name: 'Cron表达式' }],
});

export const DialogDefaultWidth = opened('* * * * * ? *', 'second', '每秒', '每天 每秒 执行');
export const DialogCompactWidth = opened('0 0 12 ? * 6#3 *', 'week', '本月第几个星期几', '每月第3个周五 12:00:00 执行', 'compact');

export const SecondEvery = opened('* * * * * ? *', 'second', '每秒', '每天 每秒 执行');
export const SecondRange = opened('10-20 * * * * ? *', 'second', '秒周期', '每天 每小时 每分钟 10秒至20秒 执行');
export const SecondLoop = opened('0/15 * * * * ? *', 'second', '秒循环', '每天 每小时 每分钟 从0秒起每15秒 执行');
export const SecondList = opened('0,15,30,45 * * * * ? *', 'second', '秒指定', '每天 每小时 每分钟 0秒、15秒、30秒、45秒 执行');

export const MinuteEvery = opened('0 * * * * ? *', 'minute', '每分钟', '每天 每小时 每分钟 0秒 执行');
export const MinuteRange = opened('0 0-30 * * * ? *', 'minute', '分周期', '每天 每小时 0分至30分 0秒 执行');
export const MinuteLoop = opened('0 3/20 * * * ? *', 'minute', '分循环', '每天 每小时 从3分起每20分钟 0秒 执行');
export const MinuteList = opened('0 0,30 * * * ? *', 'minute', '分指定', '每天 每小时 0分、30分 0秒 执行');

export const HourEvery = opened('0 0 * * * ? *', 'hour', '每小时', '每天 每小时 0分 0秒 执行');
export const HourRangeWrapping = opened('0 0 22-2 * * ? *', 'hour', '时周期', '每天 22时至2时 0分 0秒 执行');
export const HourLoop = opened('0 0 0/6 * * ? *', 'hour', '时循环', '每天 从0时起每6小时 0分 0秒 执行');
export const HourList = opened('0 0 9,12,18 * * ? *', 'hour', '时指定', '每天 9时、12时、18时 0分 0秒 执行');

export const DayNotSet = opened('0 0 12 ? * MON-FRI *', 'day', '日不指定', '每周一至周五 12:00:00 执行');
export const DayEvery = opened('0 0 12 * * ? *', 'day', '每日', '每天 12:00:00 执行');
export const DayRange = opened('0 0 12 1-10 * ? *', 'day', '日周期', '每月1日至10日 12:00:00 执行');
export const DayLoop = opened('0 0 12 1/5 * ? *', 'day', '日循环', '每月从1日起每5天 12:00:00 执行');
export const DayList = opened('0 0 12 1,15 * ? *', 'day', '日指定', '每月1日、15日 12:00:00 执行');
export const DayLast = opened('0 0 12 L * ? *', 'day', '本月最后一天', '每月最后一天 12:00:00 执行');
export const DayLastWorkday = opened('0 30 9 LW * ? *', 'day', '本月最后一个工作日', '每月最后一个工作日 09:30:00 执行');
export const DayBeforeMonthEnd = opened('0 0 12 L-3 * ? *', 'day', '月末前N天', '每月月末前3天 12:00:00 执行');
export const DayNearestWorkday = opened('0 0 12 15W * ? *', 'day', '最近的工作日', '每月离15日最近的工作日 12:00:00 执行');
export const DayCustom = opened('0 0 12 1-5,20 * ? *', 'day', '日自定义', '每月日（1-5,20） 12:00:00 执行');

export const MonthEvery = opened('0 0 0 1 * ? *', 'month', '每月', '每月1日 00:00:00 执行');
export const MonthRangeWrapping = opened('0 0 0 1 NOV-FEB ? *', 'month', '月周期', '11月至2月1日 00:00:00 执行');
export const MonthLoop = opened('0 0 0 1 1/3 ? *', 'month', '月循环', '从1月起每3个月1日 00:00:00 执行');
export const MonthList = opened('0 0 0 1 1,4,7,10 ? *', 'month', '月指定', '1月、4月、7月、10月1日 00:00:00 执行');

export const WeekNotSet = opened('0 0 12 * * ? *', 'week', '周不指定', '每天 12:00:00 执行');
export const WeekEvery = opened('0 0 12 ? * * *', 'week', '每周每天', '每天 12:00:00 执行');
export const WeekRange = opened('0 0 12 ? * 2-6 *', 'week', '周周期', '每周一至周五 12:00:00 执行');
export const WeekLoop = opened('0 0 12 ? * 2/2 *', 'week', '周循环', '从周一起每2天 12:00:00 执行');
export const WeekList = opened('0 0 12 ? * 1,7 *', 'week', '周指定', '每周日、周六 12:00:00 执行');
export const WeekLastGivenWeekday = opened('0 0 12 ? * 6L *', 'week', '本月最后一个星期几', '每月最后一个周五 12:00:00 执行');
export const WeekNthWeekday = opened('0 0 12 ? * 6#3 *', 'week', '本月第几个星期几', '每月第3个周五 12:00:00 执行');

export const YearEvery = opened('0 0 0 1 1 ? *', 'year', '每年', '1月1日 00:00:00 执行');
export const YearRange = opened('0 0 0 1 1 ? 2030-2035', 'year', '年周期', '2030年至2035年1月1日 00:00:00 执行');
export const YearLoop = opened('0 0 0 1 1 ? 2030/5', 'year', '年循环', '从2030年起每5年1月1日 00:00:00 执行');
export const YearList = opened('0 0 0 1 1 ? 2030,2032', 'year', '年指定', '2030年、2032年1月1日 00:00:00 执行');

export const InvalidExpression = refused('0 0 0 L,5 * ?', 'day', '日字段无效：“L”“LW”不能与其他日期一起使用');
export const NeverFires = refused('0 0 0 30 2 ?', 'day', '2月30日 00:00:00 执行（该表达式不会再执行，Quartz无法调度）');
export const NeverFiresFifthFridayOfFebruary = refused('0 0 0 ? 2 6#5 2027', 'week', '2027年2月第5个周五 00:00:00 执行（该表达式不会再执行，Quartz无法调度）');

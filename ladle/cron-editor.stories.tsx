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

const opened = (value: string, tab: FieldName, variant?: CronEditorVariant): Story => {
  const S: Story = () => <Opened value={value} tab={tab} variant={variant} />;
  return S;
};

export const ControlEmpty: Story = () => <Control initial="" />;
export const ControlWithValue: Story = () => <Control initial="0 30 9 LW * ? *" />;
export const ControlCompact: Story = () => <Control initial="0 0 12 ? * 6#3" variant="compact" />;
export const ControlDisabled: Story = () => <Control initial="0 0 2 * * ?" disabled />;
export const ControlInvalidValue: Story = () => <Control initial="0 0 0 * * *" />;

export const DialogDefaultWidth = opened('* * * * * ? *', 'second');
export const DialogCompactWidth = opened('0 0 12 ? * 6#3 *', 'week', 'compact');

export const SecondEvery = opened('* * * * * ? *', 'second');
export const SecondRange = opened('10-20 * * * * ? *', 'second');
export const SecondLoop = opened('0/15 * * * * ? *', 'second');
export const SecondList = opened('0,15,30,45 * * * * ? *', 'second');

export const MinuteEvery = opened('0 * * * * ? *', 'minute');
export const MinuteRange = opened('0 0-30 * * * ? *', 'minute');
export const MinuteLoop = opened('0 3/20 * * * ? *', 'minute');
export const MinuteList = opened('0 0,30 * * * ? *', 'minute');

export const HourEvery = opened('0 0 * * * ? *', 'hour');
export const HourRangeWrapping = opened('0 0 22-2 * * ? *', 'hour');
export const HourLoop = opened('0 0 0/6 * * ? *', 'hour');
export const HourList = opened('0 0 9,12,18 * * ? *', 'hour');

export const DayNotSet = opened('0 0 12 ? * MON-FRI *', 'day');
export const DayEvery = opened('0 0 12 * * ? *', 'day');
export const DayRange = opened('0 0 12 1-10 * ? *', 'day');
export const DayLoop = opened('0 0 12 1/5 * ? *', 'day');
export const DayList = opened('0 0 12 1,15 * ? *', 'day');
export const DayLast = opened('0 0 12 L * ? *', 'day');
export const DayLastWorkday = opened('0 30 9 LW * ? *', 'day');
export const DayBeforeMonthEnd = opened('0 0 12 L-3 * ? *', 'day');
export const DayNearestWorkday = opened('0 0 12 15W * ? *', 'day');
export const DayCustom = opened('0 0 12 1-5,20 * ? *', 'day');

export const MonthEvery = opened('0 0 0 1 * ? *', 'month');
export const MonthRangeWrapping = opened('0 0 0 1 NOV-FEB ? *', 'month');
export const MonthLoop = opened('0 0 0 1 1/3 ? *', 'month');
export const MonthList = opened('0 0 0 1 1,4,7,10 ? *', 'month');

export const WeekNotSet = opened('0 0 12 * * ? *', 'week');
export const WeekEvery = opened('0 0 12 ? * * *', 'week');
export const WeekRange = opened('0 0 12 ? * 2-6 *', 'week');
export const WeekLoop = opened('0 0 12 ? * 2/2 *', 'week');
export const WeekList = opened('0 0 12 ? * 1,7 *', 'week');
export const WeekLastGivenWeekday = opened('0 0 12 ? * 6L *', 'week');
export const WeekNthWeekday = opened('0 0 12 ? * 6#3 *', 'week');

export const YearEvery = opened('0 0 0 1 1 ? *', 'year');
export const YearRange = opened('0 0 0 1 1 ? 2030-2035', 'year');
export const YearLoop = opened('0 0 0 1 1 ? 2030/5', 'year');
export const YearList = opened('0 0 0 1 1 ? 2030,2032', 'year');

export const InvalidExpression = opened('0 0 0 L,5 * ?', 'day');
export const NeverFires = opened('0 0 0 30 2 ?', 'day');
export const NeverFiresFifthFridayOfFebruary = opened('0 0 0 ? 2 6#5 2027', 'week');

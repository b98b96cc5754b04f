/**
 * Day-of-week tab (Quartz numbering, 周日 = 1 … 周六 = 7): not set (?), every day (*), range, loop (a/N),
 * specific weekdays, last given weekday of the month (nL) and nth given weekday (d#n).
 */
import RadioGroup from '@mui/material/RadioGroup';
import { LIMITS, type WeekField } from '@/lib/cron/cron-model';
import { ModeRow, NumberInput, Unit, ValueChecklist, WeekdaySelect } from './controls';
import { WEEKDAY_NAMES } from '@/lib/cron/describe';
import { CRON_TEXT, MODE_TEXT } from '@/lib/cron/messages';
import type { TabProps } from './tab-props';

const WEEKDAYS = WEEKDAY_NAMES.map((label, i) => ({ value: i + 1, label }));

export function WeekTab({ field, disabled, onMode, onValue }: TabProps<WeekField>) {
  const off = (mode: WeekField['mode']) => disabled || field.mode !== mode;
  return (
    <RadioGroup value={field.mode} onChange={(e) => onMode(e.target.value as WeekField['mode'])} aria-label="周的设置方式">
      <ModeRow value="notSet" label={MODE_TEXT.notSet} ariaLabel={`周${MODE_TEXT.notSet}`} />
      <ModeRow value="every" label={MODE_TEXT.everyWeekday} ariaLabel="每周每天" />
      <ModeRow value="range" label={MODE_TEXT.range} ariaLabel={`周${MODE_TEXT.range}`}>
        <Unit>从</Unit>
        <WeekdaySelect label="周周期开始" value={field.from} disabled={off('range')} onChange={(v) => onValue('from', v)} />
        <Unit>到</Unit>
        <WeekdaySelect label="周周期结束" value={field.to} disabled={off('range')} onChange={(v) => onValue('to', v)} />
      </ModeRow>
      <ModeRow value="incremental" label={MODE_TEXT.incremental} ariaLabel={`周${MODE_TEXT.incremental}`}>
        <Unit>从</Unit>
        <WeekdaySelect label="周循环开始" value={field.start} disabled={off('incremental')} onChange={(v) => onValue('start', v)} />
        <Unit>开始，每</Unit>
        <NumberInput label="周循环间隔" value={field.step} limit={LIMITS.week.step} disabled={off('incremental')} onCommit={(v) => onValue('step', v)} />
        <Unit>天执行一次</Unit>
      </ModeRow>
      <ModeRow value="last" label={MODE_TEXT.lastWeekday} ariaLabel="本月最后一个星期几">
        <Unit>本月最后一个</Unit>
        <WeekdaySelect label="最后一个星期几" value={field.lastDay} disabled={off('last')} onChange={(v) => onValue('lastDay', v)} />
      </ModeRow>
      <ModeRow value="nth" label={MODE_TEXT.nth} ariaLabel="本月第几个星期几">
        <Unit>本月第</Unit>
        <NumberInput label="第几个" value={field.nth} limit={LIMITS.week.nth} disabled={off('nth')} onCommit={(v) => onValue('nth', v)} />
        <Unit>个</Unit>
        <WeekdaySelect label="第几个星期几" value={field.nthDay} disabled={off('nth')} onChange={(v) => onValue('nthDay', v)} />
      </ModeRow>
      <ModeRow value="list" label={MODE_TEXT.list} ariaLabel={`周${MODE_TEXT.list}`} />
      <ValueChecklist label="指定星期" options={WEEKDAYS} selected={field.list} disabled={off('list')} columns={7} onChange={(v) => onValue('list', v)} />
      {field.mode === 'custom' ? <ModeRow value="custom" label={`${CRON_TEXT.custom}：${field.raw}`} ariaLabel={`周${CRON_TEXT.custom}`} /> : null}
    </RadioGroup>
  );
}

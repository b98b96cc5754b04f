/**
 * Day-of-month tab: not set (?), every day (*), range, loop (a/N), specific days, last day (L),
 * last weekday (LW), N days before month end (L-N) and nearest weekday (nW).
 */
import RadioGroup from '@mui/material/RadioGroup';
import { LIMITS, type DayField } from '@/lib/cron/cron-model';
import { ModeRow, NumberInput, Unit, ValueChecklist } from './controls';
import { CRON_TEXT, MODE_TEXT } from '@/lib/cron/messages';
import type { TabProps } from './tab-props';

const DAYS = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1).padStart(2, '0') }));

export function DayTab({ field, disabled, onMode, onValue }: TabProps<DayField>) {
  const off = (mode: DayField['mode']) => disabled || field.mode !== mode;
  const { value, step, offset } = LIMITS.day;
  return (
    <RadioGroup value={field.mode} onChange={(e) => onMode(e.target.value as DayField['mode'])} aria-label="日的设置方式">
      <ModeRow value="notSet" label={MODE_TEXT.notSet} ariaLabel={`日${MODE_TEXT.notSet}`} />
      <ModeRow value="every" label={MODE_TEXT.everyDay} />
      <ModeRow value="range" label={MODE_TEXT.range} ariaLabel={`日${MODE_TEXT.range}`}>
        <Unit>从</Unit>
        <NumberInput label="日周期开始" value={field.from} limit={value} disabled={off('range')} onCommit={(v) => onValue('from', v)} />
        <Unit>到</Unit>
        <NumberInput label="日周期结束" value={field.to} limit={value} disabled={off('range')} onCommit={(v) => onValue('to', v)} />
        <Unit>日</Unit>
      </ModeRow>
      <ModeRow value="incremental" label={MODE_TEXT.incremental} ariaLabel={`日${MODE_TEXT.incremental}`}>
        <Unit>从</Unit>
        <NumberInput label="日循环开始" value={field.start} limit={value} disabled={off('incremental')} onCommit={(v) => onValue('start', v)} />
        <Unit>日开始，每</Unit>
        <NumberInput label="日循环间隔" value={field.step} limit={step} disabled={off('incremental')} onCommit={(v) => onValue('step', v)} />
        <Unit>天执行一次</Unit>
      </ModeRow>
      <ModeRow value="nearestWorkday" label={MODE_TEXT.nearestWorkday} ariaLabel="最近的工作日">
        <Unit>每月</Unit>
        <NumberInput label="工作日日期" value={field.workday} limit={value} disabled={off('nearestWorkday')} onCommit={(v) => onValue('workday', v)} />
        <Unit>日最近的那个工作日（不跨月）</Unit>
      </ModeRow>
      <ModeRow value="last" label={MODE_TEXT.last} ariaLabel="本月最后一天">
        <Unit>本月最后一天</Unit>
      </ModeRow>
      <ModeRow value="lastWorkday" label={MODE_TEXT.lastWorkday} ariaLabel="本月最后一个工作日">
        <Unit>本月最后一个工作日（周一至周五）</Unit>
      </ModeRow>
      <ModeRow value="lastOffset" label={MODE_TEXT.lastOffset} ariaLabel="月末前N天">
        <NumberInput label="月末前天数" value={field.offset} limit={offset} disabled={off('lastOffset')} onCommit={(v) => onValue('offset', v)} />
        <Unit>天（本月最后一天减去天数）</Unit>
      </ModeRow>
      <ModeRow value="list" label={MODE_TEXT.list} ariaLabel={`日${MODE_TEXT.list}`} />
      <ValueChecklist label="指定日" options={DAYS} selected={field.list} disabled={off('list')} onChange={(v) => onValue('list', v)} />
      {field.mode === 'custom' ? <ModeRow value="custom" label={`${CRON_TEXT.custom}：${field.raw}`} ariaLabel={`日${CRON_TEXT.custom}`} /> : null}
    </RadioGroup>
  );
}

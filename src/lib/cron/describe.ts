/**
 * A plain-Chinese reading of an expression for people who do not read cron,
 * e.g. `0 30 9 LW * ? *` → 每月最后一个工作日 09:30:00 执行.
 */
import { defaultFields, parseExpression, type CronFields, type SimpleField } from './cron-model';
import { validate } from './quartz';

export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** Quartz numbering: 1 = 周日 … 7 = 周六. */
export const weekdayName = (n: number) => WEEKDAY_NAMES[(n - 1 + 7) % 7];

const pad = (n: number) => String(n).padStart(2, '0');
const join = (xs: readonly string[]) => xs.join('、');

function part(f: SimpleField, unit: string, everyText: string, stepUnit = unit): string {
  switch (f.mode) {
    case 'every':
      return everyText;
    case 'list':
      return join(f.list.map((v) => `${v}${unit}`));
    case 'range':
      return `${f.from}${unit}至${f.to}${unit}`;
    case 'incremental':
      return `从${f.start}${unit}起每${f.step}${stepUnit}`;
    default:
      return `${unit}（${f.raw}）`;
  }
}

function datePart(fields: CronFields): string {
  const { day, week, month, year } = fields;
  const yearText = year.mode === 'every' ? '' : part(year, '年', '', '年');
  const monthEvery = month.mode === 'every';
  const monthText = monthEvery ? '每月' : part(month, '月', '每月', '个月');
  let dayText: string;
  if (day.mode !== 'notSet') {
    const byDay: Record<string, string> = {
      every: '每天',
      last: '最后一天',
      lastWorkday: '最后一个工作日',
      lastOffset: `月末前${day.offset}天`,
      nearestWorkday: `离${day.workday}日最近的工作日`,
    };
    dayText = byDay[day.mode] ?? part(day as unknown as SimpleField, '日', '每天', '天');
    if (day.mode === 'every') return `${yearText}${monthEvery ? '' : monthText}${dayText}`;
    return `${yearText}${monthText}${dayText}`;
  }
  switch (week.mode) {
    case 'last':
      return `${yearText}${monthText}最后一个${weekdayName(week.lastDay)}`;
    case 'nth':
      return `${yearText}${monthText}第${week.nth}个${weekdayName(week.nthDay)}`;
    case 'every':
      dayText = '每天';
      break;
    case 'list':
      dayText = `每${join(week.list.map(weekdayName))}`;
      break;
    case 'range':
      dayText = `每${weekdayName(week.from)}至${weekdayName(week.to)}`;
      break;
    case 'incremental':
      dayText = `从${weekdayName(week.start)}起每${week.step}天`;
      break;
    default:
      dayText = `星期（${week.raw}）`;
  }
  return `${yearText}${monthEvery ? '' : monthText}${dayText}`;
}

function timePart(fields: CronFields): string {
  const { hour, minute, second } = fields;
  const single = (f: SimpleField) => f.mode === 'list' && f.list.length === 1;
  if (single(hour) && single(minute) && single(second)) return `${pad(hour.list[0])}:${pad(minute.list[0])}:${pad(second.list[0])}`;
  if (hour.mode === 'every' && minute.mode === 'every' && second.mode === 'every') return '每秒';
  const phrases = [part(hour, '时', '每小时', '小时'), part(minute, '分', '每分钟', '分钟'), part(second, '秒', '每秒', '秒')];
  return phrases.join(' ');
}

/** The description, or null when the expression is not valid. */
export function describe(expression: string): string | null {
  if (validate(expression) !== null) return null;
  const fields = parseExpression(expression, defaultFields());
  if (!fields) return null;
  return `${datePart(fields)} ${timePart(fields)} 执行`;
}

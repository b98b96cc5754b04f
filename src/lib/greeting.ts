/**
 * Greeting by hour (console.md §4): before 9 早上好, to 11 上午好, to 13 中午好,
 * before 20 下午好, else 晚上好. "to" is inclusive of the hour, as in the Vue
 * console's timeFix (11:xx is still 上午好, 13:xx still 中午好).
 */
export function greeting(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

/** Field indexes in Quartz order, and the Chinese wording of every reason Quartz can reject a field for. */
export const FIELD = { SECOND: 0, MINUTE: 1, HOUR: 2, DAY_OF_MONTH: 3, MONTH: 4, DAY_OF_WEEK: 5, YEAR: 6 } as const;
export type FieldIndex = (typeof FIELD)[keyof typeof FIELD];

export const FIELD_NAMES = ['秒', '分', '时', '日', '月', '周', '年'] as const;

const RANGES = ['0到59', '0到59', '0到23', '1到31', '1到12（或JAN到DEC）', '1到7（或SUN到SAT，周日为1）', ''];

export type ReasonCode =
  | 'range'
  | 'increment'
  | 'questionNotAllowed'
  | 'questionBoth'
  | 'afterQuestion'
  | 'bothDays'
  | 'lWithListDom'
  | 'lWithListDow'
  | 'multipleNth'
  | 'nthRange'
  | 'lastOffset'
  | 'lNotAllowed'
  | 'wNotAllowed'
  | 'wRange'
  | 'hashNotAllowed'
  | 'slashNeedsInteger'
  | 'unexpectedChar'
  | 'badMonthName'
  | 'badDayName'
  | 'namesNotAllowed'
  | 'yearOrder'
  | 'missingField'
  | 'noValues'
  | 'hangs'
  | 'format';

function reasonText(field: FieldIndex, reason: ReasonCode, detail: string): string {
  switch (reason) {
    case 'range':
      return `取值必须在${RANGES[field]}之间`;
    case 'increment':
      return `步长不能大于${detail}`;
    case 'questionNotAllowed':
      return '只有日和周字段可以使用“?”';
    case 'questionBoth':
      return '日和周不能同时为“?”';
    case 'afterQuestion':
      return `“?”后不能跟其他字符（${detail}）`;
    case 'lWithListDom':
      return '“L”“LW”不能与其他日期一起使用';
    case 'lWithListDow':
      return '“L”不能与其他星期一起使用';
    case 'multipleNth':
      return '只能指定一个“#”（第几个星期几）';
    case 'nthRange':
      return '“#”后必须是1到5之间的整数';
    case 'lastOffset':
      return '“L-”后的天数不能大于30';
    case 'lNotAllowed':
      return '此处不能使用“L”';
    case 'wNotAllowed':
      return '此处不能使用“W”';
    case 'wRange':
      return '“W”前的日期不能大于31';
    case 'hashNotAllowed':
      return '此处不能使用“#”';
    case 'slashNeedsInteger':
      return '“/”后必须是整数';
    case 'unexpectedChar':
      return `含有非法字符“${detail}”`;
    case 'badMonthName':
      return `无效的月份名称“${detail}”`;
    case 'badDayName':
      return `无效的星期名称“${detail}”`;
    case 'namesNotAllowed':
      return `此字段不能使用名称“${detail}”`;
    case 'yearOrder':
      return '起始年份不能大于结束年份';
    case 'missingField':
      return '缺少此字段（表达式须有6或7个字段：秒 分 时 日 月 周 [年]）';
    case 'noValues':
      return '没有任何取值';
    case 'hangs':
      return '离月初过近的“W”日期会使Quartz计算执行时间时陷入死循环';
    default:
      return '格式不正确';
  }
}

/** The message validate() returns, always naming the field: `日字段无效：…`. */
export function fieldMessage(field: FieldIndex | 'days' | 'count', reason: ReasonCode, detail = ''): string {
  if (field === 'days') {
    return reason === 'bothDays' ? '日、周字段无效：日和周必须有且只有一个为“?”（不指定）' : '日、周字段无效：格式不正确';
  }
  if (field === 'count') return 'Cron表达式无效：须有6或7个字段';
  return `${FIELD_NAMES[field]}字段无效：${reasonText(field, reason, detail)}`;
}

export const EMPTY_EXPRESSION_MESSAGE = '请输入Cron表达式';

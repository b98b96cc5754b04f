import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cronEditorMachine, type CronEditorEvent } from '@machines/cronEditor.machine';
import type { FieldName } from '@/lib/cron/cron-model';

function start(expression?: string) {
  const actor = createActor(cronEditorMachine, { input: { expression } }).start();
  const send = (...events: CronEditorEvent[]) => {
    events.forEach((e) => actor.send(e));
    return actor.getSnapshot();
  };
  return { actor, send, snapshot: () => actor.getSnapshot() };
}

const mode = (field: FieldName, m: string) => ({ type: 'field.mode', field, mode: m }) as CronEditorEvent;
const value = (field: FieldName, key: Extract<CronEditorEvent, { type: 'field.value' }>['key'], v: number | number[]) =>
  ({ type: 'field.value', field, key, value: v }) as CronEditorEvent;

describe('cron editor statechart', () => {
  it('opens with the defaults when there is no expression', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('valid');
    expect(snapshot().context.text).toBe('* * * * * ? *');
    expect(snapshot().context.fields.day.mode).toBe('every');
    expect(snapshot().context.fields.week.mode).toBe('notSet');
    expect(snapshot().context.tab).toBe('second');
  });

  it('opens an existing expression with the matching modes selected', () => {
    const { snapshot } = start('0 30 9 LW * ? *');
    const { fields } = snapshot().context;
    expect(fields.second).toMatchObject({ mode: 'list', list: [0] });
    expect(fields.minute).toMatchObject({ mode: 'list', list: [30] });
    expect(fields.hour).toMatchObject({ mode: 'list', list: [9] });
    expect(fields.day.mode).toBe('lastWorkday');
    expect(fields.week.mode).toBe('notSet');
    expect(snapshot().context.text).toBe('0 30 9 LW * ? *');
  });

  it('opens an expression Quartz rejects in the invalid state, with the message and default tabs', () => {
    const { snapshot } = start('0 0 0 * * *');
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().context.error).toBe('日、周字段无效：日和周必须有且只有一个为“?”（不指定）');
    expect(snapshot().context.fields.day.mode).toBe('every');
  });

  describe('simple field modes', () => {
    it.each([
      ['second', 'incremental', '0/1 * * * * ? *'],
      ['second', 'range', '0-1 * * * * ? *'],
      ['minute', 'incremental', '0 0/1 * * * ? *'],
      ['minute', 'range', '0 0-1 * * * ? *'],
      ['hour', 'incremental', '0 0 0/1 * * ? *'],
      ['hour', 'range', '0 0 0-1 * * ? *'],
      ['month', 'incremental', '0 0 0 1 1/1 ? *'],
      ['month', 'range', '0 0 0 1 1-2 ? *'],
    ] as const)('%s → %s builds %s', (field, m, text) => {
      const { send } = start();
      const snap = send(mode(field, m));
      expect(snap.context.fields[field].mode).toBe(m);
      expect(snap.context.text).toBe(text);
      expect(snap.value).toBe('valid');
    });

    it.each(['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const)('%s → 指定 ticks nothing: the first tick is the value', (field) => {
      const { send } = start();
      const snap = send(mode(field, 'list'));
      expect(snap.context.fields[field]).toMatchObject({ mode: 'list', list: [] });
      expect(snap.value).toBe('invalid');
      expect(snap.context.error).toMatch(/字段无效：请至少选择一项$/);
      const picked = { second: 30, minute: 30, hour: 9, day: 5, month: 5, week: 3, year: 2030 }[field];
      const after = send(value(field, 'list', [picked]));
      expect(after.value).toBe('valid');
      expect(after.context.text.split(' ')[['second', 'minute', 'hour', 'day', 'month', 'week', 'year'].indexOf(field)]).toBe(String(picked));
    });

    it('names the field whose 指定 has nothing ticked', () => {
      expect(start().send(mode('minute', 'list')).context.error).toBe('分字段无效：请至少选择一项');
    });

    it('year modes build the seventh part', () => {
      const { send } = start('0 0 0 1 1 ?');
      const year = new Date().getFullYear();
      expect(send(mode('year', 'list'), value('year', 'list', [year])).context.text).toBe(`0 0 0 1 1 ? ${year}`);
      expect(send(mode('year', 'range')).context.text).toBe(`0 0 0 1 1 ? ${year}-${year + 1}`);
      expect(send(mode('year', 'incremental')).context.text).toBe(`0 0 0 1 1 ? ${year}/1`);
      expect(send(mode('year', 'every')).context.text).toBe('0 0 0 1 1 ? *');
    });

    it('changes the numbers of the selected mode', () => {
      const { send } = start('0 0 0 * * ?');
      send(mode('second', 'incremental'));
      expect(send(value('second', 'start', 5), value('second', 'step', 15)).context.text).toBe('5/15 0 0 * * ? *');
      send(mode('minute', 'range'));
      expect(send(value('minute', 'from', 10), value('minute', 'to', 20)).context.text).toBe('5/15 10-20 0 * * ? *');
      send(mode('hour', 'list'));
      expect(send(value('hour', 'list', [18, 9, 9])).context.text).toBe('5/15 10-20 9,18 * * ? *');
    });

    it('keeps the numbers of a mode while another mode is selected', () => {
      const { send } = start();
      send(mode('second', 'incremental'), value('second', 'step', 10), mode('second', 'every'));
      expect(send(mode('second', 'incremental')).context.text).toBe('0/10 * * * * ? *');
    });
  });

  describe('day modes', () => {
    it.each([
      ['every', '* * * * * ? *'],
      ['range', '0 0 0 1-2 * ? *'],
      ['incremental', '0 0 0 1/1 * ? *'],
      ['last', '0 0 0 L * ? *'],
      ['lastWorkday', '0 0 0 LW * ? *'],
      ['lastOffset', '0 0 0 L-1 * ? *'],
      ['nearestWorkday', '0 0 0 1W * ? *'],
    ])('%s builds %s', (m, text) => {
      const { send } = start();
      expect(send(mode('day', m)).context.text).toBe(text);
    });

    it('takes its numbers: L-N offset and nW day', () => {
      const { send } = start();
      send(mode('day', 'lastOffset'));
      expect(send(value('day', 'offset', 3)).context.text).toBe('0 0 0 L-3 * ? *');
      send(mode('day', 'nearestWorkday'));
      expect(send(value('day', 'workday', 15)).context.text).toBe('0 0 0 15W * ? *');
    });
  });

  describe('week modes', () => {
    it.each([
      ['every', '* * * ? * * *'],
      ['range', '0 0 0 ? * 1-2 *'],
      ['incremental', '0 0 0 ? * 1/1 *'],
      ['last', '0 0 0 ? * 6L *'],
      ['nth', '0 0 0 ? * 2#1 *'],
    ])('%s builds %s', (m, text) => {
      const { send } = start();
      expect(send(mode('week', m)).context.text).toBe(text);
    });

    it('takes its numbers: last given weekday and nth weekday', () => {
      const { send } = start();
      send(mode('week', 'last'));
      expect(send(value('week', 'lastDay', 5)).context.text).toBe('0 0 0 ? * 5L *');
      send(mode('week', 'nth'));
      expect(send(value('week', 'nthDay', 6), value('week', 'nth', 3)).context.text).toBe('0 0 0 ? * 6#3 *');
    });
  });

  describe('link rules', () => {
    it('turns finer wildcards into 0 when a coarser field is set', () => {
      const { send } = start();
      expect(send(mode('minute', 'list'), value('minute', 'list', [15])).context.text).toBe('0 15 * * * ? *');
      expect(start().send(mode('hour', 'range')).context.text).toBe('0 0 0-1 * * ? *');
    });

    it('turns an hour wildcard into 0 when day or week gets a specific value', () => {
      expect(start().send(mode('day', 'last')).context.text).toBe('0 0 0 L * ? *');
      expect(start().send(mode('week', 'nth')).context.text).toBe('0 0 0 ? * 2#1 *');
    });

    it('turns an every-day into the 1st when a month or year is chosen', () => {
      expect(start().send(mode('month', 'range')).context.text).toBe('0 0 0 1 1-2 ? *');
      const year = new Date().getFullYear();
      expect(start().send(mode('year', 'range')).context.text).toBe(`0 0 0 1 1 ? ${year}-${year + 1}`);
    });

    it('leaves finer fields that are already specific alone', () => {
      const { send } = start();
      send(mode('second', 'list'), value('second', 'list', [5]));
      expect(send(mode('hour', 'list'), value('hour', 'list', [9])).context.text).toBe('5 0 9 * * ? *');
    });

    it('makes week "?" when day is set, and day "?" when week is set', () => {
      const { send } = start();
      expect(send(mode('week', 'list')).context.fields.day.mode).toBe('notSet');
      const snap = send(mode('day', 'list'), value('day', 'list', [1]));
      expect(snap.context.fields.week.mode).toBe('notSet');
      expect(snap.context.text).toBe('0 0 0 1 * ? *');
    });

    it('makes week 1 when day becomes "?" while week is "?" or "*", and day 1 in reverse', () => {
      const { send } = start();
      expect(send(mode('day', 'notSet')).context.text).toBe('* * * ? * 1 *');
      expect(send(mode('week', 'every'), mode('day', 'notSet')).context.fields.week).toMatchObject({ mode: 'list', list: [1] });
      expect(send(mode('week', 'notSet')).context.fields.day).toMatchObject({ mode: 'list', list: [1] });
    });

    it('does not rewrite an expression typed by hand', () => {
      const { send } = start();
      const snap = send({ type: 'text.edit', text: '* * 9 * * ?' });
      expect(snap.context.text).toBe('* * 9 * * ?');
      expect(snap.context.fields.second.mode).toBe('every');
      expect(snap.context.fields.hour).toMatchObject({ mode: 'list', list: [9] });
    });
  });

  describe('hand-edited text', () => {
    it('parses a valid expression back into the tabs and keeps the text as typed', () => {
      const { send } = start();
      const snap = send({ type: 'text.edit', text: '0 0 12 ? * fri#3' });
      expect(snap.value).toBe('valid');
      expect(snap.context.text).toBe('0 0 12 ? * fri#3');
      expect(snap.context.fields.week).toMatchObject({ mode: 'nth', nthDay: 6, nth: 3 });
      expect(snap.context.fields.day.mode).toBe('notSet');
    });

    it('goes invalid on an expression Quartz rejects and keeps the last good tabs', () => {
      const { send } = start('0 0 12 L * ?');
      const snap = send({ type: 'text.edit', text: '0 0 12 L,5 * ?' });
      expect(snap.value).toBe('invalid');
      expect(snap.context.error).toBe('日字段无效：“L”“LW”不能与其他日期一起使用');
      expect(snap.context.fields.day.mode).toBe('last');
    });

    it('recovers through a tab edit, rebuilding the text from the tabs', () => {
      const { send } = start('0 0 12 L * ?');
      send({ type: 'text.edit', text: '0 0 12 L,5 * ?' });
      const snap = send(mode('day', 'lastWorkday'));
      expect(snap.value).toBe('valid');
      expect(snap.context.text).toBe('0 0 12 LW * ? *');
    });

    it('shows a part no tab mode can express as custom', () => {
      const snap = start().send({ type: 'text.edit', text: '0 0 1-5,10 * * ?' });
      expect(snap.context.fields.hour).toMatchObject({ mode: 'custom', raw: '1-5,10' });
    });
  });

  it('switches tabs without touching the expression', () => {
    const { send } = start('0 0 12 * * ?');
    const snap = send({ type: 'tab.select', tab: 'week' });
    expect(snap.context.tab).toBe('week');
    expect(snap.context.text).toBe('0 0 12 * * ?');
  });

  it('resets to a new expression', () => {
    const { send } = start('0 0 12 * * ?');
    send(mode('day', 'last'));
    const snap = send({ type: 'reset', expression: '0 0 0 ? * 6L' });
    expect(snap.context.text).toBe('0 0 0 ? * 6L');
    expect(snap.context.fields.week).toMatchObject({ mode: 'last', lastDay: 6 });
    expect(send({ type: 'reset' }).context.text).toBe('* * * * * ? *');
  });
});

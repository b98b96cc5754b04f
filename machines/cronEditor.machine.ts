/**
 * The cron editor's statechart: the per-tab modes and numbers, the link rules between tabs, and the
 * expression text that can also be typed by hand. Pure (no React): the modal renders its snapshot.
 *
 * States: `valid` (the text is an expression Quartz accepts) and `invalid` (it is not; `error` says why,
 * naming the field). Edits through the tabs rebuild the text; a hand edit re-reads the tabs when valid
 * and otherwise leaves them as they were.
 */
import { assign, setup } from 'xstate';
import {
  applyLinks,
  buildExpression,
  DEFAULT_EXPRESSION,
  defaultFields,
  fieldWithEmptyList,
  parseExpression,
  type AnyField,
  type CronFields,
  type FieldName,
} from '@/lib/cron/cron-model';
import { validate } from '@/lib/cron/quartz';
import { CRON_TEXT, TAB_LABELS } from '@/lib/cron/messages';

export interface CronEditorContext {
  fields: CronFields;
  text: string;
  error: string | null;
  tab: FieldName;
}

/** Numbers a mode uses, by field: start/step (incremental), from/to (range), list, offset (L-N), workday (nW), lastDay (nL), nthDay/nth (d#n). */
export type FieldValueKey = 'start' | 'step' | 'from' | 'to' | 'list' | 'offset' | 'workday' | 'lastDay' | 'nthDay' | 'nth';

export type CronEditorEvent =
  | { type: 'field.mode'; field: FieldName; mode: AnyField['mode'] }
  | { type: 'field.value'; field: FieldName; key: FieldValueKey; value: number | number[] }
  | { type: 'text.edit'; text: string }
  | { type: 'tab.select'; tab: FieldName }
  | { type: 'reset'; expression?: string };

export interface CronEditorInput {
  expression?: string;
  /** The tab shown first; the second tab when absent. */
  tab?: FieldName;
}

/** Context for an expression; an empty or unreadable one falls back to the defaults' fields. */
export function contextFor(expression: string | undefined, previous?: CronFields): CronEditorContext {
  const base = previous ?? defaultFields();
  const text = expression?.trim() ? expression.trim() : DEFAULT_EXPRESSION;
  const error = validate(text);
  const fields = (error === null ? parseExpression(text, base) : null) ?? base;
  return { fields, text, error, tab: 'second' };
}

function withFields(fields: CronFields): Partial<CronEditorContext> {
  const text = buildExpression(fields);
  const unpicked = fieldWithEmptyList(fields);
  const error = unpicked ? `${TAB_LABELS[unpicked]}字段无效：${CRON_TEXT.pickAtLeastOne}` : validate(text);
  return { fields, text, error };
}

export const cronEditorMachine = setup({
  types: {
    context: {} as CronEditorContext,
    events: {} as CronEditorEvent,
    input: {} as CronEditorInput | undefined,
  },
  actions: {
    setMode: assign(({ context, event }) => {
      if (event.type !== 'field.mode') return {};
      const fields = structuredClone(context.fields);
      const field = fields[event.field] as AnyField;
      field.mode = event.mode;
      return withFields(applyLinks(fields, event.field));
    }),
    setValue: assign(({ context, event }) => {
      if (event.type !== 'field.value') return {};
      const fields = structuredClone(context.fields);
      const field = fields[event.field] as unknown as Record<FieldValueKey, number | number[]>;
      field[event.key] = Array.isArray(event.value) ? [...new Set(event.value)].sort((a, b) => a - b) : event.value;
      return withFields(applyLinks(fields, event.field));
    }),
    editText: assign(({ context, event }) => {
      if (event.type !== 'text.edit') return {};
      const error = validate(event.text);
      const fields = error === null ? (parseExpression(event.text, context.fields) ?? context.fields) : context.fields;
      return { text: event.text, error, fields };
    }),
    selectTab: assign(({ event }) => (event.type === 'tab.select' ? { tab: event.tab } : {})),
    reset: assign(({ event }) => (event.type === 'reset' ? contextFor(event.expression) : {})),
  },
  guards: {
    isValid: ({ context }) => context.error === null,
  },
}).createMachine({
  id: 'cronEditor',
  context: ({ input }) => ({ ...contextFor(input?.expression), tab: input?.tab ?? 'second' }),
  initial: 'checking',
  on: {
    'field.mode': { target: '.checking', actions: 'setMode' },
    'field.value': { target: '.checking', actions: 'setValue' },
    'text.edit': { target: '.checking', actions: 'editText' },
    reset: { target: '.checking', actions: 'reset' },
    'tab.select': { actions: 'selectTab' },
  },
  states: {
    checking: {
      always: [{ guard: 'isValid', target: 'valid' }, { target: 'invalid' }],
    },
    valid: {},
    invalid: {},
  },
});

/**
 * Header department switch (console.md §2 "Dialogs", §4 "Department dialog", Vue `DepartSelect.vue`):
 * hidden → loading → shown | empty (warning, closed); confirm → saving → store user info → closed.
 * The list call, the select call and the user-info write are injected.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { CurrentUserDeparts, SysDepart } from '../src/api/sys/depart';
import type { SysUser } from '../src/api/sys/user';

export const DEPART_MESSAGES = {
  empty: '您尚未设置部门信息!',
  title: '部门选择',
  titleWithCurrent: (name: string) => `部门切换（当前部门 : ${name}）`,
  tooltip: '您隶属于多部门，请选择当前所在部门',
  switched: (name: string) => `已切换到部门：${name}`,
} as const;

export type DepartCloseReason = 'saved' | 'cancelled' | 'empty' | 'failed';

export type DepartSwitchEvent =
  | { type: 'depart.open'; username: string }
  | { type: 'depart.select'; orgCode: string }
  | { type: 'depart.confirm' }
  | { type: 'depart.cancel' };

export type DepartSwitchEmitted =
  | { type: 'depart.warning'; message: string }
  | { type: 'depart.switched'; message: string }
  | { type: 'depart.closed'; reason: DepartCloseReason };

interface DepartSwitchContext {
  username: string;
  departs: SysDepart[];
  /** orgCode the server says is current. */
  currentOrgCode: string | null;
  selected: string;
  submitted: boolean;
  error: string | null;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Dialog title: names the current department when the list knows it. */
export function departDialogTitle(departs: SysDepart[], currentOrgCode: string | null): string {
  const current = currentOrgCode ? departs.find((d) => d.orgCode === currentOrgCode) : undefined;
  return current ? DEPART_MESSAGES.titleWithCurrent(current.departName) : DEPART_MESSAGES.title;
}

export const departSwitchMachine = setup({
  types: {
    context: {} as DepartSwitchContext,
    events: {} as DepartSwitchEvent,
    emitted: {} as DepartSwitchEmitted,
    tags: {} as 'busy' | 'visible',
  },
  actors: {
    loadDeparts: fromPromise<CurrentUserDeparts>(() =>
      Promise.reject(new Error('departSwitchMachine: loadDeparts actor not provided')),
    ),
    selectDepart: fromPromise<{ userInfo: SysUser }, { orgCode: string; username: string }>(() =>
      Promise.reject(new Error('departSwitchMachine: selectDepart actor not provided')),
    ),
  },
  actions: {
    storeUserInfo: (_, _params: { userInfo: SysUser }) => {},
    closed: emit((_, params: { reason: DepartCloseReason }) => ({ type: 'depart.closed' as const, reason: params.reason })),
  },
  guards: {
    hasDeparts: (_, params: { list: SysDepart[] }) => params.list.length > 0,
    hasSelection: ({ context }) => context.selected !== '',
  },
}).createMachine({
  id: 'departSwitch',
  context: { username: '', departs: [], currentOrgCode: null, selected: '', submitted: false, error: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'depart.open': {
          target: 'loading',
          actions: assign(({ event }) => ({
            username: event.username,
            departs: [],
            currentOrgCode: null,
            selected: '',
            submitted: false,
            error: null,
          })),
        },
      },
    },
    loading: {
      tags: ['busy', 'visible'],
      on: { 'depart.cancel': { target: 'hidden', actions: { type: 'closed', params: { reason: 'cancelled' } } } },
      invoke: {
        src: 'loadDeparts',
        onDone: [
          {
            guard: { type: 'hasDeparts', params: ({ event }) => ({ list: event.output.list ?? [] }) },
            target: 'shown',
            actions: assign(({ event }) => ({
              departs: event.output.list,
              currentOrgCode: event.output.orgCode || null,
              // Pre-select the current department so confirming without a change is a no-op switch.
              selected: event.output.orgCode && event.output.list.some((d) => d.orgCode === event.output.orgCode) ? event.output.orgCode : '',
            })),
          },
          { target: 'empty' },
        ],
        onError: {
          target: 'hidden',
          actions: [
            emit(({ event }) => ({ type: 'depart.warning' as const, message: errorMessage(event.error) })),
            { type: 'closed', params: { reason: 'failed' } },
          ],
        },
      },
    },
    empty: {
      entry: emit({ type: 'depart.warning' as const, message: DEPART_MESSAGES.empty }),
      always: { target: 'hidden', actions: { type: 'closed', params: { reason: 'empty' } } },
    },
    shown: {
      tags: 'visible',
      on: {
        'depart.select': { actions: assign(({ event }) => ({ selected: event.orgCode, error: null })) },
        'depart.confirm': [
          { guard: 'hasSelection', target: 'saving' },
          { actions: assign({ submitted: true }) },
        ],
        'depart.cancel': { target: 'hidden', actions: { type: 'closed', params: { reason: 'cancelled' } } },
      },
    },
    saving: {
      tags: ['busy', 'visible'],
      invoke: {
        src: 'selectDepart',
        input: ({ context }) => ({ orgCode: context.selected, username: context.username }),
        onDone: {
          target: 'hidden',
          actions: [
            { type: 'storeUserInfo', params: ({ event }) => ({ userInfo: event.output.userInfo }) },
            emit(({ context }) => ({
              type: 'depart.switched' as const,
              message: DEPART_MESSAGES.switched(context.departs.find((d) => d.orgCode === context.selected)?.departName ?? context.selected),
            })),
            // The dialog clears after a switch (console.md §4).
            assign({ selected: '', submitted: false }),
            { type: 'closed', params: { reason: 'saved' } },
          ],
        },
        onError: { target: 'shown', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});

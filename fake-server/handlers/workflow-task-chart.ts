/**
 * Lifecycle of one workflow task (流转记录 → 我的待办):
 * pending → claimed (role tasks only, 签收) → approved | rejected | transferred | returned.
 * A task addressed to a user is acted on straight from pending; a role task must be claimed
 * first. Who may act (the assignee, a role holder) is the engine's check, not the chart's:
 * the chart only says which moves exist from which state.
 */
import { getNextSnapshot, setup } from 'xstate';
import type { WfActionCode, WfTaskState } from '@/api/workflow';

export type WorkflowTaskEvent = { type: 'claim' } | { type: WfActionCode };

interface WorkflowTaskContext {
  /** true while the task waits for a holder of its candidate role. */
  roleTask: boolean;
}

const OUTCOMES = {
  approve: { target: 'approved' },
  reject: { target: 'rejected' },
  transfer: { target: 'transferred' },
  back: { target: 'returned' },
} as const;

export const workflowTaskMachine = setup({
  types: {
    context: {} as WorkflowTaskContext,
    events: {} as WorkflowTaskEvent,
    input: {} as { roleTask: boolean },
  },
  guards: {
    isRoleTask: ({ context }) => context.roleTask,
    isUserTask: ({ context }) => !context.roleTask,
  },
}).createMachine({
  id: 'workflowTask',
  context: ({ input }) => ({ roleTask: input.roleTask }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        claim: { target: 'claimed', guard: 'isRoleTask' },
        approve: { ...OUTCOMES.approve, guard: 'isUserTask' },
        reject: { ...OUTCOMES.reject, guard: 'isUserTask' },
        transfer: { ...OUTCOMES.transfer, guard: 'isUserTask' },
        back: { ...OUTCOMES.back, guard: 'isUserTask' },
      },
    },
    claimed: { on: OUTCOMES },
    approved: { type: 'final' },
    rejected: { type: 'final' },
    transferred: { type: 'final' },
    returned: { type: 'final' },
  },
});

/**
 * The state a task moves to on `event`, or null when the chart has no such move
 * (an unclaimed role task, a finished task, a second claim).
 */
export function nextTaskState(state: WfTaskState, roleTask: boolean, event: WorkflowTaskEvent['type']): WfTaskState | null {
  const snapshot = workflowTaskMachine.resolveState({ value: state, context: { roleTask } });
  const next = getNextSnapshot(workflowTaskMachine, snapshot, { type: event });
  return next.value === state ? null : (next.value as WfTaskState);
}

/** Path tests of the task statechart: every way a task can end, and the moves it refuses. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { nextTaskState, workflowTaskMachine } from '@fake/handlers/workflow-task-chart';

describe('workflowTask statechart', () => {
  it('a user task reaches every outcome straight from pending', () => {
    const paths = getShortestPaths(workflowTaskMachine, { input: { roleTask: false } });
    const ends = paths.filter((p) => p.state.status === 'done').map((p) => [p.state.value, p.steps.map((s) => s.event.type).join('>')]);
    expect(ends.sort()).toEqual([
      ['approved', 'xstate.init>approve'],
      ['rejected', 'xstate.init>reject'],
      ['returned', 'xstate.init>back'],
      ['transferred', 'xstate.init>transfer'],
    ]);
  });

  it('a role task reaches every outcome only through claimed', () => {
    const paths = getShortestPaths(workflowTaskMachine, { input: { roleTask: true } });
    const done = paths.filter((p) => p.state.status === 'done');
    expect(done).toHaveLength(4);
    for (const p of done) expect(p.steps.map((s) => s.event.type).slice(0, 2)).toEqual(['xstate.init', 'claim']);
  });

  it('refuses a claim of a user task, a second claim and any move after the end', () => {
    expect(nextTaskState('pending', false, 'claim')).toBeNull();
    expect(nextTaskState('claimed', true, 'claim')).toBeNull();
    expect(nextTaskState('approved', false, 'reject')).toBeNull();
    expect(nextTaskState('pending', true, 'approve')).toBeNull();
    expect(nextTaskState('claimed', true, 'transfer')).toBe('transferred');
  });

  it('runs as an actor: claim then approve finishes the task', () => {
    const actor = createActor(workflowTaskMachine, { input: { roleTask: true } }).start();
    actor.send({ type: 'claim' });
    actor.send({ type: 'approve' });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

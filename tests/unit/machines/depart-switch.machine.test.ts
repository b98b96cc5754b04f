import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CurrentUserDeparts, SysDepart } from '@/api/sys/depart';
import type { SysUser } from '@/api/sys/user';
import { departDialogTitle, departSwitchMachine, type DepartSwitchEmitted } from '@machines/departSwitch.machine';

const depart = (orgCode: string, departName: string): SysDepart => ({
  id: `d-${orgCode}`, parentId: null, departName, departOrder: 0, orgCategory: '1', orgType: '1', orgCode, status: '1', delFlag: '0',
});
const list = [depart('A01A01', '办公室'), depart('A01A02', '财务处')];

function start(load: () => Promise<CurrentUserDeparts>, select?: (p: { orgCode: string; username: string }) => Promise<{ userInfo: SysUser }>) {
  const spies = {
    load: vi.fn(load),
    select: vi.fn(select ?? ((_: { orgCode: string; username: string }) => Promise.resolve({ userInfo: { id: '1', username: 'jeecg', realname: 'J', status: 1, delFlag: 0, orgCode: 'A01A02' } }))),
    store: vi.fn(),
  };
  const actor = createActor(
    departSwitchMachine.provide({
      actors: {
        loadDeparts: fromPromise(() => spies.load()),
        selectDepart: fromPromise(({ input }) => spies.select(input)),
      },
      actions: { storeUserInfo: (_, p) => spies.store(p.userInfo) },
    }),
  );
  const emitted: DepartSwitchEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, spies, emitted };
}

describe('departSwitchMachine', () => {
  it('stays hidden until opened', () => {
    const { actor, spies } = start(() => Promise.resolve({ list, orgCode: 'A01A01' }));
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(spies.load).not.toHaveBeenCalled();
  });

  it('loads the list and shows it with the current department pre-selected', async () => {
    const { actor } = start(() => Promise.resolve({ list, orgCode: 'A01A01' }));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context).toMatchObject({ departs: list, currentOrgCode: 'A01A01', selected: 'A01A01' });
  });

  it('does not pre-select when the current code is not in the list', async () => {
    const { actor } = start(() => Promise.resolve({ list, orgCode: 'ZZZ' }));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.selected).toBe('');
  });

  it('warns 您尚未设置部门信息! and closes on an empty list', async () => {
    const { actor, emitted } = start(() => Promise.resolve({ list: [], orgCode: null }));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(emitted).toEqual([
      { type: 'depart.warning', message: '您尚未设置部门信息!' },
      { type: 'depart.closed', reason: 'empty' },
    ]);
  });

  it('closes with the server message when the list cannot load', async () => {
    const { actor, emitted } = start(() => Promise.reject(new Error('网络超时')));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(emitted).toEqual([
      { type: 'depart.warning', message: '网络超时' },
      { type: 'depart.closed', reason: 'failed' },
    ]);
  });

  it('requires a selection before saving', async () => {
    const { actor, spies } = start(() => Promise.resolve({ list, orgCode: null }));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'depart.confirm' });
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(spies.select).not.toHaveBeenCalled();
  });

  it('saves the chosen department, stores the returned user info and closes', async () => {
    const { actor, spies, emitted } = start(() => Promise.resolve({ list, orgCode: 'A01A01' }));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'depart.select', orgCode: 'A01A02' });
    actor.send({ type: 'depart.confirm' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(spies.select).toHaveBeenCalledWith({ orgCode: 'A01A02', username: 'jeecg' });
    expect(spies.store).toHaveBeenCalledWith(expect.objectContaining({ orgCode: 'A01A02' }));
    expect(actor.getSnapshot().context.selected).toBe('');
    expect(emitted).toEqual([
      { type: 'depart.switched', message: '已切换到部门：财务处' },
      { type: 'depart.closed', reason: 'saved' },
    ]);
  });

  it('stays open with the message when saving fails', async () => {
    const { actor, spies } = start(() => Promise.resolve({ list, orgCode: 'A01A01' }), () => Promise.reject(new Error('操作失败')));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'depart.confirm' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('操作失败');
    expect(spies.store).not.toHaveBeenCalled();
  });

  it.each(['loading', 'shown'] as const)('cancel while %s closes without saving', async (state) => {
    const { actor, spies, emitted } = start(() =>
      state === 'loading' ? new Promise(() => {}) : Promise.resolve({ list, orgCode: null }),
    );
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches(state));
    actor.send({ type: 'depart.cancel' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(spies.select).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'depart.closed', reason: 'cancelled' }]);
  });

  it('reloads the list each time it opens', async () => {
    const { actor, spies } = start(() => Promise.resolve({ list, orgCode: null }));
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'depart.cancel' });
    actor.send({ type: 'depart.open', username: 'jeecg' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(spies.load).toHaveBeenCalledTimes(2);
  });
});

describe('departDialogTitle', () => {
  it('names the current department when the list knows it', () => {
    expect(departDialogTitle(list, 'A01A02')).toBe('部门切换（当前部门 : 财务处）');
  });
  it.each([null, 'ZZZ'])('falls back to 部门选择 for %j', (code) => {
    expect(departDialogTitle(list, code)).toBe('部门选择');
  });
});

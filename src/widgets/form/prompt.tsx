/**
 * `await prompt({ title, rules })` from anywhere: resolves with the text, or
 * null when cancelled. Prompts queue; a mounted <PromptHost /> shows them one
 * at a time. Several hosts may be mounted (the app's and a page's): only the
 * first one still mounted renders, so a prompt never shows twice.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PromptDialog, type PromptOptions } from './prompt-dialog';

interface Pending {
  id: number;
  options: PromptOptions;
  resolve: (value: string | null) => void;
}

interface State {
  queue: readonly Pending[];
  hosts: readonly number[];
}

let state: State = { queue: [], hosts: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: State) {
  state = next;
  for (const l of listeners) l();
}

export function prompt(options: PromptOptions): Promise<string | null> {
  // Without a host the promise would never settle; fail loudly instead.
  if (state.hosts.length === 0) return Promise.reject(new Error('prompt() needs a mounted <PromptHost />'));
  return new Promise((resolve) => {
    update({ ...state, queue: [...state.queue, { id: nextId++, options, resolve }] });
  });
}

function settle(id: number, value: string | null) {
  const item = state.queue.find((p) => p.id === id);
  update({ ...state, queue: state.queue.filter((p) => p.id !== id) });
  item?.resolve(value);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function PromptHost() {
  const [me] = useState(() => nextId++);
  const current = useSyncExternalStore(subscribe, () => state, () => state);

  useEffect(() => {
    update({ ...state, hosts: [...state.hosts, me] });
    return () => {
      const hosts = state.hosts.filter((h) => h !== me);
      // Nobody is left to answer: the open prompts count as cancelled.
      const dropped = hosts.length === 0 ? state.queue : [];
      update({ queue: hosts.length === 0 ? [] : state.queue, hosts });
      for (const p of dropped) p.resolve(null);
    };
  }, [me]);

  const head = current.queue[0];
  if (!head || current.hosts[0] !== me) return null;
  return <PromptDialog key={head.id} open options={head.options} onResult={(v) => settle(head.id, v)} />;
}

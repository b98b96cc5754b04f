/**
 * The session as React sees it. Storage stays the source of truth for token
 * and user info (they survive reloads); the permission list lives only here,
 * as in the Vue console's vuex store, so a reload fetches it again.
 */
import { useSyncExternalStore } from 'react';
import type { PermissionResult } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { ls } from '@/lib/storage';
import { ACCESS_TOKEN, USER_INFO } from './keys';

export interface SessionState {
  token: string | null;
  userInfo: SysUser | null;
  permissions: PermissionResult | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: SessionState | null = null;

function readStored(permissions: PermissionResult | null): SessionState {
  return {
    token: ls.get<string>(ACCESS_TOKEN),
    userInfo: ls.get<SysUser>(USER_INFO),
    permissions,
  };
}

function publish(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export const sessionStore = {
  getState(): SessionState {
    // Lazy so that importing this module never touches storage.
    if (state === null) state = readStored(null);
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setPermissions(permissions: PermissionResult | null) {
    publish({ ...sessionStore.getState(), permissions });
  },
  /** Re-reads token and user info from storage (after a login, logout or user-info change). */
  refresh() {
    publish(readStored(sessionStore.getState().permissions));
  },
  /** Forgets the permission list and re-reads storage. */
  reset() {
    publish(readStored(null));
  },
};

if (typeof window !== 'undefined') {
  // Another tab logging in or out changes the shared localStorage.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.endsWith(ACCESS_TOKEN) || e.key.endsWith(USER_INFO)) sessionStore.refresh();
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

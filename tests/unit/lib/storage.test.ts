import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage, ls, ss } from '@/lib/storage';

afterEach(() => vi.useRealTimers());

describe('createStorage', () => {
  it('writes vue-ls JSON under the namespace', () => {
    vi.useFakeTimers({ now: 1_000 });
    const s = createStorage(localStorage, 'pro__');
    s.set('k', { a: 1 }, 500);
    expect(JSON.parse(localStorage.getItem('pro__k') ?? '')).toEqual({ value: { a: 1 }, expire: 1_500 });
    s.set('forever', 'x');
    expect(JSON.parse(localStorage.getItem('pro__forever') ?? '')).toEqual({ value: 'x', expire: null });
  });

  it('reads an entry until it expires, then returns the fallback and removes it', () => {
    vi.useFakeTimers({ now: 1_000 });
    const s = createStorage(localStorage);
    s.set('k', 'v', 100);
    vi.setSystemTime(1_099);
    expect(s.get('k')).toBe('v');
    vi.setSystemTime(1_100);
    expect(s.get('k', 'fb')).toBe('fb');
    expect(localStorage.getItem('pro__k')).toBeNull();
  });

  it('returns the fallback for missing, corrupt and foreign values', () => {
    const s = createStorage(localStorage);
    expect(s.get('none')).toBeNull();
    localStorage.setItem('pro__bad', '{nope');
    expect(s.get('bad', 1)).toBe(1);
    localStorage.setItem('pro__raw', '"just a string"');
    expect(s.get('raw', 2)).toBe(2);
  });

  it('clear removes only its own namespace', () => {
    localStorage.setItem('other', '1');
    const s = createStorage(localStorage, 'ns_');
    s.set('a', 1);
    s.set('b', 2);
    s.clear();
    expect(localStorage.getItem('ns_a')).toBeNull();
    expect(localStorage.getItem('ns_b')).toBeNull();
    expect(localStorage.getItem('other')).toBe('1');
  });

  it('remove deletes one key; ls and ss use local and session storage', () => {
    ls.set('x', 1);
    ss.set('y', 2);
    expect(localStorage.getItem('pro__x')).not.toBeNull();
    expect(sessionStorage.getItem('pro__y')).not.toBeNull();
    ls.remove('x');
    expect(ls.get('x')).toBeNull();
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormState } from '@/widgets/form';

type Values = { name: string; code: string; driver: string };
const START: Values = { name: 'a', code: 'b', driver: '' };

describe('useFormState', () => {
  it('starts from the initial values (or their function) and the given messages', () => {
    const { result } = renderHook(() => useFormState(() => START, { errors: { name: '必填' } }));
    expect(result.current.values).toEqual(START);
    expect(result.current.errors).toEqual({ name: '必填' });
  });

  it('set changes one value, clears only that field’s message and calls onEdit', () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useFormState<Values>(START, { onEdit, errors: { name: '请输入名称', code: '编码重复' } }));
    act(() => result.current.set('name', 'x'));
    expect(result.current.values).toEqual({ ...START, name: 'x' });
    expect(result.current.errors.name).toBeUndefined();
    expect(result.current.errors.code).toBe('编码重复');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('set fills in derived values from the values before the edit', () => {
    const { result } = renderHook(() => useFormState<Values>(START));
    act(() => result.current.set('code', 'mysql', (before) => ({ driver: `${before.code}→driver`, name: 'derived' })));
    // The edited field wins over a derived value of the same name.
    expect(result.current.values).toEqual({ name: 'derived', code: 'mysql', driver: 'b→driver' });
  });

  it('reset replaces values and messages (no messages when none are given)', () => {
    const { result } = renderHook(() => useFormState<Values>(START, { errors: { code: '编码重复' } }));
    act(() => result.current.reset({ name: 'n', code: 'c', driver: 'd' }, { driver: '请选择' }));
    expect(result.current.values).toEqual({ name: 'n', code: 'c', driver: 'd' });
    expect(result.current.errors).toEqual({ driver: '请选择' });
    act(() => result.current.reset(START));
    expect(result.current.values).toEqual(START);
    expect(result.current.errors).toEqual({});
  });

  it('check stores what was found: false with messages, true and cleared without', () => {
    const { result } = renderHook(() => useFormState<Values>(START));
    let ok = true;
    act(() => {
      ok = result.current.check({ name: '请输入名称' });
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ name: '请输入名称' });
    act(() => {
      ok = result.current.check({});
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('reset and check keep their identity across renders (safe in effect dependencies)', () => {
    const { result, rerender } = renderHook(() => useFormState<Values>(START));
    const { reset, check } = result.current;
    rerender();
    expect(result.current.reset).toBe(reset);
    expect(result.current.check).toBe(check);
  });
});

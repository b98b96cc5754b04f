import { describe, it, expect, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRecordDialog } from '@/widgets/list';

interface Row {
  id: string;
}

describe('useRecordDialog', () => {
  it('opens from the list actions in their mode and closes without reloading', () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useRecordDialog<Row>(reload));
    expect(result.current.formProps.mode).toBeNull();
    act(() => result.current.listActions.onEdit({ id: '7' }));
    expect(result.current.formProps).toMatchObject({ mode: 'edit', record: { id: '7' } });
    act(() => result.current.listActions.onDetail({ id: '8' }));
    expect(result.current.dialog).toEqual({ mode: 'detail', record: { id: '8' } });
    act(() => result.current.formProps.onClose());
    expect(result.current.dialog).toBeNull();
    act(() => result.current.listActions.onAdd());
    expect(result.current.formProps).toMatchObject({ mode: 'add', record: null });
    expect(reload).not.toHaveBeenCalled();
  });

  it('closes and reloads the list after a save', () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useRecordDialog<Row>(reload));
    act(() => result.current.open('edit', { id: '1' }));
    act(() => result.current.formProps.onSaved());
    expect(result.current.dialog).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps its handlers between renders, so memoised lists do not re-render for them', () => {
    const { result, rerender } = renderHook(() => useRecordDialog<Row>(() => undefined));
    const before = result.current.listActions;
    rerender();
    expect(result.current.listActions).toBe(before);
  });
});

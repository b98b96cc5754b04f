import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryRead } from '@/widgets/form';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('queryRead', () => {
  it('is loading until the answer, then ready with what was read', async () => {
    let answer: (rows: string[]) => void = () => undefined;
    const { result } = renderHook(() => queryRead('数据规则', useQuery({ queryKey: ['rows'], queryFn: () => new Promise<string[]>((r) => (answer = r)) })), { wrapper: wrapper() });
    expect(result.current).toMatchObject({ label: '数据规则', status: 'loading', data: undefined, error: null });
    answer([]);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: [], error: null }));
  });

  it('reports a failure with its message and no data, never as an empty answer', async () => {
    const { result } = renderHook(() => queryRead('数据规则', useQuery({ queryKey: ['rows'], queryFn: (): Promise<string[]> => Promise.reject(new Error('查询失败')) })), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ data: undefined, error: '查询失败' });
  });

  it('reads again on 重试', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('查询失败')) : Promise.resolve(['a']));
    const { result } = renderHook(() => queryRead('数据规则', useQuery({ queryKey: ['rows'], queryFn: load })), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('error'));
    result.current.retry();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: ['a'] }));
  });
});

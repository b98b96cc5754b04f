import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExceptionPage, type ExceptionType } from '@/features/exception/ExceptionPage';

describe('ExceptionPage', () => {
  it.each<[ExceptionType, string]>([
    [403, '抱歉，你无权访问该页面'],
    [404, '抱歉，你访问的页面不存在'],
    [500, '抱歉，服务器出错了'],
  ])('shows %i with its description', (type, description) => {
    render(<ExceptionPage type={type} onHome={() => {}} />);
    expect(screen.getByRole('heading', { name: String(type) })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('returns home through the 返回首页 button', async () => {
    const onHome = vi.fn();
    render(<ExceptionPage type={404} onHome={onHome} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '返回首页' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });
});

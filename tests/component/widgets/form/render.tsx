/** Renders a form widget inside a fresh query cache (the dictionary widgets read through it). */
import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/app/query';
import { clearDictMemoryCache } from '@/api/sys/dict';

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

export function renderWidget(ui: ReactElement) {
  clearDictMemoryCache();
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Providers }) };
}

export function ok<T>(result: T, extra: Partial<{ message: string; code: number; success: boolean }> = {}) {
  return { success: true, message: '', code: 0, result, timestamp: 1, ...extra };
}

export function fail(message: string) {
  return { success: false, message, code: 500, result: null, timestamp: 1 };
}

/**
 * A text-valued widget held as a form holds it, starting at `initial`, with the current value
 * shown beside it (test id `value`) for the test to read what the widget emitted.
 */
export function Held({ initial = '', widget }: { initial?: string; widget: (value: string, onChange: (next: string) => void) => ReactNode }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {widget(value, setValue)}
      <output data-testid="value">{value}</output>
    </>
  );
}

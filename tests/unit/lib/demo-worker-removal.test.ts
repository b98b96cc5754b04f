import { describe, expect, it, vi } from 'vitest';
import { removeDemoWorker } from '@/lib/demo-worker-removal';

const ORIGIN = 'https://console.example';

function registration(scope: string) {
  return { scope, unregister: vi.fn(async () => true) } as unknown as ServiceWorkerRegistration & { unregister: ReturnType<typeof vi.fn> };
}

function container(registrations: ServiceWorkerRegistration[], controlled: boolean): ServiceWorkerContainer {
  return { getRegistrations: async () => registrations, controller: controlled ? ({} as ServiceWorker) : null } as unknown as ServiceWorkerContainer;
}

describe('the staff console removes a worker registered for its whole origin (the demo\'s, left there)', () => {
  it('unregisters it, leaves a worker of a narrower scope, and loads the page once more when it controls the page', async () => {
    const demo = registration('https://console.example/');
    const other = registration('https://console.example/portal/');
    const reload = vi.fn();
    await removeDemoWorker(container([demo, other], true), ORIGIN, reload);
    expect(demo.unregister).toHaveBeenCalledTimes(1);
    expect(other.unregister).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page the worker does not control', async () => {
    const demo = registration('https://console.example/');
    const reload = vi.fn();
    await removeDemoWorker(container([demo], false), ORIGIN, reload);
    expect(demo.unregister).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a console without such a worker alone, and survives a browser without service workers', async () => {
    const reload = vi.fn();
    await removeDemoWorker(container([registration('https://console.example/portal/')], true), ORIGIN, reload);
    await removeDemoWorker(undefined, ORIGIN, reload);
    await removeDemoWorker({ getRegistrations: async () => Promise.reject(new Error('blocked')) } as unknown as ServiceWorkerContainer, ORIGIN, reload);
    expect(reload).not.toHaveBeenCalled();
  });
});

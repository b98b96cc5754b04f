import { describe, expect, it, vi } from 'vitest';
import { removeDemoWorker } from '@/lib/demo-worker-removal';

function registration(scriptURL: string | null) {
  const worker = scriptURL ? ({ scriptURL } as ServiceWorker) : null;
  return { active: worker, waiting: null, installing: null, unregister: vi.fn(async () => true) } as unknown as ServiceWorkerRegistration & { unregister: ReturnType<typeof vi.fn> };
}

function container(registrations: ServiceWorkerRegistration[], controlled: boolean): ServiceWorkerContainer {
  return { getRegistrations: async () => registrations, controller: controlled ? ({} as ServiceWorker) : null } as unknown as ServiceWorkerContainer;
}

describe('the staff console removes a demo worker left at its origin', () => {
  it('unregisters the demo worker and loads the page once more when that worker controls it', async () => {
    const demo = registration('https://console.example/mockServiceWorker.js');
    const other = registration('https://console.example/other-worker.js');
    const reload = vi.fn();
    await removeDemoWorker(container([demo, other], true), reload);
    expect(demo.unregister).toHaveBeenCalledTimes(1);
    expect(other.unregister).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page the worker does not control', async () => {
    const demo = registration('https://console.example/mockServiceWorker.js');
    const reload = vi.fn();
    await removeDemoWorker(container([demo], false), reload);
    expect(demo.unregister).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a console without a demo worker alone, and survives a browser without service workers', async () => {
    const reload = vi.fn();
    await removeDemoWorker(container([registration('https://console.example/sw.js')], true), reload);
    await removeDemoWorker(undefined, reload);
    await removeDemoWorker({ getRegistrations: async () => Promise.reject(new Error('blocked')) } as unknown as ServiceWorkerContainer, reload);
    expect(reload).not.toHaveBeenCalled();
  });
});

import { lazy, useState, type ComponentType } from 'react';

interface Module<P> {
  default: ComponentType<P>;
}

/** A lazily loaded component whose chunk can also be fetched ahead of its first render. */
export type Preloadable<P> = ComponentType<P> & { preload(): Promise<Module<P>> };

/**
 * Like React.lazy, except that once the code has arrived (preloaded while the menu was asked
 * for, or loaded by an earlier render) it renders at once instead of suspending. React.lazy
 * suspends on every first render, and React then holds the screen back until 300 ms after its
 * fallback showed (the Suspense reveal throttle): a signed-in reload waited that long for a
 * shell and a screen whose code was already in the page.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<Module<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk may be fetched again by the next attempt.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function PreloadableComponent(props: P) {
    // One component type per mounted instance: changing from the lazy one to the loaded one
    // would mount the screen afresh and lose its state.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Type {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}

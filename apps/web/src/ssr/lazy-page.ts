/**
 * `React.lazy` that can be loaded ahead. The server loads a page's module before it renders
 * (so the HTML holds the page, not its spinner), and the browser loads the same modules before
 * it hydrates (so hydration finds the page the HTML shows). Once loaded, the lazy component
 * renders at once: its factory hands React an already-settled thenable, which React reads
 * without suspending.
 */
import { type ComponentType, isValidElement, type LazyExoticComponent, lazy } from 'react';
import type { RouteHandle } from '../layouts/useDocumentTitle.ts';

type Module<P> = { default: ComponentType<P> };

const settled = new WeakMap<() => Promise<unknown>, unknown>();

/** Loads a module once; later calls answer the same module. */
export async function preloadModule<M>(load: () => Promise<M>): Promise<M> {
  if (settled.has(load)) return settled.get(load) as M;
  const module = await load();
  settled.set(load, module);
  return module;
}

/** a thenable React reads synchronously: its callback runs inside `then` */
function settledThenable<M>(module: M): Promise<M> {
  // biome-ignore lint/suspicious/noThenProperty: React reads a settled thenable without suspending
  return { then: (resolve: (value: M) => unknown) => resolve(module) } as unknown as Promise<M>;
}

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/** A lazy component from a module loader; `.preload()` loads it ahead. */
export function lazyPage<P>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  const component = lazy(() =>
    settled.has(load) ? settledThenable(settled.get(load) as Module<P>) : preloadModule(load),
  ) as PreloadableComponent<P>;
  component.preload = () => preloadModule(load);
  return component;
}

interface MatchedRoute {
  params: Readonly<Record<string, string | undefined>>;
  route: { element?: unknown; handle?: unknown };
}

/**
 * Loads ahead what the matched routes render: their lazy components and whatever their
 * handles' `preload` names (see RouteHandle).
 */
export function preloadMatches(matches: readonly MatchedRoute[], locale: string): Promise<unknown> {
  return Promise.all(
    matches.flatMap(({ params, route }) => {
      const loads: Promise<unknown>[] = [];
      if (isValidElement(route.element)) {
        const preload = (route.element.type as { preload?: () => Promise<unknown> }).preload;
        if (typeof preload === 'function') loads.push(preload());
      }
      const handle = route.handle as RouteHandle | undefined;
      if (handle?.preload) loads.push(handle.preload(locale, params));
      return loads;
    }),
  );
}

/**
 * The cached views' bookkeeping (a view is active, cached or dropped), as pure
 * functions so the rules are tested without a browser: a bounded set, least recently used
 * dropped first, never the view on screen, and all of it dropped when its scope (the signed-in
 * person) changes.
 */

/** A cached view freezes after this long out of sight. */
export const KEEP_ALIVE_FREEZE_MS = 1000;

/** How many views stay cached at most; see docs/decisions/. */
export const KEEP_ALIVE_MAX_VIEWS = 5;

export interface CachedView<T> {
  value: T;
  /** a counter, not a clock: higher is more recent */
  lastUsed: number;
}

export interface ViewCache<T> {
  scope: string;
  views: Map<string, CachedView<T>>;
  tick: number;
}

export function createViewCache<T>(scope: string): ViewCache<T> {
  return { scope, views: new Map(), tick: 0 };
}

/**
 * Shows `key` with `value`: stores or refreshes it as the most recent view, then drops the
 * least recently used others while more than `max` are kept. A changed scope drops everything
 * first. Mutates and returns the cache (it lives in a ref; rendering twice gives the same views).
 */
export function showView<T>(
  cache: ViewCache<T>,
  scope: string,
  key: string | null,
  value: T,
  max: number = KEEP_ALIVE_MAX_VIEWS,
): ViewCache<T> {
  if (cache.scope !== scope) {
    cache.scope = scope;
    cache.views.clear();
  }
  if (key === null) return cache;
  cache.tick += 1;
  cache.views.set(key, { value, lastUsed: cache.tick });
  while (cache.views.size > Math.max(1, max)) {
    let oldest: string | null = null;
    let oldestUse = Number.POSITIVE_INFINITY;
    for (const [candidate, view] of cache.views) {
      if (candidate !== key && view.lastUsed < oldestUse) {
        oldest = candidate;
        oldestUse = view.lastUsed;
      }
    }
    if (oldest === null) break;
    cache.views.delete(oldest);
  }
  return cache;
}

/** Drops every cached view, or only the one under `key`. */
export function dropViews<T>(cache: ViewCache<T>, key?: string): void {
  if (key === undefined) cache.views.clear();
  else cache.views.delete(key);
}

/**
 * Calls `freeze` once the view has been out of sight for `delay` ms; the returned function
 * cancels it (the view came back, or went away).
 */
export function scheduleFreeze(freeze: () => void, delay: number = KEEP_ALIVE_FREEZE_MS) {
  const timer = setTimeout(freeze, delay);
  return () => clearTimeout(timer);
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createViewCache,
  dropViews,
  KEEP_ALIVE_FREEZE_MS,
  KEEP_ALIVE_MAX_VIEWS,
  scheduleFreeze,
  showView,
} from './cache.ts';

const keys = (cache: { views: Map<string, unknown> }) => [...cache.views.keys()];

describe('the cached views', () => {
  it('keeps each shown view under its key, refreshing the value', () => {
    const cache = createViewCache<string>('user-1');
    showView(cache, 'user-1', '/plugins', 'market v1');
    showView(cache, 'user-1', '/admin', 'admin');
    showView(cache, 'user-1', '/plugins', 'market v2');
    expect(keys(cache)).toEqual(['/plugins', '/admin']);
    expect(cache.views.get('/plugins')?.value).toBe('market v2');
  });

  it('a page that is not kept (key null) adds nothing', () => {
    const cache = createViewCache<string>('user-1');
    showView(cache, 'user-1', '/plugins', 'market');
    showView(cache, 'user-1', null, 'home');
    expect(keys(cache)).toEqual(['/plugins']);
  });

  it(`holds at most ${KEEP_ALIVE_MAX_VIEWS} views, dropping the least recently used`, () => {
    const cache = createViewCache<number>('user-1');
    for (let page = 1; page <= KEEP_ALIVE_MAX_VIEWS; page += 1) {
      showView(cache, 'user-1', `/view/${page}`, page);
    }
    // coming back to the first makes the second the oldest
    showView(cache, 'user-1', '/view/1', 1);
    showView(cache, 'user-1', '/view/new', 0);
    expect(cache.views.size).toBe(KEEP_ALIVE_MAX_VIEWS);
    expect(keys(cache)).not.toContain('/view/2');
    expect(keys(cache)).toContain('/view/1');
    expect(keys(cache)).toContain('/view/new');
  });

  it('never drops the view on screen, even with a bound of one', () => {
    const cache = createViewCache<string>('user-1');
    showView(cache, 'user-1', '/a', 'a', 1);
    showView(cache, 'user-1', '/b', 'b', 1);
    expect(keys(cache)).toEqual(['/b']);
    showView(cache, 'user-1', '/b', 'b', 0);
    expect(keys(cache)).toEqual(['/b']);
  });

  it('drops every view when the scope changes (logout, another person)', () => {
    const cache = createViewCache<string>('user-1');
    showView(cache, 'user-1', '/admin/orders', 'orders');
    showView(cache, 'user-1', '/plugins', 'market');
    showView(cache, 'visitor', null, 'home');
    expect(cache.views.size).toBe(0);
    showView(cache, 'visitor', '/plugins', 'market');
    expect(keys(cache)).toEqual(['/plugins']);
  });

  it('drops one view or all on request', () => {
    const cache = createViewCache<string>('user-1');
    showView(cache, 'user-1', '/a', 'a');
    showView(cache, 'user-1', '/b', 'b');
    dropViews(cache, '/a');
    expect(keys(cache)).toEqual(['/b']);
    dropViews(cache);
    expect(cache.views.size).toBe(0);
  });
});

describe('freezing a view out of sight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`freezes after exactly ${KEEP_ALIVE_FREEZE_MS} ms`, () => {
    expect(KEEP_ALIVE_FREEZE_MS).toBe(1000);
    const freeze = vi.fn();
    scheduleFreeze(freeze);
    vi.advanceTimersByTime(999);
    expect(freeze).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(freeze).toHaveBeenCalledTimes(1);
  });

  it('does not freeze a view that came back in time', () => {
    const freeze = vi.fn();
    const cancel = scheduleFreeze(freeze);
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(freeze).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptDeepLink, DEEP_LINK_POLL_MS, DEEP_LINK_TIMEOUT_MS } from './deep-link.ts';

describe('attemptDeepLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the deep link and reports the app opened once the page is hidden', async () => {
    let hidden = false;
    const open = vi.fn();
    const outcome = attemptDeepLink('legion://open', { open, hidden: () => hidden });
    expect(open).toHaveBeenCalledWith('legion://open');
    await vi.advanceTimersByTimeAsync(DEEP_LINK_POLL_MS * 3);
    hidden = true;
    await vi.advanceTimersByTimeAsync(DEEP_LINK_POLL_MS);
    await expect(outcome).resolves.toBe('opened');
  });

  it('fails after 1000 ms when the page stays visible, not before', async () => {
    let settled: string | null = null;
    void attemptDeepLink('legion://open', { open: () => {}, hidden: () => false }).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(DEEP_LINK_TIMEOUT_MS - DEEP_LINK_POLL_MS);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(DEEP_LINK_POLL_MS);
    expect(settled).toBe('failed');
  });

  it('checks every 20 ms', async () => {
    const hidden = vi.fn(() => false);
    void attemptDeepLink('legion://open', { open: () => {}, hidden });
    await vi.advanceTimersByTimeAsync(200);
    expect(hidden).toHaveBeenCalledTimes(200 / DEEP_LINK_POLL_MS);
    expect(DEEP_LINK_POLL_MS).toBe(20);
    expect(DEEP_LINK_TIMEOUT_MS).toBe(1000);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  giveUpAfter,
  isNearViewport,
  LAZY_IMAGE_THRESHOLD_PX,
  LAZY_IMAGE_THROTTLE_MS,
  LAZY_IMAGE_TIMEOUT_MS,
  throttle,
} from './timing.ts';

const viewport = { width: 375, height: 800 };
const box = (top: number, height = 50) => ({ top, bottom: top + height, left: 0, right: 100 });

describe('lazy image timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads within 100 px of the viewport, not beyond', () => {
    expect(LAZY_IMAGE_THRESHOLD_PX).toBe(100);
    expect(isNearViewport(box(899), viewport)).toBe(true);
    expect(isNearViewport(box(900), viewport)).toBe(false);
    expect(isNearViewport(box(-149), viewport)).toBe(true);
    expect(isNearViewport(box(-150), viewport)).toBe(false);
  });

  it('checks at most every 300 ms, and always checks the last position', () => {
    expect(LAZY_IMAGE_THROTTLE_MS).toBe(300);
    const run = vi.fn();
    const check = throttle(run);
    check.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(20);
      check.call();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS - 200);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(run).toHaveBeenCalledTimes(2);
    check.call();
    check.cancel();
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('gives up after 10000 ms unless cancelled', () => {
    expect(LAZY_IMAGE_TIMEOUT_MS).toBe(10_000);
    const failed = vi.fn();
    giveUpAfter(failed);
    vi.advanceTimersByTime(LAZY_IMAGE_TIMEOUT_MS - 1);
    expect(failed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(failed).toHaveBeenCalledOnce();
    const settled = vi.fn();
    const cancel = giveUpAfter(settled);
    cancel();
    vi.advanceTimersByTime(LAZY_IMAGE_TIMEOUT_MS);
    expect(settled).not.toHaveBeenCalled();
  });
});

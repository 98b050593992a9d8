/**
 * The pace of processing documents is learnt as a cost per job and a cost per byte, so that a
 * run of small files (nearly all their time the cost of a job) does not make a larger one look
 * like a quarter of an hour's work.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACE, paceOf, secondsFor } from '../src/knowledge/pace.ts';

const KB = 1024;

describe('the pace of processing', () => {
  it('is the default before any document was processed', () => {
    expect(paceOf([])).toEqual(DEFAULT_PACE);
  });

  it('tells the cost of a job from the cost of a byte when sizes differ', () => {
    // 0.2 s a job and 1 s a megabyte
    const samples = [1, 10, 50, 200, 1000, 3000].map((kb) => ({
      bytes: kb * KB,
      seconds: 0.2 + (kb * KB) / (1024 * KB),
    }));
    const pace = paceOf(samples);
    expect(pace.secondsPerJob).toBeCloseTo(0.2, 5);
    expect(pace.secondsPerByte * 1024 * KB).toBeCloseTo(1, 5);
  });

  it('does not read a run of small files as a slow reader of bytes', () => {
    // fifty files of 100 bytes, half a second each: the time was the jobs', not the bytes'
    const samples = Array.from({ length: 50 }, () => ({ bytes: 100, seconds: 0.5 }));
    const pace = paceOf(samples);
    const wait = secondsFor({ bytes: 400 * KB, jobs: 1 }, pace, 2);
    expect(wait).toBeLessThan(10);
    expect(wait).toBeGreaterThanOrEqual(1);
  });

  it('scales the default when one machine runs slower than it says', () => {
    const slow = paceOf([{ bytes: 400 * KB, seconds: 13 }]);
    expect(slow.secondsPerJob / DEFAULT_PACE.secondsPerJob).toBeCloseTo(10, 5);
    expect(slow.secondsPerByte / DEFAULT_PACE.secondsPerByte).toBeCloseTo(10, 5);
  });

  it('counts one job ahead on one runner and many on all of them', () => {
    const pace = { secondsPerJob: 1, secondsPerByte: 0 };
    expect(secondsFor({ bytes: 0, jobs: 1 }, pace, 2)).toBe(1);
    expect(secondsFor({ bytes: 0, jobs: 6 }, pace, 2)).toBe(3);
    // a file alone ahead is not processed any faster by a second runner
    expect(secondsFor({ bytes: 0, jobs: 1 }, { secondsPerJob: 8, secondsPerByte: 0 }, 2)).toBe(8);
  });

  it('skips samples that cannot be (a clock that went back)', () => {
    expect(paceOf([{ bytes: 100, seconds: -3 }])).toEqual(DEFAULT_PACE);
  });
});

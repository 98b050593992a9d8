import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLOB_CACHE_CLEANUP_MS,
  BLOB_CACHE_IDLE_RELEASE_MS,
  BLOB_CACHE_MAX_AGE_MS,
  type BlobCache,
  createBlobCache,
} from './blob-cache.ts';

let made: string[];
let revoked: string[];
let cache: BlobCache;

const blob = () => Promise.resolve(new Blob(['x']));

beforeEach(() => {
  vi.useFakeTimers();
  made = [];
  revoked = [];
  let next = 0;
  cache = createBlobCache({
    now: () => Date.now(),
    createObjectURL: () => {
      next += 1;
      const url = `blob:test/${next}`;
      made.push(url);
      return url;
    },
    revokeObjectURL: (url) => revoked.push(url),
  });
});

afterEach(() => {
  cache.dispose();
  vi.useRealTimers();
});

describe('the blob URL cache', () => {
  it('loads a file once and hands every user the same URL', async () => {
    const load = vi.fn(blob);
    const [first, second] = await Promise.all([
      cache.acquire('f1', 'a.pdf', load),
      cache.acquire('f1', 'a.pdf', load),
    ]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.get('f1')).toMatchObject({ fileId: 'f1', fileName: 'a.pdf', refCount: 2 });
  });

  it('removes and revokes an entry 60 s after its last user lets go', async () => {
    const url = await cache.acquire('f1', 'a.pdf', blob);
    cache.release('f1');
    vi.advanceTimersByTime(BLOB_CACHE_IDLE_RELEASE_MS - 1);
    expect(cache.get('f1')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('f1')).toBeUndefined();
    expect(revoked).toEqual([url]);
  });

  it('keeps an entry taken again within the 60 s', async () => {
    await cache.acquire('f1', 'a.pdf', blob);
    cache.release('f1');
    vi.advanceTimersByTime(30_000);
    await cache.acquire('f1', 'a.pdf', blob);
    vi.advanceTimersByTime(BLOB_CACHE_IDLE_RELEASE_MS * 2);
    expect(cache.get('f1')?.refCount).toBe(1);
    expect(revoked).toEqual([]);
  });

  it('drops unused entries older than 30 minutes at the 5-minute cleanup, never ones in use', async () => {
    const idleTooLong = createBlobCache({
      idleReleaseMs: Number.POSITIVE_INFINITY,
      revokeObjectURL: (url) => revoked.push(url),
      createObjectURL: () => `blob:old/${made.push('x')}`,
    });
    await idleTooLong.acquire('unused', 'u.txt', blob);
    idleTooLong.release('unused');
    await idleTooLong.acquire('used', 'v.txt', blob);
    vi.advanceTimersByTime(BLOB_CACHE_MAX_AGE_MS);
    // the first cleanup after 30 minutes has passed (at 35 minutes)
    vi.advanceTimersByTime(BLOB_CACHE_CLEANUP_MS);
    expect(idleTooLong.get('unused')).toBeUndefined();
    expect(idleTooLong.get('used')).toBeDefined();
    idleTooLong.dispose();
  });

  it('holds at most 50 entries, evicting the least recently used unused ones', async () => {
    for (let index = 0; index < 50; index++) {
      await cache.acquire(`f${index}`, `${index}.txt`, blob);
      vi.advanceTimersByTime(10);
    }
    // all but f0 and f1 are let go, f1 last; f0 stays in use
    for (let index = 2; index < 50; index++) cache.release(`f${index}`);
    vi.advanceTimersByTime(10);
    cache.release('f1');
    await cache.acquire('f50', '50.txt', blob);
    expect(cache.size).toBe(50);
    // the least recently used of the unused ones went: f2
    expect(cache.get('f2')).toBeUndefined();
    expect(cache.get('f0')).toBeDefined();
    expect(cache.get('f1')).toBeDefined();
  });

  it('revokes every URL when disposed', async () => {
    await cache.acquire('f1', 'a.pdf', blob);
    await cache.acquire('f2', 'b.pdf', blob);
    cache.dispose();
    expect(revoked.sort()).toEqual([...made].sort());
    expect(cache.size).toBe(0);
  });
});

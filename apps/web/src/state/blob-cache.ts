/**
 * Object URLs for file previews: a file fetched once is
 * shown from one `blob:` URL while anything uses it. At most 50 entries; an entry older than
 * 30 minutes is dropped once nothing uses it; a cleanup runs every 5 minutes; an entry whose
 * last user let go is removed after 60 s unless someone takes it again. Every URL removed is
 * revoked, so the browser frees the file's memory.
 */

export const BLOB_CACHE_MAX_ENTRIES = 50;
export const BLOB_CACHE_MAX_AGE_MS = 30 * 60_000;
export const BLOB_CACHE_CLEANUP_MS = 5 * 60_000;
export const BLOB_CACHE_IDLE_RELEASE_MS = 60_000;

export interface BlobCacheEntry {
  url: string;
  fileId: string;
  fileName: string;
  /** how many users hold the URL now */
  refCount: number;
  createTime: number;
  lastUsed: number;
}

export interface BlobCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  cleanupIntervalMs?: number;
  idleReleaseMs?: number;
  now?: () => number;
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
}

export interface BlobCache {
  /** the file's URL, loading it the first time; the caller must `release` it when done */
  acquire(fileId: string, fileName: string, load: () => Promise<Blob>): Promise<string>;
  /** lets go of one use; the last one schedules the removal */
  release(fileId: string): void;
  get(fileId: string): Readonly<BlobCacheEntry> | undefined;
  readonly size: number;
  /** drops what is too old and unused, then the least recently used unused ones over the limit */
  cleanup(): void;
  /** stops the timers and revokes every URL */
  dispose(): void;
}

export function createBlobCache(options: BlobCacheOptions = {}): BlobCache {
  const maxEntries = options.maxEntries ?? BLOB_CACHE_MAX_ENTRIES;
  const maxAgeMs = options.maxAgeMs ?? BLOB_CACHE_MAX_AGE_MS;
  const idleReleaseMs = options.idleReleaseMs ?? BLOB_CACHE_IDLE_RELEASE_MS;
  const now = options.now ?? Date.now;
  const createUrl = options.createObjectURL ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revokeUrl = options.revokeObjectURL ?? ((url: string) => URL.revokeObjectURL(url));

  const entries = new Map<string, BlobCacheEntry>();
  const loading = new Map<string, Promise<BlobCacheEntry>>();
  const idleTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function remove(fileId: string) {
    const entry = entries.get(fileId);
    if (!entry) return;
    clearTimeout(idleTimers.get(fileId));
    idleTimers.delete(fileId);
    entries.delete(fileId);
    revokeUrl(entry.url);
  }

  function cleanup() {
    const time = now();
    for (const entry of [...entries.values()]) {
      if (entry.refCount === 0 && time - entry.createTime > maxAgeMs) remove(entry.fileId);
    }
    if (entries.size <= maxEntries) return;
    const unused = [...entries.values()]
      .filter((entry) => entry.refCount === 0)
      .sort((a, b) => a.lastUsed - b.lastUsed);
    for (const entry of unused) {
      if (entries.size <= maxEntries) break;
      remove(entry.fileId);
    }
  }

  const interval = setInterval(cleanup, options.cleanupIntervalMs ?? BLOB_CACHE_CLEANUP_MS);

  function take(entry: BlobCacheEntry): string {
    clearTimeout(idleTimers.get(entry.fileId));
    idleTimers.delete(entry.fileId);
    entry.refCount += 1;
    entry.lastUsed = now();
    return entry.url;
  }

  return {
    async acquire(fileId, fileName, load) {
      const cached = entries.get(fileId);
      if (cached) return take(cached);
      let pending = loading.get(fileId);
      if (!pending) {
        pending = load().then((blob) => {
          const time = now();
          const entry: BlobCacheEntry = {
            url: createUrl(blob),
            fileId,
            fileName,
            refCount: 0,
            createTime: time,
            lastUsed: time,
          };
          entries.set(fileId, entry);
          return entry;
        });
        loading.set(fileId, pending);
        pending.then(
          () => loading.delete(fileId),
          () => loading.delete(fileId),
        );
      }
      const url = take(await pending);
      // a new entry may take the cache over its limit: make room among the unused ones
      if (entries.size > maxEntries) cleanup();
      return url;
    },
    release(fileId) {
      const entry = entries.get(fileId);
      if (!entry || entry.refCount === 0) return;
      entry.refCount -= 1;
      entry.lastUsed = now();
      if (entry.refCount > 0) return;
      idleTimers.set(
        fileId,
        setTimeout(() => remove(fileId), idleReleaseMs),
      );
    },
    get: (fileId) => entries.get(fileId),
    get size() {
      return entries.size;
    },
    cleanup,
    dispose() {
      clearInterval(interval);
      for (const fileId of [...entries.keys()]) remove(fileId);
    },
  };
}

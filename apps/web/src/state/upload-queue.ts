/**
 * The app's one queue of knowledge-document uploads (files chosen on an upload page
 * must not be lost when the person moves on). It lives in the Jotai store, not in a page:
 * files go up two at a time whatever page is showing, a file that fails for a passing reason
 * (no network, a 5xx, the upload rate) is tried again on its own a couple of times and then
 * waits with its reason for a person's retry, and each document the server is still
 * processing is followed until it is available or has failed. Every landing refreshes the
 * base's document list, the bases and the space used.
 *
 * The upload page adds to it and lists its base's files; the shell's tray shows it
 * everywhere else, and the shell asks before the tab closes while files are still going up.
 */
import {
  API_CODES,
  ApiError,
  KNOWLEDGE_EXTENSIONS,
  KNOWLEDGE_UPLOAD,
  type KnowledgeDocument,
  type KnowledgeUsage,
  NETWORK_ERROR,
} from '@legion/api';
import { atom, type Getter, type Setter } from 'jotai';
import { api } from '../api.ts';
import { BASES_KEY, documentsKey, USAGE_KEY } from '../features/knowledge/keys.ts';
import {
  isFinished,
  type UploadItem,
  type UploadPhase,
  type UploadRejection,
  uploadItemsAtom,
} from './upload-items.ts';

export * from './upload-items.ts';

/** files sent at the same time; the rest wait their turn */
export const PARALLEL_UPLOADS = 2;
/** how often the documents still processing are asked after */
const POLL_MS = 1500;
/** up to this many in a base are asked after one by one; more, through the base's list */
const FEW_TO_ASK_ONE_BY_ONE = 3;
/** the newest 200 documents of a base hold every file of one drop that is still processing */
const MAX_LIST_PAGES = 4;
/** the pauses before sending again a file that failed for a passing reason */
const AUTO_RETRY_DELAYS_MS = [1000, 4000];

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** the bytes the queue will still add to the space used */
function pendingBytes(items: UploadItem[]) {
  return items
    .filter((item) => item.phase.name === 'waiting' || item.phase.name === 'uploading')
    .reduce((sum, item) => sum + item.file.size, 0);
}

/** what is wrong with a file before it is sent, or null when it may go */
export function rejectionOf(
  file: File,
  baseId: string,
  queued: UploadItem[],
  usage: KnowledgeUsage | undefined,
): UploadRejection | null {
  const extension = extensionOf(file.name);
  if (!(KNOWLEDGE_EXTENSIONS as readonly string[]).includes(extension))
    return { kind: 'type', extension };
  if (file.size > KNOWLEDGE_UPLOAD.maxBytes) return { kind: 'size' };
  if (file.size === 0) return { kind: 'empty' };
  const again = queued.some(
    (item) =>
      item.baseId === baseId &&
      fileKey(item.file) === fileKey(file) &&
      item.phase.name !== 'rejected' &&
      item.phase.name !== 'refused',
  );
  if (again) return { kind: 'duplicate' };
  if (usage) {
    const leftBytes = Math.max(0, usage.quotaBytes - usage.usedBytes - pendingBytes(queued));
    if (file.size > leftBytes) return { kind: 'space', leftBytes };
  }
  return null;
}

let nextKey = 0;

function patch(set: Setter, key: string, phase: UploadPhase, only?: UploadPhase['name']) {
  set(uploadItemsAtom, (items) =>
    items.map((item) =>
      item.key === key && (!only || item.phase.name === only) ? { ...item, phase } : item,
    ),
  );
}

/** a failure that may pass by itself: nothing came back, the server faltered, or too fast */
function passing(error: unknown) {
  return (
    error instanceof ApiError &&
    (error.code === NETWORK_ERROR ||
      error.status === 429 ||
      (error.status !== null && error.status >= 500))
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** tells the screens of a base that its documents (and the space used) changed */
function refresh(item: UploadItem) {
  const { queryClient } = item.via;
  void queryClient.invalidateQueries({ queryKey: documentsKey(item.baseId) });
  void queryClient.invalidateQueries({ queryKey: BASES_KEY });
  void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
}

async function sendOne(get: Getter, set: Setter, item: UploadItem) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const document = await item.via.send(item.baseId, item.file, {
        onProgress: (percent) => patch(set, item.key, { name: 'uploading', percent }, 'uploading'),
        ...(item.allowSameContent ? { sameContent: 'allow' as const } : {}),
      });
      patch(set, item.key, { name: 'sent', document });
      refresh(item);
      break;
    } catch (error) {
      if (error instanceof ApiError && error.code === API_CODES.sameContent && error.sameContent) {
        patch(set, item.key, { name: 'sameContent', existing: error.sameContent });
        break;
      }
      const delay = AUTO_RETRY_DELAYS_MS[attempt];
      const stillQueued = get(uploadItemsAtom).some((entry) => entry.key === item.key);
      if (stillQueued && delay !== undefined && passing(error)) {
        patch(set, item.key, { name: 'uploading', percent: 0 }, 'uploading');
        await pause(delay);
        continue;
      }
      const message = error instanceof Error ? error.message : '';
      patch(set, item.key, { name: 'refused', message });
      break;
    }
  }
  pump(get, set);
  follow(get, set);
}

/**
 * Starts waiting files while fewer than PARALLEL_UPLOADS are on their way. Plain functions
 * rather than atoms of their own: inside an atom's write, `set` of that same atom sets its
 * value instead of writing it again, so a file that lands could not start the next.
 */
function pump(get: Getter, set: Setter) {
  const items = get(uploadItemsAtom);
  let free = PARALLEL_UPLOADS - items.filter((item) => item.phase.name === 'uploading').length;
  for (const item of items) {
    if (free <= 0) break;
    if (item.phase.name !== 'waiting') continue;
    free -= 1;
    patch(set, item.key, { name: 'uploading', percent: 0 });
    void sendOne(get, set, item);
  }
}

/** the follower of processing documents, one per store */
const followerAtom = atom<{ timer: ReturnType<typeof setTimeout> | null } | null>(null);

const documentOf = (item: UploadItem) => (item.phase as { document: KnowledgeDocument }).document;

/**
 * The latest state of a base's documents that are processing: each asked after on its own
 * when they are few, else the base's newest documents a page of 50 at a time (one call, not
 * one per file, when a whole folder was dropped).
 */
async function latestOf(baseId: string, items: UploadItem[]) {
  const wanted = new Set(items.map((item) => documentOf(item).id));
  const latest = new Map<string, KnowledgeDocument>();
  if (wanted.size <= FEW_TO_ASK_ONE_BY_ONE) {
    const answers = await Promise.allSettled(
      [...wanted].map((documentId) => api.call('knowledgeDocument', { id: baseId, documentId })),
    );
    for (const answer of answers) {
      if (answer.status === 'fulfilled') latest.set(answer.value.id, answer.value);
    }
    return latest;
  }
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const answer = await api
      .call('knowledgeDocuments', {
        id: baseId,
        page,
        pageSize: 50,
        sort: 'uploadedAt',
        order: 'desc',
      })
      .catch(() => null);
    if (!answer) break;
    for (const document of answer.items) {
      if (wanted.has(document.id)) latest.set(document.id, document);
    }
    if (latest.size === wanted.size || page * answer.pageSize >= answer.total) break;
  }
  return latest;
}

/** follows the documents still processing until each is available or has failed */
function follow(get: Getter, set: Setter) {
  let follower = get(followerAtom);
  if (!follower) {
    follower = { timer: null };
    set(followerAtom, follower);
  }
  const state = follower;
  if (state.timer) return;
  const tick = async () => {
    const processing = get(uploadItemsAtom).filter(
      (item) => item.phase.name === 'sent' && item.phase.document.status === 'processing',
    );
    if (processing.length === 0) {
      state.timer = null;
      return;
    }
    const bases = Map.groupBy(processing, (item) => item.baseId);
    await Promise.all(
      [...bases].map(async ([baseId, items]) => {
        const latest = await latestOf(baseId, items);
        let finished = false;
        for (const item of items) {
          const document = latest.get(documentOf(item).id);
          if (!document) continue;
          patch(set, item.key, { name: 'sent', document }, 'sent');
          if (document.status !== 'processing') finished = true;
        }
        if (finished && items[0]) refresh(items[0]);
      }),
    );
    state.timer = setTimeout(() => void tick(), POLL_MS);
  };
  state.timer = setTimeout(() => void tick(), POLL_MS);
}

/** adds files chosen for a base: each is checked, the good ones queued */
export const addUploadsAtom = atom(
  null,
  (
    get,
    set,
    {
      baseId,
      baseName,
      files,
      usage,
      via,
    }: {
      baseId: string;
      baseName: string;
      files: File[];
      usage: KnowledgeUsage | undefined;
      via: UploadItem['via'];
    },
  ) => {
    const items = [...get(uploadItemsAtom)];
    for (const file of files) {
      const rejection = rejectionOf(file, baseId, items, usage);
      nextKey += 1;
      items.push({
        key: `upload-${nextKey}`,
        baseId,
        baseName,
        file,
        via,
        phase: rejection ? { name: 'rejected', rejection } : { name: 'waiting' },
      });
    }
    set(uploadItemsAtom, items);
    pump(get, set);
  },
);

/** sends a refused file again */
export const resendUploadAtom = atom(null, (get, set, key: string) => {
  patch(set, key, { name: 'waiting' }, 'refused');
  pump(get, set);
});

/** sends a file whose content the base already holds, as the person said to */
export const uploadAnywayAtom = atom(null, (get, set, key: string) => {
  set(uploadItemsAtom, (items) =>
    items.map((item) =>
      item.key === key && item.phase.name === 'sameContent'
        ? { ...item, allowSameContent: true, phase: { name: 'waiting' } }
        : item,
    ),
  );
  pump(get, set);
});

/** asks the server to process again a document that failed */
export const retryProcessingAtom = atom(null, async (get, set, key: string) => {
  const item = get(uploadItemsAtom).find((entry) => entry.key === key);
  if (item?.phase.name !== 'sent') return;
  try {
    const queued = await api.call('retryKnowledgeDocument', {
      id: item.baseId,
      documentId: item.phase.document.id,
    });
    patch(set, key, { name: 'sent', document: queued }, 'sent');
    refresh(item);
    follow(get, set);
  } catch (error) {
    patch(set, key, { name: 'refused', message: error instanceof Error ? error.message : '' });
  }
});

/** takes a finished (or not yet started, or not to be sent after all) file off the list */
export const removeUploadAtom = atom(null, (_get, set, key: string) => {
  set(uploadItemsAtom, (items) =>
    items.filter(
      (item) =>
        item.key !== key ||
        !(isFinished(item) || item.phase.name === 'waiting' || item.phase.name === 'sameContent'),
    ),
  );
});

/** takes every finished file off the list (of one base, or all) */
export const clearFinishedUploadsAtom = atom(null, (_get, set, baseId?: string) => {
  set(uploadItemsAtom, (items) =>
    items.filter((item) => !isFinished(item) || (baseId !== undefined && item.baseId !== baseId)),
  );
});

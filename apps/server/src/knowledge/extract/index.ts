/**
 * Text extraction for uploaded knowledge documents. `extractText` never
 * throws for bad input: every outcome is a result, a failure with a reason and a message the
 * uploader can act on. Each document is parsed in a worker thread with a memory limit and a time
 * budget, so a hostile or broken file is terminated instead of blocking or crashing the server (a
 * Promise.race alone cannot stop synchronous parsing). A worker that answered in time is kept for
 * the next document (starting one and loading its parsers cost more than parsing most documents:
 * decision 0084); one that overran, crashed or ran out of memory is ended and never reused, and
 * an idle one ends after IDLE_WORKER_MS.
 */
import { Worker } from 'node:worker_threads';
import { type Dictionary, NO_DICTIONARY } from '../tokenize.ts';
import { formatOf } from './parse.ts';
import type { ExtractResult } from './types.ts';
import type { WorkerAnswer, WorkerRequest } from './worker.ts';

export { countCharacters, normalizeWhitespace } from './count.ts';
export { formatOf } from './parse.ts';
export {
  type ExtractFailureReason,
  type ExtractResult,
  KNOWLEDGE_FORMATS,
  type KnowledgeFormat,
  type PageCount,
} from './types.ts';

/** the largest knowledge file accepted: 20 MB */
export const KNOWLEDGE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const EXTRACT_TIMEOUT_MS = 60_000;
const WORKER_HEAP_MB = 1024;
/** how long a worker waits for the next document before it ends */
const IDLE_WORKER_MS = 30_000;
/** how many idle workers are kept: as many as the ingest parses documents at once */
const IDLE_WORKERS = 2;

export interface ExtractOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** also answer the text's chunks with their terms' weights, made in the worker */
  chunks?: boolean;
  /** the base's dictionary the terms are made by (with `chunks`) */
  dictionary?: Dictionary;
}

export async function extractText(
  input: { bytes: Uint8Array; fileName: string },
  {
    timeoutMs = EXTRACT_TIMEOUT_MS,
    maxBytes = KNOWLEDGE_FILE_MAX_BYTES,
    chunks = false,
    dictionary = NO_DICTIONARY,
  }: ExtractOptions = {},
): Promise<ExtractResult> {
  const format = formatOf(input.fileName);
  if (!format) {
    return {
      ok: false,
      format: null,
      reason: 'unsupported',
      message:
        'This file type is not supported. Upload TXT, Markdown, MDX, PDF, HTML, XLSX, XLS, DOCX, CSV, VTT or .properties files.',
    };
  }
  if (input.bytes.length > maxBytes) {
    return {
      ok: false,
      format,
      reason: 'too-large',
      message: `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Split it into smaller files and upload them.`,
    };
  }
  const answer = await inWorker({ bytes: input.bytes, format, chunks, dictionary }, timeoutMs);
  if ('text' in answer) {
    return {
      ok: true,
      format,
      text: answer.text,
      characters: answer.characters,
      ...(answer.pages ? { pages: answer.pages } : {}),
      ...(answer.chunks ? { chunks: answer.chunks } : {}),
    };
  }
  if ('reason' in answer)
    return { ok: false, format, reason: answer.reason, message: answer.message };
  if ('timedOut' in answer && answer.timedOut) {
    return {
      ok: false,
      format,
      reason: 'corrupt',
      message: `Reading the file took longer than ${Math.round(timeoutMs / 1000)} seconds, so it was stopped. The file may be damaged or unusually complex; save a simpler copy and upload that.`,
    };
  }
  return {
    ok: false,
    format,
    reason: 'corrupt',
    message: 'The file could not be read; it may be damaged. Save a new copy and upload that.',
  };
}

type Outcome = WorkerAnswer | { ok: false; timedOut: boolean };

interface IdleWorker {
  worker: Worker;
  timer: ReturnType<typeof setTimeout>;
  /** takes it out of `idle` if it dies while it waits */
  gone: () => void;
}

const idle: IdleWorker[] = [];

function forget(entry: IdleWorker) {
  const at = idle.indexOf(entry);
  if (at >= 0) idle.splice(at, 1);
  clearTimeout(entry.timer);
  entry.worker.off('exit', entry.gone);
}

function takeWorker(): Worker {
  const kept = idle.pop();
  if (kept) {
    forget(kept);
    kept.worker.ref();
    return kept.worker;
  }
  return new Worker(new URL('./worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
}

/** a worker that answered in time waits for the next document, unless enough already wait */
function keepWorker(worker: Worker) {
  if (idle.length >= IDLE_WORKERS) {
    void worker.terminate();
    return;
  }
  // an idle worker never keeps the process alive
  worker.unref();
  const entry: IdleWorker = {
    worker,
    timer: setTimeout(() => {
      forget(entry);
      void worker.terminate();
    }, IDLE_WORKER_MS),
    gone: () => forget(entry),
  };
  entry.timer.unref();
  worker.once('exit', entry.gone);
  idle.push(entry);
}

function inWorker(request: WorkerRequest, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const worker = takeWorker();
    let settled = false;
    const finish = (outcome: Outcome, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onGone);
      worker.off('exit', onGone);
      if (reusable) keepWorker(worker);
      else void worker.terminate();
      resolve(outcome);
    };
    const onMessage = (answer: WorkerAnswer) => finish(answer, !('crashed' in answer));
    // out of memory, a crash in a parser, or an exit without an answer
    const onGone = () => finish({ ok: false, timedOut: false }, false);
    const timer = setTimeout(() => finish({ ok: false, timedOut: true }, false), timeoutMs);
    worker.on('message', onMessage);
    worker.once('error', onGone);
    worker.once('exit', onGone);
    // a copy: the caller keeps its buffer
    worker.postMessage({
      ...request,
      bytes: new Uint8Array(request.bytes),
    } satisfies WorkerRequest);
  });
}

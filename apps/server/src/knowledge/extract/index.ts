/**
 * Text extraction for knowledge documents (SPEC §5 "Knowledge upload"). `extractText` never
 * throws for bad input: every outcome is a result, a failure with a reason and a message the
 * uploader can act on. Each document is parsed in its own worker thread with a memory limit and a
 * time budget, so a hostile or broken file is terminated instead of blocking or crashing the
 * server (a Promise.race alone cannot stop synchronous parsing).
 */
import { Worker } from 'node:worker_threads';
import { countCharacters } from './count.ts';
import { formatOf } from './parse.ts';
import type { ExtractResult } from './types.ts';
import type { WorkerAnswer } from './worker.ts';

export { countCharacters, normalizeWhitespace } from './count.ts';
export { formatOf } from './parse.ts';
export {
  type ExtractFailureReason,
  type ExtractResult,
  KNOWLEDGE_FORMATS,
  type KnowledgeFormat,
} from './types.ts';

/** SPEC §9 "Knowledge file maximum" */
export const KNOWLEDGE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const EXTRACT_TIMEOUT_MS = 60_000;
const WORKER_HEAP_MB = 1024;

export interface ExtractOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

export async function extractText(
  input: { bytes: Uint8Array; fileName: string },
  { timeoutMs = EXTRACT_TIMEOUT_MS, maxBytes = KNOWLEDGE_FILE_MAX_BYTES }: ExtractOptions = {},
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
  const answer = await inWorker(input.bytes, format, timeoutMs);
  if ('text' in answer) {
    return { ok: true, format, text: answer.text, characters: countCharacters(answer.text) };
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

function inWorker(bytes: Uint8Array, format: string, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      // a copy: the caller keeps its buffer
      workerData: { bytes: new Uint8Array(bytes), format },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, timedOut: true }), timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => finish(answer));
    // out of memory, a crash in a parser, or an exit without an answer
    worker.once('error', () => finish({ ok: false, timedOut: false }));
    worker.once('exit', () => finish({ ok: false, timedOut: false }));
  });
}

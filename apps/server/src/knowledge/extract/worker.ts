/** Worker entry: parses one document and posts the outcome; index.ts owns the time budget. */
import { parentPort, workerData } from 'node:worker_threads';
import { parseDocument } from './parse.ts';
import { ExtractError, type KnowledgeFormat } from './types.ts';

export type WorkerAnswer =
  | { ok: true; text: string }
  | { ok: false; reason: ExtractError['reason']; message: string }
  | { ok: false; crashed: string };

const { bytes, format } = workerData as { bytes: Uint8Array; format: KnowledgeFormat };

parseDocument(bytes, format).then(
  (text) => parentPort?.postMessage({ ok: true, text } satisfies WorkerAnswer),
  (error: unknown) => {
    const answer: WorkerAnswer =
      error instanceof ExtractError
        ? { ok: false, reason: error.reason, message: error.message }
        : {
            ok: false,
            crashed: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          };
    parentPort?.postMessage(answer);
  },
);

/**
 * Worker entry: parses documents one after the other, each posted as a message, and answers each
 * with its outcome. The worker lives on between documents (index.ts keeps it while it is idle), so
 * its format libraries are loaded once, not per document; index.ts owns the time budget and ends
 * the worker when a parse overruns it or the worker dies.
 */
import { parentPort } from 'node:worker_threads';
import { parseDocument } from './parse.ts';
import { ExtractError, type KnowledgeFormat } from './types.ts';

export type WorkerAnswer =
  | { ok: true; text: string }
  | { ok: false; reason: ExtractError['reason']; message: string }
  | { ok: false; crashed: string };

export interface WorkerRequest {
  bytes: Uint8Array;
  format: KnowledgeFormat;
}

parentPort?.on('message', ({ bytes, format }: WorkerRequest) => {
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
});

/**
 * Worker entry: parses documents one after the other, each posted as a message, and answers each
 * with its outcome. The worker lives on between documents (index.ts keeps it while it is idle), so
 * its format libraries are loaded once, not per document; index.ts owns the time budget and ends
 * the worker when a parse overruns it or the worker dies.
 */
import { parentPort } from 'node:worker_threads';
import { type Dictionary, type WeighedChunk, weighChunks } from '../tokenize.ts';
import { countCharacters } from './count.ts';
import { parseDocument } from './parse.ts';
import { ExtractError, type KnowledgeFormat, type PageCount } from './types.ts';

export type WorkerAnswer =
  | { ok: true; text: string; characters: number; pages?: PageCount; chunks?: WeighedChunk[] }
  | { ok: false; reason: ExtractError['reason']; message: string }
  | { ok: false; crashed: string };

export interface WorkerRequest {
  bytes: Uint8Array;
  format: KnowledgeFormat;
  /** chunk the text and weigh its terms here too, off the server's main thread */
  chunks: boolean;
  /** the base's dictionary the terms are made by */
  dictionary: Dictionary;
}

parentPort?.on('message', ({ bytes, format, chunks, dictionary }: WorkerRequest) => {
  parseDocument(bytes, format).then(
    ({ text, pages, marks, headings }) =>
      parentPort?.postMessage({
        ok: true,
        text,
        characters: countCharacters(text),
        ...(pages ? { pages } : {}),
        ...(chunks ? { chunks: weighChunks(text, dictionary, { marks, headings }) } : {}),
      } satisfies WorkerAnswer),
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

/**
 * The ingest of uploaded documents, off the request path: a job row per upload (queued →
 * running → done | failed) and one in-process runner that takes queued jobs one at a time:
 * read the file, extract its text, chunk it and index the chunks — the chunks, the character
 * count and the status in one transaction, so a document is never half indexed. Each step is
 * recorded on the document as its `stage` (queued → parsing → chunking → indexing), one small
 * committed update each, so a polling client sees where it is. Jobs a stopped server left
 * running are queued again at start-up, up to MAX_INGEST_ATTEMPTS; after that the document
 * fails as `interrupted` (a file that takes the server down at each try must not loop forever).
 * Several runners (server processes on one PostgreSQL) may share the queue: a job is claimed
 * with `for update skip locked`, so no two take the same one, and held on a lease the runner
 * renews while it works. A job whose lease ran out (its server was killed) is queued again by
 * whichever runner sweeps next; each runner sweeps and looks for queued jobs every few seconds,
 * so work a dead instance accepted is not stranded. PGlite is one process by construction: at
 * start-up every running job is its own, from before the stop, and is queued at once.
 */
import type { KnowledgeFailureReason, KnowledgeIngestStage } from '@legion/api';
import type { Database, Queryable } from '../db/database.ts';
import type { FileStore } from '../files/store.ts';
import { extractText } from './extract/index.ts';
import { ingestRepository } from './ingest-repository.ts';
import { checkDueQuestions, questionsRepository } from './questions.ts';
import { INDEX_VERSION, weighChunks } from './tokenize.ts';

export const INGEST_FAILED = 'The document could not be processed. Please retry.';
export const INGEST_INTERRUPTED =
  'Processing this document was interrupted by a server restart too many times. Please retry.';
/** how many times a job is started before recovery gives it up as interrupted */
export const MAX_INGEST_ATTEMPTS = 3;
/** how long a claimed job is a runner's without a renewal (renewed every third of it) */
export const INGEST_LEASE_MS = 30_000;
/** how often a runner sweeps expired leases and looks for queued jobs */
export const INGEST_POLL_MS = 5_000;
/**
 * how many jobs a runner works on at once: each parses and chunks in its own worker thread, so
 * parsing uses both cores of a small machine while this thread writes another document's chunks
 * (the database work stays one statement at a time; decision 0084)
 */
export const INGEST_CONCURRENCY = 2;

/** the knowledge files, keyed by their file names (the server's store under `knowledge/`) */
export type KnowledgeFiles = { files: FileStore };

export const knowledgeFileStore = (options: KnowledgeFiles): FileStore => options.files;

export type IngestOptions = {
  db: Database;
  now: () => number;
  /** INGEST_LEASE_MS unless set (LEGION_INGEST_LEASE_MS) */
  leaseMs?: number | undefined;
  /** INGEST_POLL_MS unless set */
  pollMs?: number | undefined;
  /** INGEST_CONCURRENCY unless set */
  concurrency?: number | undefined;
} & KnowledgeFiles;

/** queues a document's ingest (in the caller's transaction) */
export async function queueIngest(tx: Queryable, documentId: string, at: Date) {
  await ingestRepository(tx).queueJob(documentId, at);
}

export function ingestRunner(options: IngestOptions) {
  const { db, now } = options;
  const leaseMs = options.leaseMs ?? INGEST_LEASE_MS;
  const pollMs = options.pollMs ?? INGEST_POLL_MS;
  const files = knowledgeFileStore(options);
  const concurrency = Math.max(1, options.concurrency ?? INGEST_CONCURRENCY);
  /** the loops taking jobs; `loops` counts those that have not decided to end */
  const active = new Set<Promise<void>>();
  let loops = 0;
  /** a job may have been queued since a loop last found none */
  let again = false;
  let stopped = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  const leaseEnd = () => new Date(now() + leaseMs);

  async function finish(jobId: string, work: (tx: Queryable) => Promise<void>) {
    await db.transaction(async (tx) => {
      await work(tx);
      await ingestRepository(tx).endJob(jobId, 'done', new Date(now()));
    });
  }

  async function fail(
    jobId: string,
    documentId: string,
    reason: KnowledgeFailureReason,
    message: string,
  ) {
    await db.transaction(async (tx) => {
      const repo = ingestRepository(tx);
      await repo.failDocument(documentId, reason, message);
      await repo.endJob(jobId, 'failed', new Date(now()));
    });
  }

  /** records the step a processing document is at (committed at once, for polling clients) */
  async function stage(documentId: string, value: KnowledgeIngestStage) {
    await ingestRepository(db).setStage(documentId, value);
  }

  /** runs the oldest queued job; false when there was none */
  async function runOne(): Promise<boolean> {
    const at = new Date(now());
    const job = await ingestRepository(db).claimJob(at, leaseEnd());
    if (!job) return false;
    // the lease is renewed while this runner works, so no sweep takes the job from under it
    const renew = setInterval(() => {
      ingestRepository(db)
        .renewLease(job.id, leaseEnd())
        .catch(() => {});
    }, leaseMs / 3);
    try {
      return await work(job);
    } finally {
      clearInterval(renew);
    }
  }

  async function work(job: {
    id: string;
    document_id: string;
    reindex: boolean;
  }): Promise<boolean> {
    if (job.reindex) return reindex(job);
    const fileName = await ingestRepository(db).processingFile(job.document_id);
    if (!fileName) {
      await finish(job.id, async () => {});
      return true;
    }
    try {
      await stage(job.document_id, 'parsing');
      const bytes = await files.get(fileName);
      // gone (deleted by hand, lost in a move): the document fails as internal, like any throw
      if (!bytes) throw new Error(`knowledge file ${fileName} is missing`);
      // the worker chunks the text and weighs its terms too (by the base's dictionary), off this
      // thread
      const dictionary = await ingestRepository(db).dictionaryOf(job.document_id);
      const result = await extractText({ bytes, fileName: fileName }, { chunks: true, dictionary });
      if (!result.ok) {
        await fail(job.id, job.document_id, result.reason, result.message);
        return true;
      }
      await stage(job.document_id, 'chunking');
      const chunks = result.chunks ?? weighChunks(result.text, dictionary);
      await stage(job.document_id, 'indexing');
      await finish(job.id, async (tx) => {
        const repo = ingestRepository(tx);
        // deleted or changed meanwhile: nothing to index
        if (!(await repo.makeAvailable(job.document_id, result.characters, result.pages))) return;
        await repo.replaceChunks(job.document_id, chunks);
        await repo.setIndexVersion(job.document_id, INDEX_VERSION);
        // the base's saved questions run again once its queue is empty
        await questionsRepository(tx).markDueFor(job.document_id, 'upload', new Date(now()));
      });
    } catch {
      if (!stopped) {
        await fail(job.id, job.document_id, 'internal', INGEST_FAILED).catch(() => {});
      }
    }
    return true;
  }

  /**
   * indexes an available document again from its file (its terms changed): it stays searchable
   * by its old postings until the new ones replace them; a file that no longer reads leaves it so
   */
  async function reindex(job: { id: string; document_id: string }): Promise<boolean> {
    const fileName = await ingestRepository(db).processingFile(job.document_id, true);
    const bytes = fileName ? await files.get(fileName).catch(() => null) : null;
    const dictionary = await ingestRepository(db).dictionaryOf(job.document_id);
    const result = bytes
      ? await extractText({ bytes, fileName: fileName ?? '' }, { chunks: true, dictionary })
      : null;
    await db.transaction(async (tx) => {
      const repo = ingestRepository(tx);
      if (result?.ok && (await repo.processingFile(job.document_id, true))) {
        await repo.replaceChunks(
          job.document_id,
          result.chunks ?? weighChunks(result.text, dictionary),
        );
        await repo.setIndexVersion(job.document_id, INDEX_VERSION);
      }
      await repo.endJob(job.id, result?.ok ? 'done' : 'failed', new Date(now()));
    });
    return true;
  }

  return {
    /** starts the runner's loops if they are not running; they work until no job is queued */
    kick() {
      if (stopped) return;
      again = true;
      while (loops < concurrency) {
        loops++;
        const done: Promise<void> = drain().finally(() => active.delete(done));
        active.add(done);
      }
    },

    /** resolves once no job is queued or running in this process */
    async idle() {
      while (active.size > 0) await Promise.all(active);
    },

    /**
     * start-up: jobs a stopped server left running are queued again and run (on PostgreSQL,
     * those whose lease ran out: another live instance may be working on the others); then a
     * sweep and a look for queued jobs every `pollMs`
     */
    async recover() {
      await sweep(db.kind === 'pglite');
      await ingestRepository(db).queueReindex(INDEX_VERSION, new Date(now()));
      await questionsRepository(db).markReindexing(new Date(now()));
      this.kick();
      poll ??= setInterval(() => {
        if (stopped) return;
        sweep(false)
          .then(() => this.kick())
          .catch(() => {});
      }, pollMs);
      poll.unref();
    },

    /** lets the current jobs finish, then takes no more */
    async stop() {
      stopped = true;
      clearInterval(poll);
      while (active.size > 0) await Promise.all(active);
    },
  };

  /**
   * One loop: takes queued jobs until none is left. It ends (and stops counting in `loops`) in the
   * same tick as it finds none and no kick came meanwhile, so a kick after that starts a new loop
   * and no queued job is left waiting for the next poll.
   */
  async function drain() {
    let ended = false;
    const end = () => {
      if (!ended) loops--;
      ended = true;
    };
    try {
      for (;;) {
        if (stopped) break;
        again = false;
        while (!stopped && (await runOne()));
        if (!again || stopped) break;
      }
      end();
      // the last loop out, the queue empty: PGlite's planner statistics catch up (PostgreSQL's
      // autovacuum does this there)
      if (loops === 0 && !stopped && db.kind === 'pglite') {
        await ingestRepository(db).analyzeIfGrown();
      }
      // the saved test questions of bases that changed, now that they are indexed (decision 0092)
      if (loops === 0 && !stopped) await checkDueQuestions(db, now);
    } catch {
      // the database went away (closing): the job stays running and is recovered at start
    } finally {
      end();
    }
  }

  /**
   * Running jobs whose lease ran out (all of them with `all`) are queued again; one started
   * MAX_INGEST_ATTEMPTS times already fails its document as interrupted.
   */
  async function sweep(all: boolean) {
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const repo = ingestRepository(tx);
      await repo.failInterrupted(
        await repo.giveUpExpired(at, MAX_INGEST_ATTEMPTS, all),
        INGEST_INTERRUPTED,
      );
      await repo.markQueued(await repo.requeueExpired(at, all));
    });
  }
}

export type IngestRunner = ReturnType<typeof ingestRunner>;

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
import { chunkText } from './chunk.ts';
import { extractText } from './extract/index.ts';
import { indexDocument } from './tokenize.ts';

export const INGEST_FAILED = 'The document could not be processed. Please retry.';
export const INGEST_INTERRUPTED =
  'Processing this document was interrupted by a server restart too many times. Please retry.';
/** how many times a job is started before recovery gives it up as interrupted */
export const MAX_INGEST_ATTEMPTS = 3;
/** how long a claimed job is a runner's without a renewal (renewed every third of it) */
export const INGEST_LEASE_MS = 30_000;
/** how often a runner sweeps expired leases and looks for queued jobs */
export const INGEST_POLL_MS = 5_000;

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
} & KnowledgeFiles;

/** queues a document's ingest (in the caller's transaction) */
export async function queueIngest(tx: Queryable, documentId: string, at: Date) {
  await tx.query(
    `insert into knowledge_jobs (document_id, state, created_at, updated_at)
     values ($1, 'queued', $2, $2)`,
    [documentId, at],
  );
}

export function ingestRunner(options: IngestOptions) {
  const { db, now } = options;
  const leaseMs = options.leaseMs ?? INGEST_LEASE_MS;
  const pollMs = options.pollMs ?? INGEST_POLL_MS;
  const files = knowledgeFileStore(options);
  let loop: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  const leaseEnd = () => new Date(now() + leaseMs);

  async function finish(jobId: string, work: (tx: Queryable) => Promise<void>) {
    await db.transaction(async (tx) => {
      await work(tx);
      await tx.query(`update knowledge_jobs set state = $2, updated_at = $3 where id = $1`, [
        jobId,
        'done',
        new Date(now()),
      ]);
    });
  }

  async function fail(
    jobId: string,
    documentId: string,
    reason: KnowledgeFailureReason,
    message: string,
  ) {
    await db.transaction(async (tx) => {
      await tx.query(
        `update knowledge_documents set status = 'failed', stage = null, failure = $2,
           failure_reason = $3
         where id = $1 and status = 'processing'`,
        [documentId, message, reason],
      );
      await tx.query(`update knowledge_jobs set state = 'failed', updated_at = $2 where id = $1`, [
        jobId,
        new Date(now()),
      ]);
    });
  }

  /** records the step a processing document is at (committed at once, for polling clients) */
  async function stage(documentId: string, value: KnowledgeIngestStage) {
    await db.query(
      `update knowledge_documents set stage = $2 where id = $1 and status = 'processing'`,
      [documentId, value],
    );
  }

  /** runs the oldest queued job; false when there was none */
  async function runOne(): Promise<boolean> {
    const at = new Date(now());
    // skip locked: a job another runner is claiming at this moment is passed over, not waited
    // for and then taken a second time
    const [job] = await db.query<{ id: string; document_id: string }>(
      `update knowledge_jobs set state = 'running', attempts = attempts + 1, started_at = $1,
         updated_at = $1, lease_until = $2
       where id = (
         select id from knowledge_jobs where state = 'queued' order by id limit 1
         for update skip locked
       )
       returning id::text as id, document_id::text as document_id`,
      [at, leaseEnd()],
    );
    if (!job) return false;
    // the lease is renewed while this runner works, so no sweep takes the job from under it
    const renew = setInterval(() => {
      db.query(`update knowledge_jobs set lease_until = $2 where id = $1 and state = 'running'`, [
        job.id,
        leaseEnd(),
      ]).catch(() => {});
    }, leaseMs / 3);
    try {
      return await work(job);
    } finally {
      clearInterval(renew);
    }
  }

  async function work(job: { id: string; document_id: string }): Promise<boolean> {
    const [document] = await db.query<{ file_name: string }>(
      `select file_name from knowledge_documents where id = $1 and status = 'processing'`,
      [job.document_id],
    );
    if (!document) {
      await finish(job.id, async () => {});
      return true;
    }
    try {
      await stage(job.document_id, 'parsing');
      const bytes = await files.get(document.file_name);
      // gone (deleted by hand, lost in a move): the document fails as internal, like any throw
      if (!bytes) throw new Error(`knowledge file ${document.file_name} is missing`);
      const result = await extractText({ bytes, fileName: document.file_name });
      if (!result.ok) {
        await fail(job.id, job.document_id, result.reason, result.message);
        return true;
      }
      await stage(job.document_id, 'chunking');
      const chunks = chunkText(result.text).map((chunk) => ({
        i: chunk.index,
        t: chunk.text,
        x: indexDocument(chunk.text),
      }));
      await stage(job.document_id, 'indexing');
      await finish(job.id, async (tx) => {
        const updated = await tx.query(
          `update knowledge_documents set status = 'available', stage = null, characters = $2,
             failure = null, failure_reason = null
           where id = $1 and status = 'processing' returning id`,
          [job.document_id, result.characters],
        );
        // deleted or changed meanwhile: nothing to index
        if (updated.length === 0) return;
        await tx.query(`delete from knowledge_chunks where document_id = $1`, [job.document_id]);
        await tx.query(
          `insert into knowledge_chunks (document_id, index, text, terms)
           select $1, (e->>'i')::int, e->>'t', to_tsvector('simple', e->>'x')
           from jsonb_array_elements($2::jsonb) as e`,
          [job.document_id, JSON.stringify(chunks)],
        );
      });
    } catch {
      if (!stopped) {
        await fail(job.id, job.document_id, 'internal', INGEST_FAILED).catch(() => {});
      }
    }
    return true;
  }

  return {
    /** starts the runner if it is not running; it works until no job is queued */
    kick() {
      if (stopped) return;
      again = true;
      loop ??= (async () => {
        try {
          while (again && !stopped) {
            again = false;
            while (!stopped && (await runOne()));
          }
        } catch {
          // the database went away (closing): the job stays running and is recovered at start
        } finally {
          loop = null;
        }
      })();
    },

    /** resolves once no job is queued or running in this process */
    async idle() {
      while (loop) await loop;
    },

    /**
     * start-up: jobs a stopped server left running are queued again and run (on PostgreSQL,
     * those whose lease ran out: another live instance may be working on the others); then a
     * sweep and a look for queued jobs every `pollMs`
     */
    async recover() {
      await sweep(db.kind === 'pglite');
      this.kick();
      poll ??= setInterval(() => {
        if (stopped) return;
        sweep(false)
          .then(() => this.kick())
          .catch(() => {});
      }, pollMs);
      poll.unref();
    },

    /** lets the current job finish, then takes no more */
    async stop() {
      stopped = true;
      clearInterval(poll);
      while (loop) await loop;
    },
  };

  /**
   * Running jobs whose lease ran out (all of them with `all`) are queued again; one started
   * MAX_INGEST_ATTEMPTS times already fails its document as interrupted.
   */
  async function sweep(all: boolean) {
    const at = new Date(now());
    const expired = `state = 'running' and ($3 or lease_until is null or lease_until < $1)`;
    await db.transaction(async (tx) => {
      const given = await tx.query<{ document_id: string }>(
        `update knowledge_jobs set state = 'failed', updated_at = $1
           where ${expired} and attempts >= $2
           returning document_id::text as document_id`,
        [at, MAX_INGEST_ATTEMPTS, all],
      );
      if (given.length > 0) {
        await tx.query(
          `update knowledge_documents set status = 'failed', stage = null, failure = $2,
               failure_reason = 'interrupted'
             where status = 'processing'
               and id in (select value::bigint from jsonb_array_elements_text($1::jsonb))`,
          [JSON.stringify(given.map((row) => row.document_id)), INGEST_INTERRUPTED],
        );
      }
      const requeued = await tx.query<{ document_id: string }>(
        `update knowledge_jobs set state = 'queued', updated_at = $1, lease_until = null
           where ${expired.replace('$3', '$2')}
           returning document_id::text as document_id`,
        [at, all],
      );
      if (requeued.length > 0) {
        await tx.query(
          `update knowledge_documents set stage = 'queued'
             where status = 'processing'
               and id in (select value::bigint from jsonb_array_elements_text($1::jsonb))`,
          [JSON.stringify(requeued.map((row) => row.document_id))],
        );
      }
    });
  }
}

export type IngestRunner = ReturnType<typeof ingestRunner>;

/**
 * The SQL of the knowledge ingest: the job queue (queued → running → done | failed, claimed
 * with `for update skip locked` and held on a lease) and what a job writes on its document
 * (its stage, its outcome, its chunks). The rules of when each happens live in jobs.ts.
 */
import type { KnowledgeFailureReason, KnowledgeIngestStage } from '@legion/api';
import type { Queryable } from '../db/database.ts';

/** a chunk to index: its index, its text, and the text the search terms come from */
export interface ChunkToIndex {
  i: number;
  t: string;
  x: string;
}

const ID_LIST = 'select value::bigint from jsonb_array_elements_text($1::jsonb)';

export function ingestRepository(db: Queryable) {
  return {
    async queueJob(documentId: string, at: Date) {
      await db.query(
        `insert into knowledge_jobs (document_id, state, created_at, updated_at)
         values ($1, 'queued', $2, $2)`,
        [documentId, at],
      );
    },

    /** the oldest queued job, now running on a lease; null when none is queued */
    async claimJob(at: Date, leaseUntil: Date) {
      // skip locked: a job another runner is claiming at this moment is passed over, not
      // waited for and then taken a second time
      const [job] = await db.query<{ id: string; document_id: string }>(
        `update knowledge_jobs set state = 'running', attempts = attempts + 1, started_at = $1,
           updated_at = $1, lease_until = $2
         where id = (
           select id from knowledge_jobs where state = 'queued' order by id limit 1
           for update skip locked
         )
         returning id::text as id, document_id::text as document_id`,
        [at, leaseUntil],
      );
      return job ?? null;
    },

    async renewLease(jobId: string, leaseUntil: Date) {
      await db.query(
        `update knowledge_jobs set lease_until = $2 where id = $1 and state = 'running'`,
        [jobId, leaseUntil],
      );
    },

    async endJob(jobId: string, state: 'done' | 'failed', at: Date) {
      await db.query('update knowledge_jobs set state = $2, updated_at = $3 where id = $1', [
        jobId,
        state,
        at,
      ]);
    },

    /** the file of a document still processing; null once it is not (deleted, changed) */
    async processingFile(documentId: string): Promise<string | null> {
      const [document] = await db.query<{ file_name: string }>(
        `select file_name from knowledge_documents where id = $1 and status = 'processing'`,
        [documentId],
      );
      return document?.file_name ?? null;
    },

    /** records the step a processing document is at */
    async setStage(documentId: string, stage: KnowledgeIngestStage) {
      await db.query(
        `update knowledge_documents set stage = $2 where id = $1 and status = 'processing'`,
        [documentId, stage],
      );
    },

    async failDocument(documentId: string, reason: KnowledgeFailureReason, message: string) {
      await db.query(
        `update knowledge_documents set status = 'failed', stage = null, failure = $2,
           failure_reason = $3
         where id = $1 and status = 'processing'`,
        [documentId, message, reason],
      );
    },

    /** a processing document becomes available; false when it is not processing any more */
    async makeAvailable(documentId: string, characters: number): Promise<boolean> {
      const updated = await db.query(
        `update knowledge_documents set status = 'available', stage = null, characters = $2,
           failure = null, failure_reason = null
         where id = $1 and status = 'processing' returning id`,
        [documentId, characters],
      );
      return updated.length > 0;
    },

    /** the document's chunks, replaced by these */
    async replaceChunks(documentId: string, chunks: ChunkToIndex[]) {
      await db.query('delete from knowledge_chunks where document_id = $1', [documentId]);
      await db.query(
        `insert into knowledge_chunks (document_id, index, text, terms)
         select $1, (e->>'i')::int, e->>'t', to_tsvector('simple', e->>'x')
         from jsonb_array_elements($2::jsonb) as e`,
        [documentId, JSON.stringify(chunks)],
      );
    },

    /**
     * Running jobs whose lease ran out before `at` (every running one with `all`) and started
     * `maxAttempts` times already fail; answers their documents.
     */
    async giveUpExpired(at: Date, maxAttempts: number, all: boolean) {
      const rows = await db.query<{ document_id: string }>(
        `update knowledge_jobs set state = 'failed', updated_at = $1
           where state = 'running' and ($3 or lease_until is null or lease_until < $1)
             and attempts >= $2
           returning document_id::text as document_id`,
        [at, maxAttempts, all],
      );
      return rows.map((row) => row.document_id);
    },

    /** the other expired running jobs are queued again; answers their documents */
    async requeueExpired(at: Date, all: boolean) {
      const rows = await db.query<{ document_id: string }>(
        `update knowledge_jobs set state = 'queued', updated_at = $1, lease_until = null
           where state = 'running' and ($2 or lease_until is null or lease_until < $1)
           returning document_id::text as document_id`,
        [at, all],
      );
      return rows.map((row) => row.document_id);
    },

    async failInterrupted(documentIds: string[], message: string) {
      if (documentIds.length === 0) return;
      await db.query(
        `update knowledge_documents set status = 'failed', stage = null, failure = $2,
             failure_reason = 'interrupted'
           where status = 'processing' and id in (${ID_LIST})`,
        [JSON.stringify(documentIds), message],
      );
    },

    async markQueued(documentIds: string[]) {
      if (documentIds.length === 0) return;
      await db.query(
        `update knowledge_documents set stage = 'queued'
           where status = 'processing' and id in (${ID_LIST})`,
        [JSON.stringify(documentIds)],
      );
    },
  };
}

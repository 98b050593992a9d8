/**
 * The SQL of the ingest (ingestRepository, for jobs.ts; the rules live there): the job queue
 * (queued → running → done | failed, claimed with `for update skip locked` and held on a
 * lease), what a job writes on its document — its stage, status, chunks, postings and the
 * base's term counts — and the recovery of jobs whose lease ran out.
 */
import type { KnowledgeFailureReason, KnowledgeIngestStage } from '@legion/api';
import type { Queryable } from '../db/database.ts';
import type { PageCount } from './extract/index.ts';
import { ID_LIST, UNCOUNT_TERMS } from './repository.ts';
import { type Dictionary, NO_DICTIONARY, type WeighedChunk } from './tokenize.ts';

/** a chunk to index: its index and text, and its distinct search terms with their BM25 weights */
export type ChunkToIndex = WeighedChunk;

/** The SQL of the ingest's job queue and of what a job writes on its document. */
export function ingestRepository(db: Queryable) {
  return {
    async queueJob(documentId: string, at: Date) {
      await db.query(
        `insert into knowledge_jobs (document_id, state, created_at, updated_at)
         values ($1, 'queued', $2, $2)`,
        [documentId, at],
      );
    },

    /**
     * queues a reindex job for each available or disabled document indexed by an older version
     * of the terms that has no job queued or running
     */
    async queueReindex(version: number, at: Date) {
      await db.query(
        `insert into knowledge_jobs (document_id, state, reindex, created_at, updated_at)
         select d.id, 'queued', true, $2, $2 from knowledge_documents d
         where d.status in ('available', 'disabled') and d.index_version < $1
           and not exists (select 1 from knowledge_jobs j where j.document_id = d.id
                           and j.state in ('queued', 'running'))
         order by d.id`,
        [version, at],
      );
    },

    /** the oldest queued job, now running on a lease; null when none is queued */
    async claimJob(at: Date, leaseUntil: Date) {
      // skip locked: a job another runner is claiming at this moment is passed over, not
      // waited for and then taken a second time
      const [job] = await db.query<{ id: string; document_id: string; reindex: boolean }>(
        `update knowledge_jobs set state = 'running', attempts = attempts + 1, started_at = $1,
           updated_at = $1, lease_until = $2
         where id = (
           select id from knowledge_jobs where state = 'queued' order by id limit 1
           for update skip locked
         )
         returning id::text as id, document_id::text as document_id, reindex`,
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

    /**
     * the file of a document still processing (still ingested, available or disabled, for a
     * reindex job); null once it is not (deleted, changed)
     */
    async processingFile(documentId: string, reindex = false): Promise<string | null> {
      const [document] = await db.query<{ file_name: string }>(
        `select file_name from knowledge_documents where id = $1 and status = any($2::text[])`,
        [documentId, reindex ? ['available', 'disabled'] : ['processing']],
      );
      return document?.file_name ?? null;
    },

    /** the dictionary of the base a document is in (its terms are indexed by it) */
    async dictionaryOf(documentId: string): Promise<Dictionary> {
      const [row] = await db.query<{ dictionary: Dictionary }>(
        `select b.dictionary from knowledge_documents d
         join knowledge_bases b on b.id = d.base_id where d.id = $1`,
        [documentId],
      );
      return row?.dictionary ?? NO_DICTIONARY;
    },

    /** records the version of the terms the document's postings now hold */
    async setIndexVersion(documentId: string, version: number) {
      await db.query('update knowledge_documents set index_version = $2 where id = $1', [
        documentId,
        version,
      ]);
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
    async makeAvailable(
      documentId: string,
      characters: number,
      pages?: PageCount,
    ): Promise<boolean> {
      const updated = await db.query(
        `update knowledge_documents set status = 'available', stage = null, characters = $2,
           failure = null, failure_reason = null, pages = $3, image_pages = $4
         where id = $1 and status = 'processing' returning id`,
        [documentId, characters, pages?.total ?? null, pages?.imageOnly ?? null],
      );
      return updated.length > 0;
    },

    /** the document's chunks and their postings, replaced by these; the term counts follow */
    async replaceChunks(documentId: string, chunks: ChunkToIndex[]) {
      await db.query(UNCOUNT_TERMS, [documentId]);
      await db.query('delete from knowledge_postings where document_id = $1', [documentId]);
      await db.query('delete from knowledge_chunks where document_id = $1', [documentId]);
      await db.query(
        `insert into knowledge_chunks (document_id, index, text, location)
         select $1, u.i, u.t, l.value
         from unnest($2::int[], $3::text[]) with ordinality as u (i, t, n)
         left join jsonb_array_elements($4::jsonb) with ordinality as l (value, n) on l.n = u.n`,
        [
          documentId,
          chunks.map((chunk) => chunk.index),
          chunks.map((chunk) => chunk.text),
          JSON.stringify(chunks.map((chunk) => chunk.location ?? null)),
        ],
      );
      // one row per chunk and term, sent as four arrays: one statement whatever the size
      const terms: string[] = [];
      const indexes: number[] = [];
      const weights: number[] = [];
      const held = new Map<string, number>();
      for (const chunk of chunks) {
        for (const [term, weight] of chunk.weights) {
          terms.push(term);
          indexes.push(chunk.index);
          weights.push(weight);
          held.set(term, (held.get(term) ?? 0) + 1);
        }
      }
      await db.query(
        `insert into knowledge_postings (base_id, term, document_id, chunk_index, weight)
         select d.base_id, u.term, d.id, u.i, u.w
         from knowledge_documents d, unnest($2::text[], $3::int[], $4::real[]) as u (term, i, w)
         where d.id = $1`,
        [documentId, terms, indexes, weights],
      );
      held.set('', chunks.length);
      const counted = [...held].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      await db.query(
        `insert into knowledge_terms (base_id, term, chunks)
         select d.base_id, u.term, u.n
         from knowledge_documents d, unnest($2::text[], $3::int[]) with ordinality as u (term, n, at)
         where d.id = $1
         order by u.at
         on conflict (base_id, term) do update set chunks = knowledge_terms.chunks + excluded.chunks`,
        [documentId, counted.map(([term]) => term), counted.map(([, n]) => n)],
      );
    },

    /**
     * PGlite has no autovacuum: the planner's statistics of the term index are refreshed here
     * once it has grown by half since they were taken (the search's plan depends on them)
     */
    async analyzeIfGrown() {
      const [stats] = await db.query<{ changed: number | string; rows: number | string }>(
        `select n_mod_since_analyze as changed, n_live_tup as rows from pg_stat_user_tables
         where relname = 'knowledge_postings' and schemaname = current_schema()`,
      );
      if (!stats || Number(stats.changed) < 1_000 + Number(stats.rows) / 2) return false;
      await db.query('analyze knowledge_postings, knowledge_terms, knowledge_chunks');
      return true;
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

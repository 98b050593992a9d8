/**
 * The SQL of a user's knowledge bases, their documents and chunks, and the retrieval's search
 * (knowledgeRepository, for service.ts, quota.ts and questions.ts), and the SQL fragments the
 * ingest's writes (ingest-repository.ts) share with it.
 */
import type {
  KnowledgeDocumentSort,
  KnowledgeDocumentStatus,
  KnowledgeFailureReason,
  KnowledgeIngestStage,
} from '@legion/api';
import type { Queryable } from '../db/database.ts';
import type { StoredLocation } from './extract/marks.ts';
import type { IngestSample } from './pace.ts';
import type { Dictionary } from './tokenize.ts';

/**
 * Takes the chunks of `$1`'s postings off their base's `knowledge_terms` (how many chunks hold
 * each term; the row of term '' counts the chunks), in term order, like every writer of the
 * counts, so that two writers lock shared rows in one order.
 */
export const UNCOUNT_TERMS = `update knowledge_terms t set chunks = t.chunks - counted.n
  from (
    select p.base_id, p.term, count(*) as n from knowledge_postings p
      where p.document_id = $1 group by p.base_id, p.term
    union all
    select d.base_id, '', count(*) from knowledge_chunks c
      join knowledge_documents d on d.id = c.document_id
      where c.document_id = $1 group by d.base_id
    order by term
  ) as counted
  where t.base_id = counted.base_id and t.term = counted.term`;

/** how many candidates each query term reads from the index, best weight first */
export const CANDIDATES_PER_TERM = 200;
/** how many of the candidates, by their partial score, are scored on all the query's terms */
export const CANDIDATES_SCORED = 100;

/** the ids in `$1`, a JSON array of them, as a subquery */
export const ID_LIST = 'select value::bigint from jsonb_array_elements_text($1::jsonb)';

type Time = Date | string;

export interface BaseRow {
  id: string;
  name: string;
  description: string;
  document_count: number | string;
  bytes: number | string;
  created_at: Time;
  failed_count: number | string;
  question_count: number | string;
  questions_passed: number | string;
}

export interface DocumentRow {
  id: string;
  base_id: string;
  name: string;
  type: string;
  file_name: string;
  bytes: number | string;
  characters: number;
  match_count: number;
  status: KnowledgeDocumentStatus;
  stage: KnowledgeIngestStage | null;
  failure: string | null;
  failure_reason: KnowledgeFailureReason | null;
  uploaded_at: Time;
  pages: number | null;
  image_pages: number | null;
  /** a waiting document's place in the queue and the bytes to process until it is done */
  queue: { position: number; bytes: number | string; jobs: number } | null;
}

interface CandidateRow {
  document_id: string;
  document_name: string;
  index: number;
  text: string;
  location: StoredLocation | null;
  /** the weight of each query term the chunk holds */
  weights: Record<string, number | string> | null;
  /** the idf of each query term the base holds (the same on every row) */
  idf: Record<string, number | string> | null;
  /** how many chunks the base has (the same on every row) */
  chunks: number | string | null;
}

const BASE_COLUMNS = `b.id::text as id, b.name, b.description, b.created_at,
  (select count(*) from knowledge_documents d where d.base_id = b.id) as document_count,
  (select count(*) from knowledge_documents d where d.base_id = b.id and d.status = 'failed')
    as failed_count,
  (select coalesce(sum(d.bytes), 0) from knowledge_documents d where d.base_id = b.id) as bytes,
  (select count(*) from knowledge_questions q where q.base_id = b.id) as question_count,
  (select count(*) from knowledge_questions q where q.base_id = b.id and q.rank is not null)
    as questions_passed`;

/**
 * A waiting document's place in the queue: the queued jobs up to its own (jobs run oldest
 * first), and the bytes of those and of the jobs running now, which are processed before it is
 * done. Only read for a document waiting to be processed.
 */
const QUEUE_COLUMN = `case when d.status = 'processing' and d.stage = 'queued' then (
    select json_build_object('position', count(*) filter (where q.state = 'queued'),
      'bytes', coalesce(sum(qd.bytes), 0), 'jobs', count(*))
    from knowledge_jobs q join knowledge_documents qd on qd.id = q.document_id
    where q.state = 'running' or (q.state = 'queued' and q.id <= (
      select max(own.id) from knowledge_jobs own
      where own.document_id = d.id and own.state = 'queued'))
  ) end as queue`;

const DOCUMENT_COLUMNS = `d.id::text as id, d.base_id::text as base_id, d.name, d.type, d.file_name,
  d.bytes, d.characters, d.match_count, d.status, d.stage, d.failure, d.failure_reason,
  d.uploaded_at, d.pages, d.image_pages, ${QUEUE_COLUMN}`;

/** the column behind each sort of the document list (never text from the request) */
const SORT_COLUMNS: Record<KnowledgeDocumentSort, string> = {
  uploadedAt: 'd.uploaded_at',
  name: 'lower(d.name)',
  bytes: 'd.bytes',
  characters: 'd.characters',
  matchCount: 'd.match_count',
};

/** The SQL of a user's knowledge bases, their documents and chunks, and the retrieval. */
export function knowledgeRepository(db: Queryable) {
  return {
    /** the base when it is `userId`'s */
    async findOwnBase(baseId: string, userId: string): Promise<BaseRow | null> {
      const [row] = await db.query<BaseRow>(
        `select ${BASE_COLUMNS} from knowledge_bases b where b.id = $1 and b.user_id = $2`,
        [baseId, userId],
      );
      return row ?? null;
    },

    /** the base's dictionary when the base is `userId`'s (the retrieval reads it on every query) */
    async ownDictionary(baseId: string, userId: string): Promise<Dictionary | null> {
      const [row] = await db.query<{ dictionary: Dictionary }>(
        'select dictionary from knowledge_bases where id = $1 and user_id = $2',
        [baseId, userId],
      );
      return row?.dictionary ?? null;
    },

    /**
     * replaces the base's dictionary and queues a reindex job for each of its ingested documents
     * that has none queued (one running now read the dictionary before: another follows it)
     */
    async setDictionary(baseId: string, dictionary: Dictionary, at: Date) {
      await db.query('update knowledge_bases set dictionary = $2 where id = $1', [
        baseId,
        JSON.stringify(dictionary),
      ]);
      await db.query(
        `insert into knowledge_jobs (document_id, state, reindex, created_at, updated_at)
         select d.id, 'queued', true, $2, $2 from knowledge_documents d
         where d.base_id = $1 and d.status in ('available', 'disabled')
           and not exists (select 1 from knowledge_jobs j where j.document_id = d.id
                           and j.state = 'queued' and j.reindex)
         order by d.id`,
        [baseId, at],
      );
    },

    /** how many of the base's ingested documents wait to be indexed again, of how many */
    async reindexProgress(baseId: string) {
      const [row] = await db.query<{ pending: number | string; total: number | string }>(
        `select
           (select count(distinct j.document_id) from knowledge_jobs j
              join knowledge_documents d on d.id = j.document_id
              where d.base_id = $1 and j.reindex and j.state in ('queued', 'running')) as pending,
           (select count(*) from knowledge_documents d
              where d.base_id = $1 and d.status in ('available', 'disabled')) as total`,
        [baseId],
      );
      return { pending: Number(row?.pending ?? 0), total: Number(row?.total ?? 0) };
    },

    /** newest first */
    listBases(userId: string) {
      return db.query<BaseRow>(
        `select ${BASE_COLUMNS} from knowledge_bases b where b.user_id = $1 order by b.id desc`,
        [userId],
      );
    },

    async insertBase(userId: string, base: { name: string; description: string }, at: Date) {
      const [row] = await db.query<{ id: string }>(
        `insert into knowledge_bases (user_id, name, description, created_at)
         values ($1, $2, $3, $4) returning id::text as id`,
        [userId, base.name, base.description, at],
      );
      return row?.id ?? '';
    },

    async updateBase(baseId: string, base: { name: string; description: string }) {
      await db.query('update knowledge_bases set name = $2, description = $3 where id = $1', [
        baseId,
        base.name,
        base.description,
      ]);
    },

    /** the base and its documents go; answers the documents' file names */
    async deleteBase(baseId: string): Promise<string[]> {
      await db.query('delete from knowledge_postings where base_id = $1', [baseId]);
      const rows = await db.query<{ file_name: string }>(
        'delete from knowledge_documents where base_id = $1 returning file_name',
        [baseId],
      );
      await db.query('delete from knowledge_bases where id = $1', [baseId]);
      return rows.map((row) => row.file_name);
    },

    /** the document when it is in the base and the base is `userId`'s */
    async findOwnDocument(
      documentId: string,
      baseId: string,
      userId: string,
      lock = false,
    ): Promise<DocumentRow | null> {
      const [row] = await db.query<DocumentRow>(
        `select ${DOCUMENT_COLUMNS} from knowledge_documents d
         join knowledge_bases b on b.id = d.base_id
         where d.id = $1 and d.base_id = $2 and b.user_id = $3${lock ? ' for update of d' : ''}`,
        [documentId, baseId, userId],
      );
      return row ?? null;
    },

    /** `pattern` an escaped ILIKE pattern over the names */
    async countDocuments(baseId: string, pattern: string): Promise<number> {
      const [count] = await db.query<{ total: number | string }>(
        'select count(*) as total from knowledge_documents d where d.base_id = $1 and d.name ilike $2',
        [baseId, pattern],
      );
      return Number(count?.total ?? 0);
    },

    listDocuments(
      baseId: string,
      pattern: string,
      sort: KnowledgeDocumentSort,
      order: 'asc' | 'desc',
      page: { limit: number; offset: number },
    ) {
      const direction = order === 'asc' ? 'asc' : 'desc';
      return db.query<DocumentRow>(
        `select ${DOCUMENT_COLUMNS} from knowledge_documents d
         where d.base_id = $1 and d.name ilike $2
         order by ${SORT_COLUMNS[sort]} ${direction}, d.id ${direction}
         limit $3 offset $4`,
        [baseId, pattern, page.limit, page.offset],
      );
    },

    async insertDocument(document: {
      baseId: string;
      name: string;
      type: string;
      fileName: string;
      bytes: number;
      /** the SHA-256 of the file, hex */
      contentHash?: string;
      at: Date;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into knowledge_documents
           (base_id, name, type, file_name, bytes, content_hash, uploaded_at, stage)
         values ($1, $2, $3, $4, $5, $6, $7, 'queued') returning id::text as id`,
        [
          document.baseId,
          document.name,
          document.type,
          document.fileName,
          document.bytes,
          document.contentHash ?? null,
          document.at,
        ],
      );
      return row?.id ?? '';
    },

    /** the base's documents of exactly this size, oldest first, with their hash when known */
    sameSize(baseId: string, bytes: number) {
      return db.query<{ id: string; name: string; file_name: string; content_hash: string | null }>(
        `select d.id::text as id, d.name, d.file_name, d.content_hash from knowledge_documents d
         where d.base_id = $1 and d.bytes = $2 order by d.id`,
        [baseId, bytes],
      );
    },

    /** records the hash of a document stored before hashes were kept */
    async setContentHash(documentId: string, contentHash: string) {
      await db.query('update knowledge_documents set content_hash = $2 where id = $1', [
        documentId,
        contentHash,
      ]);
    },

    async setDocumentStatus(documentId: string, status: 'available' | 'disabled') {
      await db.query('update knowledge_documents set status = $2 where id = $1', [
        documentId,
        status,
      ]);
    },

    async renameDocument(documentId: string, name: string) {
      await db.query('update knowledge_documents set name = $2 where id = $1', [documentId, name]);
    },

    /** its postings go, chunks and jobs with it (on delete cascade); its base's counts drop */
    async deleteDocument(documentId: string) {
      await db.query(UNCOUNT_TERMS, [documentId]);
      await db.query('delete from knowledge_postings where document_id = $1', [documentId]);
      await db.query('delete from knowledge_documents where id = $1', [documentId]);
    },

    /** a failed document processes again from the start */
    async resetDocument(documentId: string) {
      await db.query(
        `update knowledge_documents set status = 'processing', stage = 'queued', failure = null,
           failure_reason = null, characters = 0, pages = null, image_pages = null
         where id = $1`,
        [documentId],
      );
    },

    /** every failed document of the base processes again from the start; answers their ids */
    async resetFailed(baseId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `update knowledge_documents set status = 'processing', stage = 'queued', failure = null,
           failure_reason = null, characters = 0, pages = null, image_pages = null
         where base_id = $1 and status = 'failed'
         returning id::text as id`,
        [baseId],
      );
      return rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
    },

    /** the sizes and run times of the last 50 documents processed (not reindexed) */
    async ingestSamples(): Promise<IngestSample[]> {
      const rows = await db.query<{ bytes: number | string; seconds: number }>(
        `select d.bytes, extract(epoch from j.updated_at - j.started_at)::float8 as seconds
         from (select document_id, started_at, updated_at from knowledge_jobs
               where state = 'done' and not reindex and started_at is not null
               order by id desc limit 50) j
         join knowledge_documents d on d.id = j.document_id`,
      );
      return rows.map((row) => ({ bytes: Number(row.bytes), seconds: Number(row.seconds) }));
    },

    async countChunks(documentId: string): Promise<number> {
      const [count] = await db.query<{ total: number | string }>(
        'select count(*) as total from knowledge_chunks where document_id = $1',
        [documentId],
      );
      return Number(count?.total ?? 0);
    },

    /** the document's chunks from one index to another, with their locations */
    chunkWindow(documentId: string, from: number, to: number) {
      return db.query<{ index: number; text: string; location: StoredLocation | null }>(
        `select index, text, location from knowledge_chunks
         where document_id = $1 and index between $2 and $3 order by index`,
        [documentId, from, to],
      );
    },

    listChunks(documentId: string, page: { limit: number; offset: number }) {
      return db.query<{ index: number; text: string }>(
        `select index, text from knowledge_chunks where document_id = $1
         order by index limit $2 offset $3`,
        [documentId, page.limit, page.offset],
      );
    },

    /**
     * The candidate passages of the base's available documents for the query's terms, with the
     * weight of each query term they hold, and each term's idf, in one statement: bounded work,
     * whatever the base's size. Each term reads its CANDIDATES_PER_TERM best-weighted postings
     * from the impact index; the CANDIDATES_SCORED best of those by their BM25 sums (idf × weight)
     * are answered, for retrieval.ts to rank on the query's words.
     */
    async searchCandidates(baseId: string, terms: string[]) {
      const rows = await db.query<CandidateRow>(
        `with q as materialized (
           select t.term, ln(1 + (n.chunks - t.chunks + 0.5) / (t.chunks + 0.5)) as idf
           from knowledge_terms t
           join knowledge_terms n on n.base_id = t.base_id and n.term = ''
           where t.base_id = $1 and t.term = any($2::text[]) and t.term <> '' and t.chunks > 0
         ),
         candidates as materialized (
           select p.document_id, p.chunk_index, sum(q.idf * p.weight) as partial
           from q cross join lateral (
             select k.document_id, k.chunk_index, k.weight from knowledge_postings k
             where k.base_id = $1 and k.term = q.term
               and exists (select 1 from knowledge_documents d
                           where d.id = k.document_id and d.status = 'available')
             order by k.weight desc limit ${CANDIDATES_PER_TERM}
           ) as p
           group by p.document_id, p.chunk_index
           order by partial desc, p.document_id, p.chunk_index
           limit ${CANDIDATES_SCORED}
         )
         select c.document_id::text as document_id, d.name as document_name,
           c.chunk_index as index, ch.text, ch.location,
           (select jsonb_object_agg(p.term, p.weight) from knowledge_postings p
             where p.document_id = c.document_id and p.chunk_index = c.chunk_index
               and p.term = any($2::text[])) as weights,
           (select jsonb_object_agg(q.term, q.idf) from q) as idf,
           (select n.chunks from knowledge_terms n where n.base_id = $1 and n.term = '') as chunks
         from candidates c
         join knowledge_documents d on d.id = c.document_id
         join knowledge_chunks ch on ch.document_id = c.document_id and ch.index = c.chunk_index
         order by c.partial desc, c.document_id, c.chunk_index`,
        [baseId, terms],
      );
      // the idf of the query's terms and the base's size ride on every row (none: no candidate)
      const [first] = rows;
      return {
        candidates: rows.map((row) => ({
          documentId: row.document_id,
          documentName: row.document_name,
          index: row.index,
          text: row.text,
          location: row.location,
          weights: new Map(Object.entries(row.weights ?? {}).map(([t, w]) => [t, Number(w)])),
        })),
        idf: new Map(Object.entries(first?.idf ?? {}).map(([t, v]) => [t, Number(v)])),
        chunks: Number(first?.chunks ?? 0),
      };
    },

    async countMatches(documentIds: string[]) {
      if (documentIds.length === 0) return;
      await db.query(
        `update knowledge_documents set match_count = match_count + 1
         where id in (${ID_LIST})`,
        [JSON.stringify(documentIds)],
      );
    },

    /** the bytes of every document the user has uploaded, across all their bases */
    async usedBytes(userId: string): Promise<number> {
      const [row] = await db.query<{ bytes: number | string }>(
        `select coalesce(sum(d.bytes), 0) as bytes from knowledge_documents d
         join knowledge_bases b on b.id = d.base_id where b.user_id = $1`,
        [userId],
      );
      return Number(row?.bytes ?? 0);
    },

    /** takes the user's row lock: their uploads check the quota one after the other */
    async lockUser(userId: string) {
      await db.query('select id from users where id = $1 for update', [userId]);
    },
  };
}

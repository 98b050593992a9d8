/**
 * Knowledge bases of one user (issue 6): bases, their documents, chunks, the retrieval test.
 * Only the owner sees a base: another user's base or document answers 404 exactly like a
 * missing one, so its existence is not leaked.
 */
import { randomBytes } from 'node:crypto';
import {
  KNOWLEDGE_BASE_NOT_FOUND,
  KNOWLEDGE_DOCUMENT_NOT_FOUND,
  KNOWLEDGE_QUOTA_EXCEEDED,
  KNOWLEDGE_UPLOAD,
  type KnowledgeBase,
  type KnowledgeBaseInput,
  type KnowledgeChunkPage,
  type KnowledgeDocument,
  type KnowledgeDocumentPage,
  type KnowledgeDocumentSort,
  type KnowledgeDocumentStatus,
  type KnowledgeFailureReason,
  type KnowledgeIngestStage,
  type KnowledgeRetrieval,
  type KnowledgeUsage,
} from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { type IngestRunner, type KnowledgeFiles, knowledgeFileStore, queueIngest } from './jobs.ts';
import { knowledgeUsage } from './quota.ts';
import { queryTerms } from './tokenize.ts';

export const FILE_TOO_LARGE = 'The file is larger than 20 MB';
export const NO_FILE = 'Please choose a file';
export const WRONG_FILE_TYPE =
  'Only these formats can be uploaded: TXT, MARKDOWN, MDX, PDF, HTML, XLSX, XLS, DOCX, CSV, VTT, PROPERTIES, MD, HTM';
export const NOT_RETRYABLE = 'Only a failed document can be retried';
export const NOT_INGESTED = 'The document is still processing or has failed';

/** how many chunks a retrieval test answers */
export const RETRIEVAL_LIMIT = 10;

type Time = Date | string;
const iso = (value: Time) => new Date(value).toISOString();

interface BaseRow {
  id: string;
  name: string;
  description: string;
  document_count: number | string;
  bytes: number | string;
  created_at: Time;
}

interface DocumentRow {
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
}

const BASE_COLUMNS = `b.id::text as id, b.name, b.description, b.created_at,
  (select count(*) from knowledge_documents d where d.base_id = b.id) as document_count,
  (select coalesce(sum(d.bytes), 0) from knowledge_documents d where d.base_id = b.id) as bytes`;

const DOCUMENT_COLUMNS = `d.id::text as id, d.base_id::text as base_id, d.name, d.type, d.file_name,
  d.bytes, d.characters, d.match_count, d.status, d.stage, d.failure, d.failure_reason,
  d.uploaded_at`;

/** the column behind each sort of the document list (never text from the request) */
const SORT_COLUMNS: Record<KnowledgeDocumentSort, string> = {
  uploadedAt: 'd.uploaded_at',
  name: 'lower(d.name)',
  bytes: 'd.bytes',
  characters: 'd.characters',
  matchCount: 'd.match_count',
};

const toBase = (row: BaseRow): KnowledgeBase => ({
  id: row.id,
  name: row.name,
  description: row.description,
  documentCount: Number(row.document_count),
  bytes: Number(row.bytes),
  createdAt: iso(row.created_at),
});

const toDocument = (row: DocumentRow): KnowledgeDocument => ({
  id: row.id,
  baseId: row.base_id,
  name: row.name,
  type: row.type,
  bytes: Number(row.bytes),
  characters: row.characters,
  uploadedAt: iso(row.uploaded_at),
  matchCount: row.match_count,
  status: row.status,
  stage: row.stage,
  failure: row.failure,
  failureReason: row.failure_reason,
});

/** the lower-case extension of a file name, if it is an accepted one */
export function knowledgeExtension(fileName: string): string | null {
  const match = /\.([^./\\]+)$/.exec(fileName);
  const extension = match?.[1]?.toLowerCase();
  return extension && (KNOWLEDGE_UPLOAD.extensions as readonly string[]).includes(extension)
    ? extension
    : null;
}

/** a tsquery of the terms, each quoted, joined by | */
const tsQuery = (terms: string[]) =>
  terms.map((term) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`).join(' | ');

export type KnowledgeOptions = {
  db: Database;
  now: () => number;
  jobs: IngestRunner;
} & KnowledgeFiles;

export function knowledgeService(options: KnowledgeOptions) {
  const { db, now, jobs } = options;
  const files = knowledgeFileStore(options);
  async function ownBase(tx: Queryable, user: UserRow, baseId: string): Promise<BaseRow> {
    const [row] = await tx.query<BaseRow>(
      `select ${BASE_COLUMNS} from knowledge_bases b where b.id = $1 and b.user_id = $2`,
      [baseId, user.id],
    );
    if (!row) throw new ApiError(404, KNOWLEDGE_BASE_NOT_FOUND);
    return row;
  }

  async function ownDocument(
    tx: Queryable,
    user: UserRow,
    baseId: string,
    documentId: string,
    lock = false,
  ): Promise<DocumentRow> {
    const [row] = await tx.query<DocumentRow>(
      `select ${DOCUMENT_COLUMNS} from knowledge_documents d
       join knowledge_bases b on b.id = d.base_id
       where d.id = $1 and d.base_id = $2 and b.user_id = $3${lock ? ' for update of d' : ''}`,
      [documentId, baseId, user.id],
    );
    if (!row) throw new ApiError(404, KNOWLEDGE_DOCUMENT_NOT_FOUND);
    return row;
  }

  /**
   * after the rows are gone: a file that cannot be removed (the store is down) is left behind
   * and said so on stderr, the delete itself has happened
   */
  const removeFiles = (names: string[]) =>
    Promise.all(
      names.map((name) =>
        files.delete(name).catch((error: unknown) => {
          console.error(`knowledge file ${name} not removed: ${(error as Error).message}`);
        }),
      ),
    );

  return {
    async list(user: UserRow): Promise<KnowledgeBase[]> {
      const rows = await db.query<BaseRow>(
        `select ${BASE_COLUMNS} from knowledge_bases b where b.user_id = $1 order by b.id desc`,
        [user.id],
      );
      return rows.map(toBase);
    },

    async create(user: UserRow, input: Required<KnowledgeBaseInput>): Promise<KnowledgeBase> {
      const [row] = await db.query<{ id: string }>(
        `insert into knowledge_bases (user_id, name, description, created_at)
         values ($1, $2, $3, $4) returning id::text as id`,
        [user.id, input.name, input.description, new Date(now())],
      );
      return toBase(await ownBase(db, user, row?.id ?? ''));
    },

    async update(
      user: UserRow,
      baseId: string,
      input: Required<KnowledgeBaseInput>,
    ): Promise<KnowledgeBase> {
      await ownBase(db, user, baseId);
      await db.query(`update knowledge_bases set name = $2, description = $3 where id = $1`, [
        baseId,
        input.name,
        input.description,
      ]);
      return toBase(await ownBase(db, user, baseId));
    },

    async remove(user: UserRow, baseId: string): Promise<null> {
      const files = await db.transaction(async (tx) => {
        await ownBase(tx, user, baseId);
        const rows = await tx.query<{ file_name: string }>(
          `delete from knowledge_documents where base_id = $1 returning file_name`,
          [baseId],
        );
        await tx.query(`delete from knowledge_bases where id = $1`, [baseId]);
        return rows.map((row) => row.file_name);
      });
      await removeFiles(files);
      return null;
    },

    /** the caller's knowledge space: bytes used across all bases, against the plan's quota */
    usage(user: UserRow): Promise<KnowledgeUsage> {
      return knowledgeUsage(db, user.id, now());
    },

    /** 404 unless the base is the caller's (the upload checks this before reading the body) */
    async assertOwnBase(user: UserRow, baseId: string): Promise<void> {
      if (!/^\d{1,18}$/.test(baseId)) throw new ApiError(404, KNOWLEDGE_BASE_NOT_FOUND);
      await ownBase(db, user, baseId);
    },

    async document(user: UserRow, baseId: string, documentId: string): Promise<KnowledgeDocument> {
      return toDocument(await ownDocument(db, user, baseId, documentId));
    },

    async documents(
      user: UserRow,
      query: {
        id: string;
        q?: string | undefined;
        sort: KnowledgeDocumentSort;
        order: 'asc' | 'desc';
        page: number;
        pageSize: number;
      },
    ): Promise<KnowledgeDocumentPage> {
      await ownBase(db, user, query.id);
      const pattern = `%${(query.q ?? '').replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const [count] = await db.query<{ total: number | string }>(
        `select count(*) as total from knowledge_documents d where d.base_id = $1 and d.name ilike $2`,
        [query.id, pattern],
      );
      const rows = await db.query<DocumentRow>(
        `select ${DOCUMENT_COLUMNS} from knowledge_documents d
         where d.base_id = $1 and d.name ilike $2
         order by ${SORT_COLUMNS[query.sort]} ${query.order === 'asc' ? 'asc' : 'desc'}, d.id ${query.order === 'asc' ? 'asc' : 'desc'}
         limit $3 offset $4`,
        [query.id, pattern, query.pageSize, (query.page - 1) * query.pageSize],
      );
      return {
        items: rows.map(toDocument),
        total: Number(count?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async chunks(
      user: UserRow,
      query: { id: string; documentId: string; page: number; pageSize: number },
    ): Promise<KnowledgeChunkPage> {
      await ownDocument(db, user, query.id, query.documentId);
      const [count] = await db.query<{ total: number | string }>(
        `select count(*) as total from knowledge_chunks where document_id = $1`,
        [query.documentId],
      );
      const rows = await db.query<{ index: number; text: string }>(
        `select index, text from knowledge_chunks where document_id = $1
         order by index limit $2 offset $3`,
        [query.documentId, query.pageSize, (query.page - 1) * query.pageSize],
      );
      return {
        items: rows,
        total: Number(count?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** stores one uploaded file and queues its ingest; answers the document, processing */
    async upload(user: UserRow, baseId: string, file: File): Promise<KnowledgeDocument> {
      if (file.size > KNOWLEDGE_UPLOAD.maxBytes) throw new ApiError(413, FILE_TOO_LARGE);
      const extension = knowledgeExtension(file.name);
      if (!extension) throw new ApiError(400, WRONG_FILE_TYPE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
      // PostgreSQL text cannot hold U+0000: a name with one would fail the insert (a 500)
      const name = file.name.replaceAll('\u0000', '').slice(0, 200);
      let documentId = '';
      try {
        await files.put(fileName, bytes);
        documentId = await db.transaction(async (tx) => {
          // the caller's row, locked: two uploads of one user check the quota one after the
          // other, so together they can never pass it
          await tx.query('select id from users where id = $1 for update', [user.id]);
          await ownBase(tx, user, baseId);
          const usage = await knowledgeUsage(tx, user.id, now());
          if (usage.usedBytes + bytes.length > usage.quotaBytes) {
            throw new ApiError(413, KNOWLEDGE_QUOTA_EXCEEDED);
          }
          const at = new Date(now());
          const [row] = await tx.query<{ id: string }>(
            `insert into knowledge_documents
               (base_id, name, type, file_name, bytes, uploaded_at, stage)
             values ($1, $2, $3, $4, $5, $6, 'queued') returning id::text as id`,
            [baseId, name, extension.toUpperCase(), fileName, bytes.length, at],
          );
          const id = row?.id ?? '';
          await queueIngest(tx, id, at);
          return id;
        });
      } catch (error) {
        await files.delete(fileName).catch(() => {});
        throw error;
      }
      // read before the runner starts, so the answer is the document as queued
      const document = toDocument(await ownDocument(db, user, baseId, documentId));
      jobs.kick();
      return document;
    },

    async setEnabled(
      user: UserRow,
      baseId: string,
      documentId: string,
      enabled: boolean,
    ): Promise<KnowledgeDocument> {
      return db.transaction(async (tx) => {
        const document = await ownDocument(tx, user, baseId, documentId, true);
        if (document.status !== 'available' && document.status !== 'disabled') {
          throw new ApiError(409, NOT_INGESTED);
        }
        await tx.query(`update knowledge_documents set status = $2 where id = $1`, [
          documentId,
          enabled ? 'available' : 'disabled',
        ]);
        return toDocument(await ownDocument(tx, user, baseId, documentId));
      });
    },

    async rename(
      user: UserRow,
      baseId: string,
      documentId: string,
      name: string,
    ): Promise<KnowledgeDocument> {
      await ownDocument(db, user, baseId, documentId);
      await db.query(`update knowledge_documents set name = $2 where id = $1`, [documentId, name]);
      return toDocument(await ownDocument(db, user, baseId, documentId));
    },

    async removeDocument(user: UserRow, baseId: string, documentId: string): Promise<null> {
      const document = await db.transaction(async (tx) => {
        const row = await ownDocument(tx, user, baseId, documentId, true);
        // chunks and jobs go with it (on delete cascade)
        await tx.query(`delete from knowledge_documents where id = $1`, [documentId]);
        return row;
      });
      await removeFiles([document.file_name]);
      return null;
    },

    async retry(user: UserRow, baseId: string, documentId: string): Promise<KnowledgeDocument> {
      const document = await db.transaction(async (tx) => {
        const row = await ownDocument(tx, user, baseId, documentId, true);
        if (row.status !== 'failed') throw new ApiError(409, NOT_RETRYABLE);
        await tx.query(
          `update knowledge_documents set status = 'processing', stage = 'queued', failure = null,
             failure_reason = null, characters = 0
           where id = $1`,
          [documentId],
        );
        await queueIngest(tx, documentId, new Date(now()));
        return ownDocument(tx, user, baseId, documentId);
      });
      jobs.kick();
      return toDocument(document);
    },

    /** the best chunks of the base's available documents; each document returned counts once */
    async retrieve(user: UserRow, baseId: string, query: string): Promise<KnowledgeRetrieval> {
      await ownBase(db, user, baseId);
      const terms = queryTerms(query);
      if (terms.length === 0) return { hits: [] };
      const rows = await db.query<{
        document_id: string;
        document_name: string;
        index: number;
        text: string;
        score: number | string;
      }>(
        `select c.document_id::text as document_id, d.name as document_name, c.index, c.text,
           ts_rank(c.terms, q) as score
         from knowledge_chunks c
         join knowledge_documents d on d.id = c.document_id,
           to_tsquery('simple', $2) as q
         where d.base_id = $1 and d.status = 'available' and c.terms @@ q
         order by score desc, c.document_id, c.index
         limit ${RETRIEVAL_LIMIT}`,
        [baseId, tsQuery(terms)],
      );
      const documentIds = [...new Set(rows.map((row) => row.document_id))];
      if (documentIds.length > 0) {
        await db.query(
          `update knowledge_documents set match_count = match_count + 1
           where id in (select value::bigint from jsonb_array_elements_text($1::jsonb))`,
          [JSON.stringify(documentIds)],
        );
      }
      return {
        hits: rows.map((row) => ({
          documentId: row.document_id,
          documentName: row.document_name,
          chunkIndex: row.index,
          text: row.text,
          score: Number(row.score),
        })),
      };
    },
  };
}

export type KnowledgeService = ReturnType<typeof knowledgeService>;

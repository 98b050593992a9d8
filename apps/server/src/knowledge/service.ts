/**
 * Knowledge bases of one user: bases, their documents, chunks, the retrieval test.
 * Only the owner sees a base: another user's base or document answers 404 exactly like a
 * missing one, so its existence is not leaked.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  KNOWLEDGE_BASE_NOT_FOUND,
  KNOWLEDGE_DOCUMENT_NOT_FOUND,
  KNOWLEDGE_LOW_TEXT,
  KNOWLEDGE_PASSAGE_MISSING,
  KNOWLEDGE_QUOTA_EXCEEDED,
  KNOWLEDGE_SAME_CONTENT,
  KNOWLEDGE_UPLOAD,
  type KnowledgeBase,
  type KnowledgeBaseInput,
  type KnowledgeChunkPage,
  type KnowledgeDictionary,
  type KnowledgeDictionaryState,
  type KnowledgeDocument,
  type KnowledgeDocumentPage,
  type KnowledgeDocumentSort,
  type KnowledgePassageQuery,
  type KnowledgePassageView,
  type KnowledgeQuestionInput,
  type KnowledgeQuestions,
  type KnowledgeRetrieval,
  type KnowledgeUsage,
} from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError, SameContentConflict } from '../http/errors.ts';
import { containsPattern } from '../shared/sql.ts';
import { iso } from '../shared/time.ts';
import { publicLocation } from './extract/marks.ts';
import {
  INGEST_CONCURRENCY,
  type IngestRunner,
  type KnowledgeFiles,
  knowledgeFileStore,
  queueIngest,
} from './jobs.ts';
import { DEFAULT_PACE, type IngestPace, paceOf, secondsFor } from './pace.ts';
import { passageBlocks } from './passages.ts';
import {
  checkQuestions,
  deleteQuestion,
  questionsOf,
  questionsRepository,
  saveQuestion,
} from './questions.ts';
import { knowledgeUsage } from './quota.ts';
import { type BaseRow, type DocumentRow, knowledgeRepository } from './repository.ts';
import { searchBase } from './search.ts';

export const FILE_TOO_LARGE = 'The file is larger than 20 MB';
export const NO_FILE = 'Please choose a file';
export const WRONG_FILE_TYPE =
  'Only these formats can be uploaded: TXT, MARKDOWN, MDX, PDF, HTML, XLSX, XLS, DOCX, CSV, VTT, PROPERTIES, MD, HTM';
export const NOT_RETRYABLE = 'Only a failed document can be retried';
export const NOT_INGESTED = 'The document is still processing or has failed';

/** how many chunks a retrieval test answers */
export const RETRIEVAL_LIMIT = 10;

const toBase = (row: BaseRow): KnowledgeBase => ({
  id: row.id,
  name: row.name,
  description: row.description,
  documentCount: Number(row.document_count),
  bytes: Number(row.bytes),
  createdAt: iso(row.created_at),
  failedCount: Number(row.failed_count),
  questionCount: Number(row.question_count),
  questionsPassed: Number(row.questions_passed),
});

/** an ingested document that yielded far less text than its size suggests (decision 0093) */
function lowText(row: DocumentRow): KnowledgeDocument['lowText'] {
  if (row.status !== 'available' && row.status !== 'disabled') return null;
  const imagePages = row.image_pages ?? 0;
  const pages = row.pages ?? 0;
  const bytes = Number(row.bytes);
  const sparse =
    bytes >= KNOWLEDGE_LOW_TEXT.minBytes &&
    bytes > row.characters * KNOWLEDGE_LOW_TEXT.bytesPerCharacter;
  return row.characters === 0 || imagePages > 0 || sparse ? { imagePages, pages } : null;
}

/** a waiting document's place and the seconds until it is processed, at the pace of late */
function queueOf(row: DocumentRow, pace: IngestPace): KnowledgeDocument['queue'] {
  if (!row.queue || row.queue.position < 1) return null;
  const work = { bytes: Number(row.queue.bytes), jobs: row.queue.jobs };
  return { position: row.queue.position, seconds: secondsFor(work, pace, INGEST_CONCURRENCY) };
}

const toDocument = (row: DocumentRow, pace: IngestPace = DEFAULT_PACE): KnowledgeDocument => ({
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
  lowText: lowText(row),
  queue: queueOf(row, pace),
});

/** the lower-case extension of a file name, if it is an accepted one */
export function knowledgeExtension(fileName: string): string | null {
  const match = /\.([^./\\]+)$/.exec(fileName);
  const extension = match?.[1]?.toLowerCase();
  return extension && (KNOWLEDGE_UPLOAD.extensions as readonly string[]).includes(extension)
    ? extension
    : null;
}

export type KnowledgeOptions = {
  db: Database;
  now: () => number;
  jobs: IngestRunner;
} & KnowledgeFiles;

export function knowledgeService(options: KnowledgeOptions) {
  const { db, now, jobs } = options;
  const files = knowledgeFileStore(options);
  const repo = knowledgeRepository(db);
  /** the documents as answered: a waiting one's estimate needs the pace of late (one query) */
  async function view(rows: DocumentRow[]): Promise<KnowledgeDocument[]> {
    const pace = rows.some((row) => row.queue) ? paceOf(await repo.ingestSamples()) : DEFAULT_PACE;
    return rows.map((row) => toDocument(row, pace));
  }
  /**
   * a document of the base with this content: only those of the same size are compared, and
   * one stored before hashes were kept is hashed from its file the first time it is
   */
  async function sameContent(baseId: string, size: number, contentHash: string) {
    for (const candidate of await repo.sameSize(baseId, size)) {
      let hash = candidate.content_hash;
      if (!hash) {
        const stored = await files.get(candidate.file_name);
        if (!stored) continue;
        hash = createHash('sha256').update(stored).digest('hex');
        await repo.setContentHash(candidate.id, hash);
      }
      if (hash === contentHash) return candidate;
    }
    return null;
  }
  const viewOne = async (row: DocumentRow) => (await view([row]))[0] as KnowledgeDocument;
  async function ownBase(tx: Queryable, user: UserRow, baseId: string): Promise<BaseRow> {
    const row = await knowledgeRepository(tx).findOwnBase(baseId, user.id);
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
    const row = await knowledgeRepository(tx).findOwnDocument(documentId, baseId, user.id, lock);
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
      return (await repo.listBases(user.id)).map(toBase);
    },

    async create(user: UserRow, input: Required<KnowledgeBaseInput>): Promise<KnowledgeBase> {
      const id = await repo.insertBase(user.id, input, new Date(now()));
      return toBase(await ownBase(db, user, id));
    },

    async update(
      user: UserRow,
      baseId: string,
      input: Required<KnowledgeBaseInput>,
    ): Promise<KnowledgeBase> {
      await ownBase(db, user, baseId);
      await repo.updateBase(baseId, input);
      return toBase(await ownBase(db, user, baseId));
    },

    async remove(user: UserRow, baseId: string): Promise<null> {
      const files = await db.transaction(async (tx) => {
        await ownBase(tx, user, baseId);
        return knowledgeRepository(tx).deleteBase(baseId);
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
      return viewOne(await ownDocument(db, user, baseId, documentId));
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
      const pattern = containsPattern(query.q ?? '');
      const total = await repo.countDocuments(query.id, pattern);
      const rows = await repo.listDocuments(query.id, pattern, query.sort, query.order, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: await view(rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async chunks(
      user: UserRow,
      query: { id: string; documentId: string; page: number; pageSize: number },
    ): Promise<KnowledgeChunkPage> {
      await ownDocument(db, user, query.id, query.documentId);
      const total = await repo.countChunks(query.documentId);
      const rows = await repo.listChunks(query.documentId, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows,
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** the document opened at one of its passages, with those around it (decision 0094) */
    async passage(user: UserRow, query: KnowledgePassageQuery): Promise<KnowledgePassageView> {
      const document = await ownDocument(db, user, query.id, query.documentId);
      const total = await repo.countChunks(query.documentId);
      if (query.chunkIndex >= total) throw new ApiError(404, KNOWLEDGE_PASSAGE_MISSING);
      const chunks = await repo.chunkWindow(
        query.documentId,
        Math.max(0, query.chunkIndex - query.before),
        Math.min(total - 1, query.chunkIndex + query.after),
      );
      return {
        document: { id: document.id, name: document.name, type: document.type },
        chunkIndex: query.chunkIndex,
        total,
        blocks: passageBlocks(chunks, query.chunkIndex),
      };
    },

    /**
     * stores one uploaded file and queues its ingest; answers the document, processing. A file
     * whose content is already in the base is refused (409) unless the caller says to upload
     * it anyway: its passages would only be found twice.
     */
    async upload(
      user: UserRow,
      baseId: string,
      file: File,
      options: { allowSameContent?: boolean } = {},
    ): Promise<KnowledgeDocument> {
      if (file.size > KNOWLEDGE_UPLOAD.maxBytes) throw new ApiError(413, FILE_TOO_LARGE);
      const extension = knowledgeExtension(file.name);
      if (!extension) throw new ApiError(400, WRONG_FILE_TYPE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      if (!options.allowSameContent) {
        const same = await sameContent(baseId, bytes.length, contentHash);
        if (same) {
          throw new SameContentConflict(KNOWLEDGE_SAME_CONTENT, { id: same.id, name: same.name });
        }
      }
      const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
      // PostgreSQL text cannot hold U+0000: a name with one would fail the insert (a 500)
      const name = file.name.replaceAll('\u0000', '').slice(0, 200);
      let documentId = '';
      try {
        await files.put(fileName, bytes);
        documentId = await db.transaction(async (tx) => {
          // the caller's row, locked: two uploads of one user check the quota one after the
          // other, so together they can never pass it
          const txRepo = knowledgeRepository(tx);
          await txRepo.lockUser(user.id);
          await ownBase(tx, user, baseId);
          const usage = await knowledgeUsage(tx, user.id, now());
          if (usage.usedBytes + bytes.length > usage.quotaBytes) {
            throw new ApiError(413, KNOWLEDGE_QUOTA_EXCEEDED);
          }
          const at = new Date(now());
          const id = await txRepo.insertDocument({
            baseId,
            name,
            type: extension.toUpperCase(),
            fileName,
            bytes: bytes.length,
            contentHash,
            at,
          });
          await queueIngest(tx, id, at);
          return id;
        });
      } catch (error) {
        await files.delete(fileName).catch(() => {});
        throw error;
      }
      // read before the runner starts, so the answer is the document as queued
      const document = await viewOne(await ownDocument(db, user, baseId, documentId));
      jobs.kick();
      return document;
    },

    async setEnabled(
      user: UserRow,
      baseId: string,
      documentId: string,
      enabled: boolean,
    ): Promise<KnowledgeDocument> {
      return db
        .transaction(async (tx) => {
          const document = await ownDocument(tx, user, baseId, documentId, true);
          if (document.status !== 'available' && document.status !== 'disabled') {
            throw new ApiError(409, NOT_INGESTED);
          }
          await knowledgeRepository(tx).setDocumentStatus(
            documentId,
            enabled ? 'available' : 'disabled',
          );
          await questionsRepository(tx).markDue(
            baseId,
            enabled ? 'enable' : 'disable',
            new Date(now()),
          );
          return toDocument(await ownDocument(tx, user, baseId, documentId));
        })
        .finally(() => jobs.kick());
    },

    async rename(
      user: UserRow,
      baseId: string,
      documentId: string,
      name: string,
    ): Promise<KnowledgeDocument> {
      await ownDocument(db, user, baseId, documentId);
      await repo.renameDocument(documentId, name);
      return viewOne(await ownDocument(db, user, baseId, documentId));
    },

    async removeDocument(user: UserRow, baseId: string, documentId: string): Promise<null> {
      const document = await db.transaction(async (tx) => {
        const row = await ownDocument(tx, user, baseId, documentId, true);
        await knowledgeRepository(tx).deleteDocument(documentId);
        await questionsRepository(tx).markDue(baseId, 'delete', new Date(now()));
        return row;
      });
      jobs.kick();
      await removeFiles([document.file_name]);
      return null;
    },

    async retry(user: UserRow, baseId: string, documentId: string): Promise<KnowledgeDocument> {
      const document = await db.transaction(async (tx) => {
        const row = await ownDocument(tx, user, baseId, documentId, true);
        if (row.status !== 'failed') throw new ApiError(409, NOT_RETRYABLE);
        await knowledgeRepository(tx).resetDocument(documentId);
        await queueIngest(tx, documentId, new Date(now()));
        return ownDocument(tx, user, baseId, documentId);
      });
      jobs.kick();
      return viewOne(document);
    },

    /** queues every failed document of the base again, in upload order; answers how many */
    async retryFailed(user: UserRow, baseId: string): Promise<{ retried: number }> {
      const ids = await db.transaction(async (tx) => {
        await ownBase(tx, user, baseId);
        const failed = await knowledgeRepository(tx).resetFailed(baseId);
        for (const id of failed) await queueIngest(tx, id, new Date(now()));
        return failed;
      });
      jobs.kick();
      return { retried: ids.length };
    },

    /** the base's dictionary and how far its documents are indexed again by it (decision 0091) */
    async dictionary(user: UserRow, baseId: string): Promise<KnowledgeDictionaryState> {
      const dictionary = await repo.ownDictionary(baseId, user.id);
      if (!dictionary) throw new ApiError(404, KNOWLEDGE_BASE_NOT_FOUND);
      return { ...dictionary, reindex: await repo.reindexProgress(baseId) };
    },

    /**
     * replaces the base's dictionary (words trimmed, repeats dropped) and indexes its documents
     * again in the background, each searchable by its old terms until its new ones are written
     */
    async setDictionary(
      user: UserRow,
      baseId: string,
      input: KnowledgeDictionary,
    ): Promise<KnowledgeDictionaryState> {
      const dictionary: KnowledgeDictionary = {
        terms: [...new Set(input.terms)],
        synonyms: input.synonyms.map((group) => [...new Set(group)]),
      };
      await db.transaction(async (tx) => {
        await ownBase(tx, user, baseId);
        await knowledgeRepository(tx).setDictionary(baseId, dictionary, new Date(now()));
        await questionsRepository(tx).markDue(baseId, 'dictionary', new Date(now()));
      });
      jobs.kick();
      return { ...dictionary, reindex: await repo.reindexProgress(baseId) };
    },

    /**
     * the best passages of the base's available documents for the query, ranked and explained
     * on its words (retrieval.ts, decision 0089); each document returned counts once
     */
    async retrieve(user: UserRow, baseId: string, query: string): Promise<KnowledgeRetrieval> {
      const dictionary = await repo.ownDictionary(baseId, user.id);
      if (!dictionary) throw new ApiError(404, KNOWLEDGE_BASE_NOT_FOUND);
      const hits = await searchBase(repo, baseId, query, RETRIEVAL_LIMIT, { dictionary });
      await repo.countMatches([...new Set(hits.map((hit) => hit.documentId))]);
      return {
        hits: hits.map((hit) => ({
          documentId: hit.documentId,
          documentName: hit.documentName,
          chunkIndex: hit.index,
          text: hit.text,
          score: hit.score,
          coverage: hit.coverage,
          band: hit.band,
          matchedWords: hit.matched,
          missingWords: hit.missing,
          emphasisedWords: hit.emphasised,
          phrases: hit.phrases,
          highlights: hit.highlights,
          location: publicLocation(hit.location),
        })),
      };
    },

    /** the base's saved test questions with their last two runs (decision 0092) */
    async questions(user: UserRow, baseId: string): Promise<KnowledgeQuestions> {
      await ownBase(db, user, baseId);
      return questionsOf(db, baseId);
    },

    /** saves a test question with the passages it should find, and runs it at once */
    async saveQuestion(
      user: UserRow,
      baseId: string,
      input: Pick<KnowledgeQuestionInput, 'question' | 'expected'>,
    ): Promise<KnowledgeQuestions> {
      await ownBase(db, user, baseId);
      await saveQuestion(db, baseId, input, new Date(now()));
      return questionsOf(db, baseId);
    },

    /** runs the base's questions again now */
    async checkQuestions(user: UserRow, baseId: string): Promise<KnowledgeQuestions> {
      await ownBase(db, user, baseId);
      await db.transaction((tx) => checkQuestions(tx, baseId, 'manual', new Date(now())));
      return questionsOf(db, baseId);
    },

    async deleteQuestion(
      user: UserRow,
      baseId: string,
      questionId: string,
    ): Promise<KnowledgeQuestions> {
      await ownBase(db, user, baseId);
      await deleteQuestion(db, baseId, questionId);
      return questionsOf(db, baseId);
    },
  };
}

export type KnowledgeService = ReturnType<typeof knowledgeService>;

/**
 * Saved test questions of a knowledge base (decision 0092). A question keeps the
 * passages it should find (where they were and their text then) and its last two runs: the
 * place of its best passage among the first KNOWLEDGE_QUESTION_LIMITS.rank hits, and the first
 * hit. A change to the base marks its questions due, with what changed; the ingest runner runs
 * them once no document of the base waits to be indexed (`checkDueQuestions`), so that a run
 * after an upload or a new dictionary sees the base as it now is. A run is the retrieval's own
 * search (search.ts) and counts no match on the documents.
 */
import {
  KNOWLEDGE_PASSAGE_NOT_FOUND,
  KNOWLEDGE_QUESTION_LIMITS,
  KNOWLEDGE_QUESTION_NOT_FOUND,
  KNOWLEDGE_QUESTIONS_FULL,
  type KnowledgeCheckCause,
  type KnowledgePassage,
  type KnowledgeQuestionCheck,
  type KnowledgeQuestionInput,
  type KnowledgeQuestions,
} from '@legion/api';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { iso } from '../shared/time.ts';
import { knowledgeRepository } from './repository.ts';
import { searchBase } from './search.ts';
import { type Dictionary, NO_DICTIONARY } from './tokenize.ts';

/** the first hit's text as a question keeps it */
const TOP_TEXT_CHARS = 300;

type Time = Date | string;
/** a passage as stored: the document's name is read when listed */
type StoredPassage = Omit<KnowledgePassage, 'documentName'>;

interface QuestionRow {
  id: string;
  question: string;
  expected: StoredPassage[];
  created_at: Time;
  checked_at: Time | null;
  rank: number | null;
  top: StoredPassage | null;
  previous_checked_at: Time | null;
  previous_rank: number | null;
  previous_top: StoredPassage | null;
}

interface BaseQuestionsRow {
  questions_due_at: Time | null;
  questions_checked_at: Time | null;
  questions_cause: KnowledgeCheckCause | null;
}

const QUESTION_COLUMNS = `id::text as id, question, expected, created_at, checked_at, rank, top,
  previous_checked_at, previous_rank, previous_top`;

export function questionsRepository(db: Queryable) {
  return {
    /** newest first */
    list(baseId: string) {
      return db.query<QuestionRow>(
        `select ${QUESTION_COLUMNS} from knowledge_questions where base_id = $1 order by id desc`,
        [baseId],
      );
    },

    async count(baseId: string): Promise<number> {
      const [row] = await db.query<{ n: number | string }>(
        'select count(*) as n from knowledge_questions where base_id = $1',
        [baseId],
      );
      return Number(row?.n ?? 0);
    },

    async insert(baseId: string, question: string, expected: StoredPassage[], at: Date) {
      const [row] = await db.query<{ id: string }>(
        `insert into knowledge_questions (base_id, question, expected, created_at)
         values ($1, $2, $3, $4) returning id::text as id`,
        [baseId, question, JSON.stringify(expected), at],
      );
      return row?.id ?? '';
    },

    async remove(baseId: string, questionId: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        'delete from knowledge_questions where id = $1 and base_id = $2 returning id::text as id',
        [questionId, baseId],
      );
      return rows.length > 0;
    },

    /** the run before becomes the previous one */
    async record(questionId: string, check: { at: Date; rank: number | null; top: unknown }) {
      await db.query(
        `update knowledge_questions set previous_checked_at = checked_at,
           previous_rank = rank, previous_top = top, checked_at = $2, rank = $3, top = $4
         where id = $1`,
        [questionId, check.at, check.rank, check.top === null ? null : JSON.stringify(check.top)],
      );
    },

    async baseState(baseId: string): Promise<BaseQuestionsRow | null> {
      const [row] = await db.query<BaseQuestionsRow>(
        `select questions_due_at, questions_checked_at, questions_cause
         from knowledge_bases where id = $1`,
        [baseId],
      );
      return row ?? null;
    },

    /** the passages of the base at these places, with their text (for a new question) */
    passages(baseId: string, refs: { documentId: string; chunkIndex: number }[]) {
      return db.query<StoredPassage>(
        `select c.document_id::text as "documentId", c.index as "chunkIndex", c.text
         from jsonb_to_recordset($2::jsonb) as r("documentId" bigint, "chunkIndex" integer)
         join knowledge_chunks c on c.document_id = r."documentId" and c.index = r."chunkIndex"
         join knowledge_documents d on d.id = c.document_id and d.base_id = $1`,
        [baseId, JSON.stringify(refs)],
      );
    },

    /** the names of the base's documents among these */
    async documentNames(baseId: string, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<{ id: string; name: string }>(
        `select id::text as id, name from knowledge_documents
         where base_id = $1 and id = any($2::bigint[])`,
        [baseId, ids],
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** the base changed: its questions (if it has any) run again once it is indexed */
    async markDue(baseId: string, cause: KnowledgeCheckCause, at: Date) {
      await db.query(
        `update knowledge_bases set questions_due_at = $3, questions_due_cause = $2
         where id = $1 and exists (select 1 from knowledge_questions q where q.base_id = $1)`,
        [baseId, cause, at],
      );
    },

    /** as markDue, for the base a document is in */
    async markDueFor(documentId: string, cause: KnowledgeCheckCause, at: Date) {
      const [row] = await db.query<{ base_id: string }>(
        'select base_id::text as base_id from knowledge_documents where id = $1',
        [documentId],
      );
      if (row) await this.markDue(row.base_id, cause, at);
    },

    /** the bases with documents queued to be indexed again (new terms at start-up) */
    async markReindexing(at: Date) {
      await db.query(
        `update knowledge_bases b set questions_due_at = $1, questions_due_cause = 'reindex'
         where exists (select 1 from knowledge_questions q where q.base_id = b.id)
           and exists (select 1 from knowledge_jobs j
                       join knowledge_documents d on d.id = j.document_id
                       where d.base_id = b.id and j.reindex and j.state = 'queued')`,
        [at],
      );
    },

    /**
     * a base whose questions are due and none of whose documents waits to be indexed (first
     * marked first), taken off the due ones (skip locked: another runner takes another base)
     */
    async claimDue(): Promise<{ baseId: string; cause: KnowledgeCheckCause } | null> {
      const [row] = await db.query<{ id: string; cause: KnowledgeCheckCause | null }>(
        `update knowledge_bases b set questions_due_at = null
         from (
           select k.id, k.questions_due_cause from knowledge_bases k
           where k.questions_due_at is not null
             and not exists (select 1 from knowledge_documents d
                             where d.base_id = k.id and d.status = 'processing')
             and not exists (select 1 from knowledge_jobs j
                             join knowledge_documents d on d.id = j.document_id
                             where d.base_id = k.id and j.state in ('queued', 'running'))
           order by k.questions_due_at limit 1
           for update of k skip locked
         ) as due
         where b.id = due.id
         returning b.id::text as id, due.questions_due_cause as cause`,
      );
      return row ? { baseId: row.id, cause: row.cause ?? 'manual' } : null;
    },

    async setChecked(baseId: string, cause: KnowledgeCheckCause, at: Date) {
      await db.query(
        'update knowledge_bases set questions_checked_at = $2, questions_cause = $3 where id = $1',
        [baseId, at, cause],
      );
    },

    async dictionary(baseId: string): Promise<Dictionary> {
      const [row] = await db.query<{ dictionary: Dictionary }>(
        'select dictionary from knowledge_bases where id = $1',
        [baseId],
      );
      return row?.dictionary ?? NO_DICTIONARY;
    },
  };
}

/** runs one question on the base as it is now */
async function runQuestion(
  db: Queryable,
  baseId: string,
  question: Pick<QuestionRow, 'question' | 'expected'>,
  dictionary: Dictionary,
) {
  const hits = await searchBase(
    knowledgeRepository(db),
    baseId,
    question.question,
    KNOWLEDGE_QUESTION_LIMITS.rank,
    { dictionary },
  );
  // a passage is its place, or its text in the same document (a re-chunked document moves it)
  const expected = (hit: (typeof hits)[number]) =>
    question.expected.some(
      (passage) =>
        passage.documentId === hit.documentId &&
        (passage.chunkIndex === hit.index || passage.text === hit.text),
    );
  const place = hits.findIndex(expected);
  const [first] = hits;
  return {
    rank: place === -1 ? null : place + 1,
    top: first
      ? {
          documentId: first.documentId,
          chunkIndex: first.index,
          text: first.text.slice(0, TOP_TEXT_CHARS),
        }
      : null,
  };
}

/**
 * Runs every question of the base now and records it as the base's last run; `tx` is a
 * transaction, so a reader sees the whole run or none of it, and the base's row stays locked
 * until it commits, so two runs of one base (the runner's and one on demand) take turns.
 */
export async function checkQuestions(
  tx: Queryable,
  baseId: string,
  cause: KnowledgeCheckCause,
  at: Date,
) {
  await tx.query('select id from knowledge_bases where id = $1 for update', [baseId]);
  const repo = questionsRepository(tx);
  const dictionary = await repo.dictionary(baseId);
  for (const question of await repo.list(baseId)) {
    await repo.record(question.id, {
      at,
      ...(await runQuestion(tx, baseId, question, dictionary)),
    });
  }
  await repo.setChecked(baseId, cause, at);
}

/**
 * Runs the questions of every base that changed and is indexed (the ingest runner calls it
 * when its queue is empty); answers how many bases it ran.
 */
export async function checkDueQuestions(db: Database, now: () => number): Promise<number> {
  let bases = 0;
  for (;;) {
    // claimed, run and recorded in one transaction: until it commits, a reader still sees the
    // base due ("checking") and the last results, never the claim without the new results
    const ran = await db.transaction(async (tx) => {
      const due = await questionsRepository(tx).claimDue();
      if (!due) return false;
      await checkQuestions(tx, due.baseId, due.cause, new Date(now()));
      return true;
    });
    if (!ran) return bases;
    bases++;
  }
}

/**
 * A base's questions as the API answers them (the base is the caller's: checked before). Read on
 * one snapshot: the base's state, its questions' results and the documents' names all from the
 * same commit, so a run never shows as finished beside the results from before it.
 */
export function questionsOf(db: Database, baseId: string): Promise<KnowledgeQuestions> {
  return db.snapshot((tx) => readQuestions(tx, baseId));
}

async function readQuestions(db: Queryable, baseId: string): Promise<KnowledgeQuestions> {
  const repo = questionsRepository(db);
  const rows = await repo.list(baseId);
  const state = await repo.baseState(baseId);
  const ids = rows.flatMap((row) =>
    [...row.expected, row.top, row.previous_top].flatMap((passage) =>
      passage ? [passage.documentId] : [],
    ),
  );
  const names = await repo.documentNames(baseId, [...new Set(ids)]);
  const passage = (stored: StoredPassage): KnowledgePassage => ({
    ...stored,
    documentName: names.get(stored.documentId) ?? null,
  });
  const check = (at: Time | null, rank: number | null, top: StoredPassage | null) =>
    at === null
      ? null
      : ({ checkedAt: iso(at), rank, top: top && passage(top) } satisfies KnowledgeQuestionCheck);
  return {
    questions: rows.map((row) => ({
      id: row.id,
      question: row.question,
      expected: row.expected.map(passage),
      createdAt: iso(row.created_at),
      last: check(row.checked_at, row.rank, row.top),
      previous: check(row.previous_checked_at, row.previous_rank, row.previous_top),
    })),
    checking: state?.questions_due_at != null,
    checkedAt: state?.questions_checked_at ? iso(state.questions_checked_at) : null,
    cause: state?.questions_cause ?? null,
  };
}

/**
 * Saves a question with its passages (each must be in the base now) and runs it at once; the
 * base is the caller's (checked before).
 */
export async function saveQuestion(
  db: Database,
  baseId: string,
  input: Pick<KnowledgeQuestionInput, 'question' | 'expected'>,
  at: Date,
) {
  await db.transaction(async (tx) => {
    const repo = questionsRepository(tx);
    // one at a time per base, so two saves cannot both pass the limit
    await tx.query('select id from knowledge_bases where id = $1 for update', [baseId]);
    if ((await repo.count(baseId)) >= KNOWLEDGE_QUESTION_LIMITS.perBase) {
      throw new ApiError(409, KNOWLEDGE_QUESTIONS_FULL);
    }
    const refs = [
      ...new Map(
        input.expected.map((ref) => [`${ref.documentId}:${ref.chunkIndex}`, ref]),
      ).values(),
    ];
    const found = await repo.passages(baseId, refs);
    if (found.length !== refs.length) throw new ApiError(409, KNOWLEDGE_PASSAGE_NOT_FOUND);
    const question = input.question.trim();
    const id = await repo.insert(baseId, question, found, at);
    const run = await runQuestion(
      tx,
      baseId,
      { question, expected: found },
      await repo.dictionary(baseId),
    );
    await repo.record(id, { at, ...run });
  });
}

export async function deleteQuestion(db: Queryable, baseId: string, questionId: string) {
  if (!(await questionsRepository(db).remove(baseId, questionId))) {
    throw new ApiError(404, KNOWLEDGE_QUESTION_NOT_FOUND);
  }
}

/**
 * Knowledge bases: a user's bases, the documents uploaded to them (ingested off the request
 * path: processing, then available or failed), their text chunks, and the retrieval test.
 */
import { z } from 'zod';
import { pageOf } from './paging.ts';

/** the formats an upload accepts, by extension (lower case, without the dot) */
export const KNOWLEDGE_EXTENSIONS = [
  'txt',
  'markdown',
  'mdx',
  'pdf',
  'html',
  'xlsx',
  'xls',
  'docx',
  'csv',
  'vtt',
  'properties',
  'md',
  'htm',
] as const;

/** The upload is multipart, one file per request (the registry's `uploadKnowledgeDocument`). */
export const KNOWLEDGE_UPLOAD = {
  path: '/api/knowledge/:id/documents/upload',
  field: 'file',
  /** at most 20 MB per file */
  maxBytes: 20 * 1024 * 1024,
  extensions: KNOWLEDGE_EXTENSIONS,
} as const;

/**
 * the knowledge space each plan gives, in bytes (1 GB = 1024³ bytes), as the built-in plans
 * (FALLBACK_PACKAGES, shown when the list call fails) state it
 */
export const KNOWLEDGE_PLANS = ['free', 'premium', 'enterprise'] as const;
export type KnowledgePlan = (typeof KNOWLEDGE_PLANS)[number];
const GB = 1024 ** 3;
export const KNOWLEDGE_QUOTA_BYTES: Record<KnowledgePlan, number> = {
  free: GB,
  premium: 10 * GB,
  enterprise: 2 * 1024 * GB,
};
/** the 413 when a file would take the caller's knowledge space past the plan's quota */
export const KNOWLEDGE_QUOTA_EXCEEDED =
  "Your knowledge space is full: this file does not fit in your plan's quota";

export const knowledgeUsageSchema = z.object({
  plan: z.enum(KNOWLEDGE_PLANS),
  /** the bytes of every file the caller has uploaded, across all bases */
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type KnowledgeUsage = z.infer<typeof knowledgeUsageSchema>;

export const KNOWLEDGE_BASE_NOT_FOUND = 'Knowledge base not found';
export const KNOWLEDGE_DOCUMENT_NOT_FOUND = 'Document not found';

const id = z.string().regex(/^\d{1,18}$/, 'id');

export const knowledgeBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  documentCount: z.number().int().nonnegative(),
  /** the bytes of its uploaded files */
  bytes: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** its documents whose processing failed (they can be retried together) */
  failedCount: z.number().int().nonnegative(),
  /** its saved test questions, and how many of them found their passage at their last run */
  questionCount: z.number().int().nonnegative(),
  questionsPassed: z.number().int().nonnegative(),
});
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;

export const knowledgeBaseListSchema = z.array(knowledgeBaseSchema);

export const KNOWLEDGE_NAME_REQUIRED = 'Please enter a name';
const name = z.string().trim().min(1, KNOWLEDGE_NAME_REQUIRED).max(50, 'at most 50 characters');

export const knowledgeBaseInputSchema = z.object({
  name,
  description: z.string().trim().max(200, 'at most 200 characters').default(''),
});
export type KnowledgeBaseInput = z.input<typeof knowledgeBaseInputSchema>;

export const knowledgeBaseIdSchema = z.object({ id });
/** an upload's fields besides the file: `sameContent: 'allow'` uploads a file already in the base */
export const knowledgeUploadInputSchema = /* @__PURE__ */ knowledgeBaseIdSchema.extend({
  sameContent: z.literal('allow').optional(),
});
/** the message of the 409 to a file whose content is already in the base */
export const KNOWLEDGE_SAME_CONTENT = 'A document with the same content is already in this base';
export const knowledgeBaseUpdateSchema = /* @__PURE__ */ knowledgeBaseInputSchema.extend({ id });

export const KNOWLEDGE_DOCUMENT_STATUSES = [
  'processing',
  'available',
  'disabled',
  'failed',
] as const;
export type KnowledgeDocumentStatus = (typeof KNOWLEDGE_DOCUMENT_STATUSES)[number];

/** where a processing document is: waiting for the runner, then the three steps of ingest */
export const KNOWLEDGE_INGEST_STAGES = ['queued', 'parsing', 'chunking', 'indexing'] as const;
export type KnowledgeIngestStage = (typeof KNOWLEDGE_INGEST_STAGES)[number];

/**
 * Why ingest failed, as a code the screen words in the reader's language: the extractor's
 * reasons (`no-text-layer`: a PDF whose pages are images of text, a scan), `interrupted` for an
 * ingest cut off by a restart that could not be resumed, and `internal` for anything else.
 */
export const KNOWLEDGE_FAILURE_REASONS = [
  'empty',
  'no-text-layer',
  'encrypted',
  'corrupt',
  'unsupported',
  'too-large',
  'interrupted',
  'internal',
] as const;
export type KnowledgeFailureReason = (typeof KNOWLEDGE_FAILURE_REASONS)[number];

export const knowledgeDocumentSchema = z.object({
  id: z.string(),
  baseId: z.string(),
  name: z.string(),
  /** the extension in upper case: PDF, DOCX, TXT … */
  type: z.string(),
  bytes: z.number().int().nonnegative(),
  /** the extracted text's character count; 0 until ingested */
  characters: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  matchCount: z.number().int().nonnegative(),
  status: z.enum(KNOWLEDGE_DOCUMENT_STATUSES),
  /** the ingest step while processing; null otherwise */
  stage: z.enum(KNOWLEDGE_INGEST_STAGES).nullable(),
  /** why ingest failed, in English, for the uploader to act on; null unless failed */
  failure: z.string().nullable(),
  /** the same as a code, for the screen to word in the reader's language; null unless failed */
  failureReason: z.enum(KNOWLEDGE_FAILURE_REASONS).nullable(),
  /**
   * an ingested document that yielded far less text than its size suggests (decision 0093): no
   * text at all, pages that are images without text (a PDF's `imagePages` of `pages`), or under
   * one character per KNOWLEDGE_LOW_TEXT.bytesPerCharacter bytes of a file of at least
   * KNOWLEDGE_LOW_TEXT.minBytes; null when its text is as expected
   */
  lowText: z
    .object({
      imagePages: z.number().int().nonnegative(),
      pages: z.number().int().nonnegative(),
    })
    .nullable(),
  /**
   * a document waiting to be processed: its place in the queue (1 = next) and the estimated
   * seconds until it is processed, from how fast recent documents were; null otherwise
   */
  queue: z
    .object({
      position: z.number().int().positive(),
      seconds: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

/** when an ingested document's text counts as far less than its size suggests */
export const KNOWLEDGE_LOW_TEXT = { minBytes: 100 * 1024, bytesPerCharacter: 500 } as const;

export const knowledgeDocumentPageSchema = /* @__PURE__ */ pageOf(knowledgeDocumentSchema);
export type KnowledgeDocumentPage = z.infer<typeof knowledgeDocumentPageSchema>;

/** the columns the document list sorts by */
export const KNOWLEDGE_DOCUMENT_SORTS = [
  'uploadedAt',
  'name',
  'bytes',
  'characters',
  'matchCount',
] as const;
export type KnowledgeDocumentSort = (typeof KNOWLEDGE_DOCUMENT_SORTS)[number];

export const knowledgeDocumentsQuerySchema = z.object({
  id,
  /** a part of the document name */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(KNOWLEDGE_DOCUMENT_SORTS).default('uploadedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const knowledgeDocumentIdSchema = z.object({ id, documentId: id });

/** how many failed documents were queued again */
export const knowledgeRetriedSchema = z.object({ retried: z.number().int().nonnegative() });

export const knowledgeChunkSchema = z.object({
  index: z.number().int().nonnegative(),
  text: z.string(),
});
export type KnowledgeChunk = z.infer<typeof knowledgeChunkSchema>;
export const knowledgeChunkPageSchema = /* @__PURE__ */ pageOf(knowledgeChunkSchema);
export type KnowledgeChunkPage = z.infer<typeof knowledgeChunkPageSchema>;

export const knowledgeChunksQuerySchema = /* @__PURE__ */ knowledgeDocumentIdSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const knowledgeDocumentStatusInputSchema = /* @__PURE__ */ knowledgeDocumentIdSchema.extend({
  enabled: z.boolean(),
});

export const knowledgeDocumentRenameSchema = /* @__PURE__ */ knowledgeDocumentIdSchema.extend({
  name: z.string().trim().min(1, KNOWLEDGE_NAME_REQUIRED).max(200, 'at most 200 characters'),
});

export const KNOWLEDGE_QUERY_REQUIRED = 'Please enter a query';
export const knowledgeRetrievalInputSchema = z.object({
  id,
  query: z.string().trim().min(1, KNOWLEDGE_QUERY_REQUIRED).max(200, 'at most 200 characters'),
});

/**
 * A base's own words (decision 0091): terms kept whole when text and questions are cut into words
 * (上海交通大学), and groups of words that mean the same (退款 = 退钱). Changing them indexes the
 * base's documents again in the background.
 */
export const KNOWLEDGE_DICTIONARY_LIMITS = {
  terms: 500,
  groups: 200,
  groupWords: 10,
  wordChars: 30,
} as const;
export const KNOWLEDGE_DICTIONARY_WORD = 'a word is 1–30 characters on one line';
export const KNOWLEDGE_DICTIONARY_GROUP = 'a group of synonyms needs at least two different words';
const dictionaryWord = z
  .string()
  .trim()
  .min(1, KNOWLEDGE_DICTIONARY_WORD)
  .max(KNOWLEDGE_DICTIONARY_LIMITS.wordChars, KNOWLEDGE_DICTIONARY_WORD)
  .regex(/^[^\n\r\t]+$/, KNOWLEDGE_DICTIONARY_WORD);

export const knowledgeDictionarySchema = z.object({
  terms: z.array(dictionaryWord).max(KNOWLEDGE_DICTIONARY_LIMITS.terms, 'at most 500 terms'),
  synonyms: z
    .array(
      z
        .array(dictionaryWord)
        .max(KNOWLEDGE_DICTIONARY_LIMITS.groupWords, 'at most 10 words in a group')
        .refine((group) => new Set(group).size >= 2, KNOWLEDGE_DICTIONARY_GROUP),
    )
    .max(KNOWLEDGE_DICTIONARY_LIMITS.groups, 'at most 200 groups'),
});
export type KnowledgeDictionary = z.infer<typeof knowledgeDictionarySchema>;

export const knowledgeDictionaryInputSchema = /* @__PURE__ */ knowledgeDictionarySchema.extend({
  id,
});

/** the dictionary, and how far the base's documents are indexed again since it last changed */
export const knowledgeDictionaryStateSchema = /* @__PURE__ */ knowledgeDictionarySchema.extend({
  reindex: z.object({
    /** documents still waiting to be indexed again or being indexed */
    pending: z.number().int().nonnegative(),
    /** the base's ingested documents (available or disabled) */
    total: z.number().int().nonnegative(),
  }),
});
export type KnowledgeDictionaryState = z.infer<typeof knowledgeDictionaryStateSchema>;

/** how well a passage answers the query, by how much of it the passage's words cover (decision 0089) */
export const KNOWLEDGE_RELEVANCE_BANDS = ['high', 'medium', 'low'] as const;
export type KnowledgeRelevanceBand = (typeof KNOWLEDGE_RELEVANCE_BANDS)[number];
/** the least coverage of each band above low (the retrieval's rule, and the words that explain it) */
export const KNOWLEDGE_BAND_COVERAGE = { high: 0.8, medium: 0.5 } as const;

/**
 * Where a passage came from (decision 0094): a PDF's page (and the page it ends on), a
 * spreadsheet's or CSV's sheet and row (as the file numbers them, 1 = its first line), and the
 * headings it sits under, outermost first
 */
export const knowledgeLocationSchema = z.object({
  page: z.number().int().positive().optional(),
  pageEnd: z.number().int().positive().optional(),
  sheet: z.string().optional(),
  row: z.number().int().positive().optional(),
  rowEnd: z.number().int().positive().optional(),
  headings: z.array(z.string()),
});
export type KnowledgeLocation = z.infer<typeof knowledgeLocationSchema>;

export const KNOWLEDGE_PASSAGE_MISSING = 'Passage not found';
/** the most passages a document view shows on each side of its passage */
export const KNOWLEDGE_PASSAGE_CONTEXT = 20;

/** the most passages a document has: far above any real one, and inside PostgreSQL's integer */
export const KNOWLEDGE_MAX_CHUNK_INDEX = 1_000_000;

export const knowledgePassageQuerySchema = z.object({
  id,
  documentId: id,
  chunkIndex: z.coerce.number().int().min(0).max(KNOWLEDGE_MAX_CHUNK_INDEX),
  /** how many passages before and after it to show */
  before: z.coerce.number().int().min(0).max(KNOWLEDGE_PASSAGE_CONTEXT).default(2),
  after: z.coerce.number().int().min(0).max(KNOWLEDGE_PASSAGE_CONTEXT).default(2),
});
/** the passage view's input as the contract parses it (defaults filled in) */
export type KnowledgePassageQuery = z.output<typeof knowledgePassageQuerySchema>;

export const knowledgePassageBlockSchema = z.object({
  chunkIndex: z.number().int().nonnegative(),
  /** its text not already shown by the block before it (the passage itself whole) */
  text: z.string(),
  /** the heading, and a table row's column headers, the index repeats on top of it */
  head: z.string(),
  /** null for a passage indexed before locations were kept */
  location: knowledgeLocationSchema.nullable(),
});
export type KnowledgePassageBlock = z.infer<typeof knowledgePassageBlockSchema>;

/** a document opened at one of its passages, with the passages around it */
export const knowledgePassageViewSchema = z.object({
  document: z.object({ id: z.string(), name: z.string(), type: z.string() }),
  /** the passage it was opened at */
  chunkIndex: z.number().int().nonnegative(),
  /** how many passages the document has */
  total: z.number().int().nonnegative(),
  /** in document order, the passage among them */
  blocks: z.array(knowledgePassageBlockSchema),
});
export type KnowledgePassageView = z.infer<typeof knowledgePassageViewSchema>;

export const knowledgeHitSchema = z.object({
  documentId: z.string(),
  documentName: z.string(),
  chunkIndex: z.number().int().nonnegative(),
  text: z.string(),
  /** the BM25 score over the most a passage holding every word could score, 0–1 (details only) */
  score: z.number(),
  /** the share of the question's weight in the words the passage holds, 0–1 */
  coverage: z.number(),
  band: z.enum(KNOWLEDGE_RELEVANCE_BANDS),
  /** the query's words the passage holds, as the query wrote them */
  matchedWords: z.array(z.string()),
  /** the query's words it does not hold */
  missingWords: z.array(z.string()),
  /**
   * the query's words found in the passage's heading, a clause title or a term it defines: the
   * order weighs them more (with `phrases`), the score does not count it
   */
  emphasisedWords: z.array(z.string()),
  /** neighbouring words of the query the passage says side by side, each "a b" as written */
  phrases: z.array(z.string()),
  /** where the matched words are in `text`: [start, end) offsets, in order, not overlapping */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** where it came from; null for a passage indexed before locations were kept */
  location: knowledgeLocationSchema.nullable(),
});
export type KnowledgeHit = z.infer<typeof knowledgeHitSchema>;

export const knowledgeRetrievalSchema = z.object({ hits: z.array(knowledgeHitSchema) });
export type KnowledgeRetrieval = z.infer<typeof knowledgeRetrievalSchema>;

/**
 * Saved test questions (decision 0092): a question with the passages it should find. After any
 * change to the base (a document indexed, deleted, enabled or disabled, the dictionary, a
 * re-index) they run again by themselves; a question passes when one of its passages is among
 * the first `rank` hits.
 */
export const KNOWLEDGE_QUESTION_LIMITS = { perBase: 100, passages: 5, rank: 5 } as const;
export const KNOWLEDGE_QUESTION_PASSAGES = 'choose 1–5 passages the question should find';
export const KNOWLEDGE_QUESTIONS_FULL = 'A knowledge base holds at most 100 test questions';
export const KNOWLEDGE_QUESTION_NOT_FOUND = 'Test question not found';
export const KNOWLEDGE_PASSAGE_NOT_FOUND = 'That passage is no longer in the knowledge base';

/** what the last check of a base's questions followed */
export const KNOWLEDGE_CHECK_CAUSES = [
  'saved',
  'upload',
  'delete',
  'enable',
  'disable',
  'dictionary',
  'reindex',
  'manual',
] as const;
export type KnowledgeCheckCause = (typeof KNOWLEDGE_CHECK_CAUSES)[number];

export const knowledgePassageRefSchema = z.object({
  documentId: id,
  // a number past PostgreSQL's integer answered 500 instead of 400 (found by fuzz.test.ts)
  chunkIndex: z.number().int().min(0).max(KNOWLEDGE_MAX_CHUNK_INDEX),
});

export const knowledgeQuestionInputSchema = z.object({
  id,
  question: knowledgeRetrievalInputSchema.shape.query,
  expected: z
    .array(knowledgePassageRefSchema)
    .min(1, KNOWLEDGE_QUESTION_PASSAGES)
    .max(KNOWLEDGE_QUESTION_LIMITS.passages, KNOWLEDGE_QUESTION_PASSAGES),
});
export type KnowledgeQuestionInput = z.input<typeof knowledgeQuestionInputSchema>;

export const knowledgeQuestionIdSchema = z.object({ id, questionId: id });

/** a passage as a question keeps it: where it was and its text then */
export const knowledgePassageSchema = z.object({
  documentId: z.string(),
  /** the document's name now; null once it is deleted */
  documentName: z.string().nullable(),
  chunkIndex: z.number().int().nonnegative(),
  text: z.string(),
});
export type KnowledgePassage = z.infer<typeof knowledgePassageSchema>;

/** one run of a question */
export const knowledgeQuestionCheckSchema = z.object({
  checkedAt: z.string(),
  /** the place (1–5) of its best expected passage among the hits; null: none of them */
  rank: z.number().int().positive().nullable(),
  /** the first hit then; null when nothing matched */
  top: knowledgePassageSchema.nullable(),
});
export type KnowledgeQuestionCheck = z.infer<typeof knowledgeQuestionCheckSchema>;

export const knowledgeQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  expected: z.array(knowledgePassageSchema),
  createdAt: z.string(),
  /** the latest run (null until it has run once) and the one before it */
  last: knowledgeQuestionCheckSchema.nullable(),
  previous: knowledgeQuestionCheckSchema.nullable(),
});
export type KnowledgeQuestion = z.infer<typeof knowledgeQuestionSchema>;

export const knowledgeQuestionsSchema = z.object({
  /** newest first */
  questions: z.array(knowledgeQuestionSchema),
  /** the base changed and its questions wait to run again (after its documents are indexed) */
  checking: z.boolean(),
  /** when the questions last ran together, and what that followed */
  checkedAt: z.string().nullable(),
  cause: z.enum(KNOWLEDGE_CHECK_CAUSES).nullable(),
});
export type KnowledgeQuestions = z.infer<typeof knowledgeQuestionsSchema>;

/** a question's state between its last two runs */
export function questionOutcome(question: Pick<KnowledgeQuestion, 'last' | 'previous'>) {
  const { last, previous } = question;
  const passed = last !== null && last.rank !== null;
  const samePassage = (a: KnowledgePassage | null, b: KnowledgePassage | null) =>
    a?.documentId === b?.documentId && a?.chunkIndex === b?.chunkIndex;
  return {
    passed,
    /** it found a passage of its own before and now finds none */
    regression: !passed && previous !== null && previous.rank !== null && last !== null,
    /** its first hit is another passage than at the run before */
    newTop: last !== null && previous !== null && !samePassage(last.top, previous.top),
  };
}

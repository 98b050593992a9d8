/**
 * Knowledge bases (SPEC §3 "Knowledge document", §5 "Knowledge upload", issue 6): a user's
 * bases, the documents uploaded to them (ingested off the request path: processing, then
 * available or failed), their text chunks, and the retrieval test.
 */
import { z } from 'zod';
import { pageOf } from './market.ts';

/** SPEC §5: the accepted formats, by extension (lower case, without the dot) */
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

/** The upload is multipart, one file per request; not a registry endpoint. */
export const KNOWLEDGE_UPLOAD = {
  path: '/api/knowledge/:id/documents/upload',
  field: 'file',
  /** SPEC §5 / §9: 20 MB per file */
  maxBytes: 20 * 1024 * 1024,
  extensions: KNOWLEDGE_EXTENSIONS,
} as const;

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
export const knowledgeBaseUpdateSchema = knowledgeBaseInputSchema.extend({ id });

export const KNOWLEDGE_DOCUMENT_STATUSES = [
  'processing',
  'available',
  'disabled',
  'failed',
] as const;
export type KnowledgeDocumentStatus = (typeof KNOWLEDGE_DOCUMENT_STATUSES)[number];

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
  /** why ingest failed, for the uploader to act on; null unless failed */
  failure: z.string().nullable(),
});
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

export const knowledgeDocumentPageSchema = pageOf(knowledgeDocumentSchema);
export type KnowledgeDocumentPage = z.infer<typeof knowledgeDocumentPageSchema>;

export const knowledgeDocumentsQuerySchema = z.object({
  id,
  /** a part of the document name */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const knowledgeDocumentIdSchema = z.object({ id, documentId: id });

export const knowledgeChunkSchema = z.object({
  index: z.number().int().nonnegative(),
  text: z.string(),
});
export type KnowledgeChunk = z.infer<typeof knowledgeChunkSchema>;
export const knowledgeChunkPageSchema = pageOf(knowledgeChunkSchema);
export type KnowledgeChunkPage = z.infer<typeof knowledgeChunkPageSchema>;

export const knowledgeChunksQuerySchema = knowledgeDocumentIdSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const knowledgeDocumentStatusInputSchema = knowledgeDocumentIdSchema.extend({
  enabled: z.boolean(),
});

export const knowledgeDocumentRenameSchema = knowledgeDocumentIdSchema.extend({
  name: z.string().trim().min(1, KNOWLEDGE_NAME_REQUIRED).max(200, 'at most 200 characters'),
});

export const KNOWLEDGE_QUERY_REQUIRED = 'Please enter a query';
export const knowledgeRetrievalInputSchema = z.object({
  id,
  query: z.string().trim().min(1, KNOWLEDGE_QUERY_REQUIRED).max(200, 'at most 200 characters'),
});

export const knowledgeHitSchema = z.object({
  documentId: z.string(),
  documentName: z.string(),
  chunkIndex: z.number().int().nonnegative(),
  text: z.string(),
  score: z.number(),
});
export type KnowledgeHit = z.infer<typeof knowledgeHitSchema>;

export const knowledgeRetrievalSchema = z.object({ hits: z.array(knowledgeHitSchema) });
export type KnowledgeRetrieval = z.infer<typeof knowledgeRetrievalSchema>;

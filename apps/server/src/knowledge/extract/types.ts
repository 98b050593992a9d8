import type { WeighedChunk } from '../tokenize.ts';
import type { StructuredHeading, TextMark } from './marks.ts';

/** What the extractor answers for one uploaded document. */
export const KNOWLEDGE_FORMATS = [
  'txt',
  'markdown',
  'md',
  'mdx',
  'pdf',
  'html',
  'htm',
  'xlsx',
  'xls',
  'docx',
  'csv',
  'vtt',
  'properties',
] as const;

export type KnowledgeFormat = (typeof KNOWLEDGE_FORMATS)[number];

export type ExtractFailureReason =
  | 'empty'
  | 'no-text-layer'
  | 'encrypted'
  | 'corrupt'
  | 'unsupported'
  | 'too-large';

/** a paged document's pages, and how many of them are images without text (a PDF's) */
export interface PageCount {
  total: number;
  imageOnly: number;
}

/** what a format reader makes of a document */
export interface ParsedDocument {
  text: string;
  pages?: PageCount;
  /** places in the text: page starts, sheets and rows (marks.ts) */
  marks?: TextMark[];
  /** a Word or HTML document's headings, in order (others' are read from the text) */
  headings?: StructuredHeading[];
}

export type ExtractResult =
  | {
      ok: true;
      format: KnowledgeFormat;
      text: string;
      characters: number;
      /** a PDF's pages, and how many are images without text */
      pages?: PageCount;
      /** with the `chunks` option: the chunks with their terms' weights (tokenize.ts) */
      chunks?: WeighedChunk[];
    }
  | {
      ok: false;
      /** null when the extension is not one we accept */
      format: KnowledgeFormat | null;
      reason: ExtractFailureReason;
      /** English, for the person who uploaded the file: what is wrong and what to do */
      message: string;
    };

/** thrown by the format readers; turned into a failed result at the boundary */
export class ExtractError extends Error {
  readonly reason: ExtractFailureReason;
  constructor(reason: ExtractFailureReason, message: string) {
    super(message);
    this.name = 'ExtractError';
    this.reason = reason;
  }
}

/**
 * The shared document corpus (../shared/corpus, see its README) as the knowledge tests read it:
 * where it is, its manifest, and what we expect of each file. Files where our text deliberately
 * differs from the reference tool are listed in DELIBERATE with our figure and why
 * (docs/decisions/, "Knowledge text extraction"). Used by the extraction test and by the
 * corpus test through the server, so the two can never disagree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractFailureReason } from '../src/knowledge/extract/index.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const corpusDir = process.env.KNOWLEDGE_CORPUS_DIR ?? join(repoRoot, '../shared/corpus');
export const corpusDocsDir = join(corpusDir, 'docs');
export const hasCorpus = existsSync(join(corpusDir, 'manifest.json'));

export interface ManifestFile {
  name: string;
  format: string;
  bytes: number;
  expect: 'text' | 'error';
  expect_acceptable_alternative?: 'error';
  tags: string[];
  ref_chars: number;
}

/** the corpus manifest; no files when the corpus is absent */
export function loadManifest(): { files: ManifestFile[] } {
  if (!hasCorpus) return { files: [] };
  return JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as {
    files: ManifestFile[];
  };
}

/** our count where it differs from the reference by more than 2% on purpose */
export const DELIBERATE: Record<string, { characters: number; reason: string }> = {
  'pdf-zh-knowledge-base-template.pdf': {
    characters: 106,
    reason: 'two emoji icons (⛳ ⭐) have no Unicode mapping PDF.js uses; pdftotext guesses them',
  },
  'xlsx-poi-zh-cell-formatting-3sheets.xlsx': {
    characters: 429,
    reason:
      "the cells' own number formats (¥100.00, Sunday, March 21, 2010, 13时20分01秒); LibreOffice printed general formats — plus the sheet heading and the merged header cell's value under both columns it spans",
  },
  'xlsx-hyperspot-multi-sheet.xlsx': { characters: 156, reason: 'three sheet-name headings' },
  'xlsx-coze-typed-columns-2sheets.xlsx': { characters: 275, reason: 'two sheet-name headings' },
  'xlsx-tika-strict-ooxml.xlsx': { characters: 199, reason: 'two sheet-name headings' },
  'xlsx-tika-columnar-dates.xlsx': {
    characters: 942,
    reason:
      "the cells' own formats (0.00%, dd-mm-yyyy, ddMmmyy) where LibreOffice printed 66.6666666666667%, mm/dd/yyyy and AM/PM times",
  },
  'xls-tika-numbers-squares.xls': { characters: 224, reason: 'the sheet-name heading' },
  'xls-tika-legacy-biff5.xls': { characters: 224, reason: 'the sheet-name heading' },
  'html-jmeter-image-only-banner.htm': {
    characters: 0,
    reason: 'an image without alt text has no text; w3m prints its file name as a placeholder',
  },
  'csv-tika-numbers-squares.csv': {
    characters: 181,
    reason: 'the reference is the raw file, whose commas of empty cells count as characters',
  },
  'vtt-mozilla-cycle-collector-talk.vtt': {
    characters: 1441,
    reason: 'cue text only (the reference is the raw file with timings)',
  },
  'vtt-spec-example-speakers.vtt': {
    characters: 701,
    reason: 'cue text only, voice tags become "Speaker: "',
  },
  'vtt-regions-dialogue.vtt': { characters: 128, reason: 'cue text only (no header, regions)' },
  'vtt-tika-transcript-utf8-bom.vtt': { characters: 371, reason: 'cue text only' },
  'properties-spring-security-messages-zh-cn-escaped.properties': {
    characters: 3098,
    reason: '\\uXXXX escapes resolved to the characters (manifest ref_chars_alt: 3,099)',
  },
  'mdx-what-is-mdx.mdx': {
    characters: 8920,
    reason: 'MDX import/export lines and JSX tags dropped',
  },
  'mdx-guide-gfm.mdx': { characters: 2803, reason: 'MDX export block and {/* comment */} dropped' },
  'mdx-blog-v2-release.mdx': {
    characters: 12209,
    reason: 'MDX import/export and JSX tags dropped',
  },
};

/** the reason we give for an `expect_acceptable_alternative: "error"` file */
export const ALTERNATIVE_REASON: Record<string, ExtractFailureReason> = {
  'vtt-blank-file-with-bom.vtt': 'empty',
  'properties-spring-security-messages-nl-empty.properties': 'empty',
};

/** the reason an `expect: "error"` file must fail with */
export const expectedFailure = (file: ManifestFile): ExtractFailureReason =>
  file.tags.includes('encrypted') ? 'encrypted' : 'corrupt';

/** (ours − reference) / reference; a reference of 0 is met only by 0 */
export const deviation = (ours: number, reference: number) =>
  reference === 0 ? (ours === 0 ? 0 : 1) : (ours - reference) / reference;

/** one file's outcome, for the per-format summary */
export interface CorpusRow {
  format: string;
  passed: boolean;
  /** |deviation| from the reference, for files that produced text */
  deviation?: number;
  deliberate: boolean;
}

/** one line per format: files, passed, within 2%, deliberate exceptions, mean |deviation| */
export function corpusSummary(rows: CorpusRow[]): string[] {
  const formats = [...new Set(rows.map((row) => row.format))];
  return formats.map((format) => {
    const of = rows.filter((row) => row.format === format);
    const measured = of.filter((row) => row.deviation !== undefined);
    const mean =
      measured.reduce((sum, row) => sum + (row.deviation ?? 0), 0) / (measured.length || 1);
    const within = measured.filter((row) => (row.deviation ?? 1) <= 0.02).length;
    const count = (value: number) => String(value).padStart(2);
    return `${format.padEnd(11)} files ${count(of.length)}  passed ${count(of.filter((row) => row.passed).length)}  within 2% ${count(within)}/${count(measured.length)}  deliberate ${of.filter((row) => row.deliberate).length}  mean |dev| ${(mean * 100).toFixed(2)}%`;
  });
}

/**
 * Chunking of extracted text (docs/decisions/, "Knowledge chunks and search terms"): structure
 * first, limits counted like the extraction, headings repeated, overlap, offsets into the input.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Chunk, chunkText } from '../src/knowledge/chunk.ts';
import { countCharacters } from '../src/knowledge/extract/count.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const corpusDir = process.env.KNOWLEDGE_CORPUS_DIR ?? join(repoRoot, '../shared/corpus');
const jiebaReadme = join(corpusDir, 'reference/md-jieba-readme-zh.md.txt');

/** a markdown heading line (ATX or setext) at the start of a chunk */
const LEADING_HEADING = /^(?:#{1,6} [^\n]*|[^\n]*\n(?:=+|-{2,}))(?=\n|$)/;

const texts = (chunks: Chunk[]) => chunks.map((chunk) => chunk.text);
const noOverlap = (maxCharacters: number) => ({ maxCharacters, overlapCharacters: 0 });

describe('chunkText', () => {
  it('gives no chunks for empty or whitespace-only input', () => {
    expect(chunkText('')).toEqual([]);
    expect(chunkText(' \n\t\u3000\n\n ')).toEqual([]);
  });

  it('keeps a short text whole with offsets into the input', () => {
    const input = '\n\n  知识库 knowledge base  \n';
    expect(chunkText(input)).toEqual([
      { index: 0, text: '知识库 knowledge base', characters: 18, start: 4, end: 22 },
    ]);
  });

  it('counts CJK and Latin characters alike, with the extraction rule', () => {
    const [chunk] = chunkText('中文 and\n\n\nEnglish');
    expect(chunk?.characters).toBe(countCharacters('中文 and English'));
    expect(chunk?.characters).toBe(14);
  });

  it('merges paragraphs that fit and splits at blank lines', () => {
    const input = 'First paragraph here.\n\nSecond one.\n\nThird paragraph is here.';
    expect(chunkText(input, noOverlap(40))).toEqual([
      { index: 0, text: 'First paragraph here.\n\nSecond one.', characters: 33, start: 0, end: 34 },
      { index: 1, text: 'Third paragraph is here.', characters: 24, start: 36, end: 60 },
    ]);
  });

  it('splits a long paragraph at sentence ends (CJK and Latin)', () => {
    expect(texts(chunkText('第一句话很长。第二句话也长！第三句？最后', noOverlap(10)))).toEqual([
      '第一句话很长。',
      '第二句话也长！',
      '第三句？最后',
    ]);
    expect(texts(chunkText('One sentence. Two sentence! Three v1.2 here', noOverlap(20)))).toEqual([
      'One sentence.',
      'Two sentence!',
      'Three v1.2 here',
    ]);
  });

  it('splits at whitespace when a sentence is too long, and mid-word only as a last resort', () => {
    expect(texts(chunkText('alpha beta gamma delta epsilon', noOverlap(12)))).toEqual([
      'alpha beta',
      'gamma delta',
      'epsilon',
    ]);
    expect(texts(chunkText('abcdefghijklmnopqrstuvwxy', noOverlap(10)))).toEqual([
      'abcdefghij',
      'klmnopqrst',
      'uvwxy',
    ]);
  });

  it('never cuts a surrogate pair', () => {
    const chunks = chunkText('😀'.repeat(25), noOverlap(10));
    expect(chunks.map((chunk) => [chunk.text, chunk.characters, chunk.start, chunk.end])).toEqual([
      ['😀'.repeat(10), 10, 0, 20],
      ['😀'.repeat(10), 10, 20, 40],
      ['😀'.repeat(5), 5, 40, 50],
    ]);
    for (const chunk of chunkText('😀'.repeat(30), { maxCharacters: 7, overlapCharacters: 3 })) {
      expect(chunk.text.isWellFormed()).toBe(true);
    }
  });

  it('makes each table row a chunk headed by its sheet and its column headers', () => {
    const input = '## Sheet1\nname\tqty\napple\t3\npear\t5\nplum\t7';
    expect(chunkText(input, noOverlap(20))).toEqual([
      { index: 0, text: '## Sheet1\nname\tqty\napple\t3', characters: 26, start: 19, end: 26 },
      { index: 1, text: '## Sheet1\nname\tqty\npear\t5', characters: 25, start: 27, end: 33 },
      { index: 2, text: '## Sheet1\nname\tqty\nplum\t7', characters: 25, start: 34, end: 40 },
    ]);
    // a table of one row is that row; prose after a table ends it
    expect(texts(chunkText('只有表头\t第二列\n\n之后的段落。', noOverlap(40)))).toEqual([
      '只有表头\t第二列',
      '之后的段落。',
    ]);
  });

  it('reads a Markdown table the same way, without its |---| line', () => {
    const input =
      '# 价格\n| 版本 | 每月 |\n| --- | ---: |\n| 个人版 | 29 元 |\n| 企业版 | 999 元 |';
    expect(texts(chunkText(input, noOverlap(100)))).toEqual([
      '# 价格\n| 版本 | 每月 |\n| 个人版 | 29 元 |',
      '# 价格\n| 版本 | 每月 |\n| 企业版 | 999 元 |',
    ]);
  });

  it('starts a chunk at a heading and repeats it with the overlap', () => {
    const input =
      'Intro.\n\n# Title\nOne two three four five six seven eight nine ten eleven twelve.';
    expect(
      chunkText(input, { maxCharacters: 30, overlapCharacters: 10 }).map((chunk) => [
        chunk.text,
        chunk.start,
        chunk.end,
      ]),
    ).toEqual([
      ['Intro.', 0, 6],
      ['# Title\nOne two three four five six', 8, 43],
      ['# Title\nfive six seven eight nine ten', 35, 64],
      ['# Title\nnine ten eleven twelve.', 56, 79],
    ]);
  });

  it('treats setext underlines as headings and # inside code fences as code', () => {
    expect(texts(chunkText('特点\n==\n支持繁体分词。支持自定义词典。', noOverlap(10)))).toEqual([
      '特点\n==\n支持繁体分词。',
      '特点\n==\n支持自定义词典。',
    ]);
    expect(texts(chunkText('```\n# not a heading\n```\nafter', noOverlap(40)))).toEqual([
      '```\n# not a heading\n```\nafter',
    ]);
  });

  it('overlaps consecutive chunks at word starts', () => {
    const input = 'one two three four five six seven eight nine ten';
    expect(
      chunkText(input, { maxCharacters: 20, overlapCharacters: 8 }).map((chunk) => [
        chunk.text,
        chunk.start,
        chunk.end,
      ]),
    ).toEqual([
      ['one two three four', 0, 18],
      ['four five six seven', 14, 33],
      ['seven eight nine ten', 28, 48],
    ]);
  });

  it('is deterministic', () => {
    const input = '# A\n\n'.concat('句子。'.repeat(400), '\n\nwords '.repeat(200));
    expect(chunkText(input)).toEqual(chunkText(input));
  });

  it.skipIf(!existsSync(jiebaReadme))('chunks a real document within the limit', () => {
    const input = readFileSync(jiebaReadme, 'utf8');
    const chunks = chunkText(input);
    expect(chunks.length).toBeGreaterThan(20);
    let overlaps = 0;
    chunks.forEach((chunk, index) => {
      expect(chunk.index).toBe(index);
      const body = input.slice(chunk.start, chunk.end);
      expect(countCharacters(body)).toBeGreaterThan(0);
      expect(chunk.text.endsWith(body)).toBe(true);
      // the limit holds without the leading heading line (repeated, or the chunk's own)
      const heading = LEADING_HEADING.exec(chunk.text)?.[0] ?? '';
      expect(countCharacters(heading)).toBeLessThanOrEqual(250);
      expect(countCharacters(chunk.text.slice(heading.length))).toBeLessThanOrEqual(500);
      expect(chunk.characters).toBe(countCharacters(chunk.text));
      const previous = chunks[index - 1];
      if (previous) {
        // in order, and nothing but whitespace between consecutive chunks
        expect(chunk.start).toBeGreaterThan(previous.start);
        expect(chunk.end).toBeGreaterThan(previous.end);
        if (chunk.start < previous.end) overlaps++;
        // (or a Markdown table's header and |---| lines: every row carries the header)
        else {
          const between = input.slice(previous.end, chunk.start);
          expect(between.replace(/^ *\|.*\| *$/gm, '').trim()).toBe('');
        }
      }
    });
    expect(input.slice(0, chunks[0]?.start).trim()).toBe('');
    expect(input.slice(chunks.at(-1)?.end).trim()).toBe('');
    expect(overlaps).toBeGreaterThan(chunks.length / 3);
  });
});

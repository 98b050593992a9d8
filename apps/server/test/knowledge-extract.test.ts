/**
 * Text extraction measured against the shared corpus (../shared/corpus, see its README): every
 * `text` file within 2% of the reference character count, every `error` file failed with its
 * reason. Files where our text deliberately differs from the reference tool are listed in
 * DELIBERATE with our figure and why (docs/decisions/, "Knowledge text extraction").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import {
  countCharacters,
  type ExtractResult,
  extractText,
  normalizeWhitespace,
} from '../src/knowledge/extract/index.ts';
import {
  ALTERNATIVE_REASON,
  type CorpusRow,
  corpusDir,
  corpusSummary,
  DELIBERATE,
  deviation,
  expectedFailure,
  hasCorpus,
  loadManifest,
} from './corpus.ts';

const run = (name: string) =>
  extractText({ bytes: readFileSync(join(corpusDir, 'docs', name)), fileName: name });

const rows: CorpusRow[] = [];

describe.skipIf(!hasCorpus)('corpus', () => {
  const manifest = loadManifest();
  const started = Date.now();

  afterAll(() => {
    console.log(
      `knowledge extraction corpus (${rows.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s)\n${corpusSummary(rows).join('\n')}`,
    );
  });

  it('lists every corpus file', () => {
    expect(manifest.files.length).toBe(78);
    for (const name of [...Object.keys(DELIBERATE), ...Object.keys(ALTERNATIVE_REASON)]) {
      expect(manifest.files.map((file) => file.name)).toContain(name);
    }
  });

  it.each(manifest.files.map((file) => [file.name, file] as const))('%s', async (_, file) => {
    const result = await run(file.name);
    const row: CorpusRow = { format: file.format, passed: false, deliberate: false };
    rows.push(row);
    if (file.expect === 'error') {
      expect(result).toMatchObject({ ok: false, reason: expectedFailure(file) });
      expect(result.ok || result.message.length).toBeGreaterThan(20);
      row.passed = true;
      return;
    }
    const alternative = ALTERNATIVE_REASON[file.name];
    if (alternative && !result.ok) {
      expect(result.reason).toBe(alternative);
      row.passed = true;
      return;
    }
    expect(result, result.ok ? '' : result.message).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.characters).toBe(countCharacters(result.text));
    row.deviation = Math.abs(deviation(result.characters, file.ref_chars));
    const deliberate = DELIBERATE[file.name];
    if (deliberate) {
      row.deliberate = true;
      // still more than 2% off, or it should not be listed
      expect(row.deviation).toBeGreaterThan(0.02);
      expect(result.characters, deliberate.reason).toBe(deliberate.characters);
    } else {
      expect(
        row.deviation,
        `${result.characters} characters, reference ${file.ref_chars}`,
      ).toBeLessThanOrEqual(0.02);
    }
    row.passed = true;
  });

  it.each([
    'txt-jieba-zh-gbk.txt',
    'txt-wikipedia-classical-chinese-big5.txt',
    'txt-tika-win1252-smart-quotes.txt',
    'txt-english-transcript-utf8-bom.txt',
  ])('decodes %s exactly as the reference', async (name) => {
    const result = await run(name);
    const reference = readFileSync(join(corpusDir, 'reference', `${name}.txt`), 'utf8');
    expect(result).toMatchObject({ ok: true, text: reference });
  });

  it('keeps table rows together, headers included', async () => {
    const docx = await run('docx-mammoth-tables.docx');
    expect(docx.ok && docx.text).toContain('Top left\tTop right\nBottom left\tBottom right');
    const xlsx = await run('xlsx-coze-typed-columns-2sheets.xlsx');
    expect(xlsx.ok && xlsx.text).toContain(
      '## sheet_1\ncol_string_indexing\tcol_string\tcol_int\tcol_number\tcol_bool\tcol_time\nhello\tasd\t1\t1.0\tTRUE',
    );
  });

  it('makes every table row a passage with its sheet and column headers', async () => {
    const rowsOf = async (name: string) => {
      const result = await extractText(
        { bytes: readFileSync(join(corpusDir, 'docs', name)), fileName: name },
        { chunks: true },
      );
      return result.ok ? (result.chunks ?? []).map((chunk) => chunk.text) : [];
    };
    // a title above the table is a line of text; the header is the row that names the columns
    const profit = await rowsOf('xls-poi-zh-profit-statement.xls');
    expect(profit[0]).toMatch(/^## Sheet1\n还原利润表/);
    const row = profit.find((chunk) => chunk.includes('利息收入'));
    expect(row).toMatch(/^## Sheet1\n代码\t项目名称\t科目号\t金额\t代码\t项目名称\t科目号\t金额\n/);
    // a cell written on several lines stays in its row, on one line
    const quiz = await rowsOf('xls-poi-zh-tw-language-quiz-4sheets.xls');
    const question = quiz.find((chunk) => chunk.includes('「婆婆買了十兩蘿蔔」'));
    expect(question?.split('\n')).toEqual([
      '## questions',
      'QUESTIONID\tQUESTION\tOP_A\tOP_B\tOP_C\tOP_D\tOP_E\tANS\tLEVELID_LIST\tCATID_LIST\tTOPICID_LIST',
      expect.stringMatching(/^1\t以下哪一項說法是對的？\t「婆婆買了十兩蘿蔔」/),
    ]);
    for (const chunk of quiz.filter((text) => text.startsWith('## questions\nQUESTIONID'))) {
      expect(chunk.split('\n')).toHaveLength(3);
    }
    // every sheet of a workbook, each row under its own sheet's name
    const multi = await rowsOf('xlsx-hyperspot-multi-sheet.xlsx');
    expect(multi.map((chunk) => chunk.split('\n')[0])).toEqual(
      expect.arrayContaining(['## Sales', '## Inventory', '## Summary']),
    );
    // a merged header cell names each column it spans
    const merged = await extractText({
      bytes: readFileSync(join(corpusDir, 'docs', 'xlsx-poi-zh-cell-formatting-3sheets.xlsx')),
      fileName: 'xlsx-poi-zh-cell-formatting-3sheets.xlsx',
    });
    const header = merged.ok ? merged.text.split('\n')[1]?.split('\t') : [];
    expect(header?.[16]).not.toBe('');
    expect(header?.[16]).toBe(header?.[17]);
  });
});

const text = (value: string) => new TextEncoder().encode(value);
const extract = (
  bytes: Uint8Array,
  fileName: string,
  options?: Parameters<typeof extractText>[1],
) => extractText({ bytes, fileName }, options);
const failure = (result: ExtractResult) => (result.ok ? null : result.reason);

describe('character count', () => {
  it('follows the manifest rule: code points after collapsing Python whitespace', () => {
    expect(countCharacters('\ufeff  a\u3000b\u00a0\n\tc  ')).toBe(5);
    // U+001C–U+001F and U+0085 are whitespace to Python; U+200B and an inner U+FEFF are not
    expect(countCharacters('a\u001c\u001f b\u0085\u0085c')).toBe(5);
    expect(countCharacters('a\ufeff\ufeffb\u200b\u200bc')).toBe(7);
    // one astral code point is one character
    expect(countCharacters('𠀀😀')).toBe(2);
    expect(countCharacters('')).toBe(0);
    expect(normalizeWhitespace(' x \r\n y ')).toBe('x y');
  });
});

describe('extractText', () => {
  it('decodes UTF-8 with and without BOM and UTF-16 by BOM', async () => {
    const sample = '知识库 knowledge — ok';
    const le = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(Uint16Array.from(sample, (c) => c.charCodeAt(0)).buffer),
    ]);
    const be = new Uint8Array([
      0xfe,
      0xff,
      ...Array.from(sample, (c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]).flat(),
    ]);
    for (const bytes of [text(sample), text(`\ufeff${sample}`), le, be]) {
      expect(await extract(bytes, 'a.txt')).toMatchObject({
        ok: true,
        text: sample,
        characters: 18,
      });
    }
  });

  it('checks the content against the extension', async () => {
    const pdf = text('%PDF-1.4\n%%EOF');
    expect(failure(await extract(pdf, 'report.docx'))).toBe('corrupt');
    const notOoxml = zipSync({ 'notes.txt': text('hello') });
    expect(failure(await extract(notOoxml, 'report.docx'))).toBe('corrupt');
    expect(failure(await extract(notOoxml, 'book.xlsx'))).toBe('corrupt');
    expect(failure(await extract(notOoxml, 'report.pdf'))).toBe('corrupt');
    expect(failure(await extract(notOoxml, 'notes.txt'))).toBe('corrupt');
    const ole2 = new Uint8Array(512);
    ole2.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(failure(await extract(ole2, 'book.xlsx'))).toBe('unsupported');
    expect(failure(await extract(text('x'), 'image.png'))).toBe('unsupported');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(failure(await extract(png, 'notes.txt'))).toBe('corrupt');
    expect(failure(await extract(new Uint8Array(0), 'empty.md'))).toBe('empty');
  });

  it('refuses a file over 20 MB and stops one that takes too long', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    const tooLarge = await extract(big, 'big.txt');
    expect(tooLarge).toMatchObject({ ok: false, reason: 'too-large' });
    expect(failure(await extract(big.subarray(1), 'big.txt'))).not.toBe('too-large');

    const started = Date.now();
    const slow = await extract(new Uint8Array(readPdfFixture()), 'slow.pdf', { timeoutMs: 50 });
    expect(slow).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(slow.ok || slow.message).toMatch(/took longer than/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads tables, properties, MDX and VTT as documented', async () => {
    const csv = await extract(text('name,notes\n"Ann","line one\nline two"\n'), 'a.csv');
    expect(csv).toMatchObject({ ok: true, text: 'name\tnotes\nAnn\tline one line two' });
    const html = await extract(
      text(
        '<html><head><title>t</title><style>p{}</style></head><body><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table><script>x()</script></body></html>',
      ),
      'a.html',
    );
    expect(html).toMatchObject({ ok: true, text: 'A\tB\n1\t2' });
    const properties = await extract(
      text('# greeting\nhello = \\u4f60\\u597d \\\n  world\n'),
      'a.properties',
    );
    expect(properties).toMatchObject({ ok: true, text: '# greeting\nhello=你好 world' });
    const mdx = await extract(
      text(
        'import {Chart} from \'./chart.js\'\n\n# Title\n\n<Note kind="info">Read **this**</Note>\n',
      ),
      'a.mdx',
    );
    expect(mdx.ok && normalizeWhitespace(mdx.text)).toBe('# Title Read **this**');
    const vtt = await extract(
      text('WEBVTT\n\n1\n00:01.000 --> 00:02.000\n<v Ann>Hi <b>there</b>\n'),
      'a.vtt',
    );
    expect(vtt).toMatchObject({ ok: true, text: 'Ann: Hi there' });
  });
});

function readPdfFixture(): Uint8Array {
  const path = join(corpusDir, 'docs', 'pdf-tracemonkey-paper-14pages.pdf');
  if (existsSync(path)) return readFileSync(path);
  // without the corpus: a PDF.js parse of a minimal file still takes longer than 50 ms to start
  return text('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n%%EOF');
}

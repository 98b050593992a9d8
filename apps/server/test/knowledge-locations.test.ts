/**
 * Where a passage came from (decision 0094): every chunk knows its page, its sheet and row, and
 * the headings it is under, from extraction on; a document opens at a passage with the text
 * around it read once; a hit says where it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KnowledgeHit, KnowledgePassageView } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../src/knowledge/extract/index.ts';
import { locate, textHeadings } from '../src/knowledge/extract/marks.ts';
import { passageBlocks } from '../src/knowledge/passages.ts';
import { corpusDocsDir } from './corpus.ts';
import {
  call,
  signIn,
  startTestServer,
  type TestServer,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';
import { makePdf } from './pdf-fixture.ts';

async function chunksOf(bytes: Uint8Array, fileName: string) {
  const result = await extractText({ bytes, fileName }, { chunks: true });
  if (!result.ok || !result.chunks) throw new Error(`${fileName} did not extract`);
  return result.chunks;
}
const corpus = (name: string) => {
  const path = join(corpusDocsDir, name);
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : null;
};

describe('locations from extraction', () => {
  it('reads Markdown headings, ATX and underlined, as a path, and not inside code', () => {
    const text = '# 产品\n介绍\n\n## 价格\n企业版\n\n```\n# not a heading\n```\n\n规格\n---\n重量';
    expect(textHeadings(text).map((heading) => [heading.level, heading.title])).toEqual([
      [1, '产品'],
      [2, '价格'],
      [2, '规格'],
    ]);
    const at = (needle: string) => {
      const start = text.indexOf(needle);
      return { start, end: start + needle.length };
    };
    expect(locate(text, [at('介绍'), at('企业版'), at('重量')]).map((l) => l.headings)).toEqual([
      ['产品'],
      ['产品', '价格'],
      ['产品', '规格'],
    ]);
  });

  it('gives a PDF passage its page, and the page it ends on', async () => {
    const long = (word: string) =>
      Array.from({ length: 12 }, () => `${word} `.repeat(6).trim()).join('\n');
    const chunks = await chunksOf(
      makePdf([{ text: long('alpha') }, { text: long('bravo') }, { text: long('charlie') }]),
      'three.pdf',
    );
    // the page of the passage that begins with the word's page (its first text is its own)
    const pageOf = (word: string) =>
      chunks.findLast((chunk) => chunk.text.includes(word))?.location.page;
    expect([pageOf('alpha'), pageOf('bravo'), pageOf('charlie')]).toEqual([1, 2, 3]);
    for (const chunk of chunks) {
      if (chunk.location.pageEnd)
        expect(chunk.location.pageEnd).toBeGreaterThan(chunk.location.page ?? 0);
    }
  });

  it('gives an HTML passage the headings it is under', async () => {
    const para = (text: string) => `<p>${text.repeat(60)}</p>`;
    const html = `<html><body><h1>售后政策</h1>${para('总则适用于全部商品。')}<h2>退货</h2>${para('七天无理由退货。')}<h2>换货</h2>${para('十五天内可以换货。')}</body></html>`;
    const chunks = await chunksOf(new TextEncoder().encode(html), 'policy.html');
    // in document order, each section's passages under its own headings
    const paths = [...new Set(chunks.map((chunk) => chunk.location.headings.join(' › ')))];
    expect(paths).toEqual(['售后政策', '售后政策 › 退货', '售后政策 › 换货']);
  });

  it('gives a spreadsheet row its sheet and row number, and a CSV record its row', async () => {
    const sheet = corpus('xlsx-hyperspot-multi-sheet.xlsx');
    if (sheet) {
      const chunks = await chunksOf(sheet, 'book.xlsx');
      const widget = chunks.find((chunk) => chunk.text.endsWith('Widget\t500'));
      expect(widget?.location).toMatchObject({ sheet: 'Inventory', row: 2 });
    }
    const csv = 'name,price\n基础版,0\n专业版,"299"\n企业版,999\n';
    const rows = await chunksOf(new TextEncoder().encode(csv), 'prices.csv');
    const enterprise = rows.find((chunk) => chunk.text.includes('企业版'));
    expect(enterprise?.location).toMatchObject({ row: 4 });
    expect(enterprise?.text).toBe('name\tprice\n企业版\t999');
  });

  it('gives Word passages their headings from the paragraph styles (corpus)', async () => {
    const docx = corpus('docx-hyperspot-multilingual-2pages.docx');
    if (!docx) return;
    const chunks = await chunksOf(docx, 'multi.docx');
    expect(chunks[0]?.location.headings).toEqual(['English']);
    expect(chunks.some((chunk) => chunk.location.headings.at(-1) === '中文 (Chinese)')).toBe(true);
  });
});

describe('a document opened at a passage', () => {
  it('shows the passage whole and its neighbours without what they share', () => {
    const source = 'AAAAABBBBBCCCCCDDDDD';
    const chunk = (index: number, start: number, end: number, head = '') => ({
      index,
      text: `${head ? `${head}\n` : ''}${source.slice(start, end)}`,
      location: { headings: [], start, end },
    });
    // each chunk overlaps the one before it by 2 characters
    const blocks = passageBlocks([chunk(0, 0, 7), chunk(1, 5, 12, '# H'), chunk(2, 10, 20)], 1);
    expect(blocks.map((block) => block.text)).toEqual(['AAAAA', 'BBBBBCC', 'CCCDDDDD']);
    expect(blocks.map((block) => block.text).join('')).toBe(source);
    expect(blocks[1]?.head).toBe('# H');
    // a chunk indexed before locations is shown as it is
    expect(passageBlocks([{ index: 0, text: 'old', location: null }], 0)).toEqual([
      { chunkIndex: 0, text: 'old', head: '', location: null },
    ]);
  });
});

describe('through the server', () => {
  let server: TestServer;
  let token = '';
  let baseId = '';
  let documentId = '';
  const MANUAL = [
    '# 用户手册',
    '',
    '## 安装',
    `${'安装前请确认系统版本。'.repeat(30)}`,
    '',
    '## 退款',
    `${'退款会在三个工作日内原路退回。'.repeat(30)}`,
    '',
    '## 联系我们',
    '客服电话在工作日接听。',
  ].join('\n');

  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server, 'user');
    const created = await call(server, '/api/knowledge', { token, body: { name: '手册' } });
    baseId = created.body.data.id;
    documentId = await uploadKnowledgeText(server, token, baseId, '手册.md', MANUAL);
    await whenIngested(server, token, baseId);
  }, 60_000);
  afterAll(() => server.close());

  const view = (chunkIndex: number, query = '', who = token) =>
    call(
      server,
      `/api/knowledge/${baseId}/documents/${documentId}/passages/${chunkIndex}${query}`,
      { token: who },
    );

  it('says where each hit is', async () => {
    const answer = await call(server, `/api/knowledge/${baseId}/retrieve`, {
      token,
      body: { query: '退款多久退回' },
    });
    const [hit] = answer.body.data.hits as KnowledgeHit[];
    expect(hit?.location).toEqual({ headings: ['用户手册', '退款'] });
  });

  it('opens the document at a passage, the text around it read once', async () => {
    const all = await view(0, '?before=0&after=20');
    expect(all.status).toBe(200);
    const whole = all.body.data as KnowledgePassageView;
    expect(whole.blocks).toHaveLength(whole.total);
    // the blocks read as the document: nothing repeated, nothing of its text lost
    const read = whole.blocks.map((block) => block.text).join('');
    expect(read.replace(/\s+/g, '')).toBe(MANUAL.replace(/\s+/g, ''));

    const middle = Math.floor(whole.total / 2);
    const opened = (await view(middle)).body.data as KnowledgePassageView;
    expect(opened).toMatchObject({
      document: { id: documentId, name: '手册.md', type: 'MD' },
      chunkIndex: middle,
      total: whole.total,
    });
    expect(opened.blocks.map((block) => block.chunkIndex)).toEqual(
      [middle - 2, middle - 1, middle, middle + 1, middle + 2].filter(
        (index) => index >= 0 && index < whole.total,
      ),
    );
    expect(opened.blocks.find((block) => block.chunkIndex === middle)?.location?.headings[0]).toBe(
      '用户手册',
    );
  });

  it('answers 404 for a passage it does not have and for another person, 400 for too much', async () => {
    const total = ((await view(0)).body.data as KnowledgePassageView).total;
    const beyond = await view(total);
    expect(beyond.status).toBe(404);
    expect(beyond.body.msg).toBe('Passage not found');
    expect((await view(0, '', await signIn(server, 'developer'))).status).toBe(404);
    expect((await view(0, '?before=21')).status).toBe(400);
    // a path that names no passage
    expect((await view(-1)).status).toBe(404);
  });
});

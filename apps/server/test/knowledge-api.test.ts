/**
 * Knowledge bases end to end on a real server and database: upload, ingest off the request
 * path, retrieval in Chinese and English, match counts, enable and disable, delete with the
 * file, failed ingest and retry, the upload's limits, and isolation between users.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_CODES, KNOWLEDGE_UPLOAD, knowledgeDocumentSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  postDeclaringLength,
  sendKnowledgeFile,
  signIn,
  startTestServer,
  type TestServer,
  whenIngested,
} from './helpers.ts';

const CORPUS = process.env.KNOWLEDGE_CORPUS_DIR ?? join(process.cwd(), '../shared/corpus');
const CORPUS_DOCS = existsSync(join(CORPUS, 'docs')) ? join(CORPUS, 'docs') : null;

let server: TestServer;
let owner = '';
let other = '';
let baseId = '';

const uploadPath = (id: string) => KNOWLEDGE_UPLOAD.path.replace(':id', id);
const filesDir = () => join(server.dataDir, 'uploads', 'knowledge');

const upload = (token: string, id: string, name: string, bytes: Uint8Array | string) =>
  sendKnowledgeFile(server, token, id, name, bytes);

/** the base's documents once none is processing: the ingest runs off the request path */
const settled = (token: string, id: string) =>
  whenIngested(server, token, id, undefined, { timeoutMs: 90_000 });

async function documentNamed(name: string) {
  const answer = await call(
    server,
    `/api/knowledge/${baseId}/documents?q=${encodeURIComponent(name)}`,
    { token: owner },
  );
  return knowledgeDocumentSchema.parse(answer.body.data.items[0]);
}

const retrieve = (query: string, token = owner, id = baseId) =>
  call(server, `/api/knowledge/${id}/retrieve`, { token, body: { query } });

const CHINESE_TXT =
  '知识库让团队把文档变成可检索的答案。\n\n上传之后，系统会解析、切分并建立全文索引，中文使用二元组检索。';

/** real corpus files when the corpus is there, else small generated ones */
const PDF_NAME = CORPUS_DOCS ? 'pdf-bitcoin-whitepaper-page1.pdf' : 'bitcoin.md';
const DOCX_NAME = CORPUS_DOCS ? 'docx-coze-zh-template.docx' : 'template.html';

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server, 'user');
  other = await signIn(server, 'developer');
  const created = await call(server, '/api/knowledge', {
    token: owner,
    body: { name: '产品手册', description: '测试用' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  baseId = created.body.data.id;
}, 60_000);
afterAll(() => server.close());

describe('knowledge bases', () => {
  it('creates, lists and renames a base; validates the name', async () => {
    const list = await call(server, '/api/knowledge', { token: owner });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: baseId, name: '产品手册', documentCount: 0, bytes: 0 }),
    ]);
    const renamed = await call(server, `/api/knowledge/${baseId}`, {
      token: owner,
      method: 'PATCH',
      body: { name: '产品手册 v2', description: '' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('产品手册 v2');
    const empty = await call(server, '/api/knowledge', { token: owner, body: { name: ' ' } });
    expect(empty.status).toBe(400);
    const long = await call(server, '/api/knowledge', {
      token: owner,
      body: { name: 'x'.repeat(51) },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(long.status).toBe(400);
    const anonymous = await call(server, '/api/knowledge');
    expect(anonymous.status).toBe(401);
  });

  it('ingests uploads off the request path, retrieves in Chinese and English, counts matches', async () => {
    const txt = await upload(owner, baseId, '中文说明.txt', CHINESE_TXT);
    expect(txt.status, JSON.stringify(txt.body)).toBe(200);
    expect(txt.body.code).toBe(0);
    expect(knowledgeDocumentSchema.parse(txt.body.data)).toMatchObject({
      name: '中文说明.txt',
      type: 'TXT',
      status: 'processing',
      stage: 'queued',
      characters: 0,
      matchCount: 0,
      failure: null,
      failureReason: null,
    });
    const pdfBytes = CORPUS_DOCS
      ? await readFile(join(CORPUS_DOCS, PDF_NAME))
      : '# Bitcoin\n\nA purely peer-to-peer version of electronic cash.';
    const pdfName = PDF_NAME;
    expect((await upload(owner, baseId, pdfName, pdfBytes)).status).toBe(200);
    const docxBytes = CORPUS_DOCS
      ? await readFile(join(CORPUS_DOCS, DOCX_NAME))
      : '<html><body><p>模板文档：项目名称与负责人</p></body></html>';
    const docxName = DOCX_NAME;
    expect((await upload(owner, baseId, docxName, docxBytes)).status).toBe(200);

    const items = await settled(owner, baseId);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.status, `${item.name}: ${item.failure}`).toBe('available');
      expect(item).toMatchObject({ stage: null, failure: null, failureReason: null });
      expect(item.characters).toBeGreaterThan(0);
    }

    const chunks = await call(
      server,
      `/api/knowledge/${baseId}/documents/${txt.body.data.id}/chunks`,
      { token: owner },
    );
    expect(chunks.status).toBe(200);
    expect(chunks.body.data.items[0]).toEqual({
      index: 0,
      text: expect.stringContaining('知识库'),
    });

    const chinese = await retrieve('知识库检索');
    expect(chinese.status).toBe(200);
    expect(chinese.body.data.hits[0]).toMatchObject({
      documentId: txt.body.data.id,
      documentName: '中文说明.txt',
      chunkIndex: 0,
    });
    expect(chinese.body.data.hits[0].score).toBeGreaterThan(0);

    const english = await retrieve('peer-to-peer electronic cash');
    expect(english.body.data.hits.length).toBeGreaterThan(0);
    expect(english.body.data.hits[0].documentName).toBe(pdfName);
    expect(english.body.data.hits[0].score).toBeGreaterThan(0);

    expect((await documentNamed('中文说明')).matchCount).toBe(1);
    const pdf = await documentNamed('bitcoin');
    expect(pdf.matchCount).toBe(1);
    // once per query, however many of its chunks matched
    await retrieve('peer-to-peer electronic cash');
    expect((await documentNamed('bitcoin')).matchCount).toBe(2);

    const nothing = await retrieve('the of and');
    expect(nothing.body.data.hits).toEqual([]);

    const bases = await call(server, '/api/knowledge', { token: owner });
    expect(bases.body.data[0].documentCount).toBe(3);
    expect(bases.body.data[0].bytes).toBeGreaterThan(0);
  });

  it('a disabled document never matches; enabled again it does', async () => {
    const txt = await documentNamed('中文说明');
    const path = `/api/knowledge/${baseId}/documents/${txt.id}/status`;
    const disabled = await call(server, path, { token: owner, body: { enabled: false } });
    expect(disabled.body.data.status).toBe('disabled');
    const missed = await retrieve('知识库检索');
    expect(
      missed.body.data.hits.map((hit: { documentId: string }) => hit.documentId),
    ).not.toContain(txt.id);
    expect((await documentNamed('中文说明')).matchCount).toBe(txt.matchCount);
    const enabled = await call(server, path, { token: owner, body: { enabled: true } });
    expect(enabled.body.data.status).toBe('available');
    const found = await retrieve('知识库检索');
    expect(found.body.data.hits[0].documentId).toBe(txt.id);
  });

  it('renames a document and searches the list by name', async () => {
    const txt = await documentNamed('中文说明');
    const renamed = await call(server, `/api/knowledge/${baseId}/documents/${txt.id}`, {
      token: owner,
      method: 'PATCH',
      body: { name: '中文说明（新）.txt' },
    });
    expect(renamed.body.data).toMatchObject({ name: '中文说明（新）.txt', type: 'TXT' });
    const found = await call(
      server,
      `/api/knowledge/${baseId}/documents?q=${encodeURIComponent('（新）')}`,
      {
        token: owner,
      },
    );
    expect(found.body.data.total).toBe(1);
  });

  it('reads one document, and sorts the list by any of its figures', async () => {
    const txt = await documentNamed('中文说明');
    const one = await call(server, `/api/knowledge/${baseId}/documents/${txt.id}`, {
      token: owner,
    });
    expect(one.status).toBe(200);
    expect(knowledgeDocumentSchema.parse(one.body.data)).toEqual(txt);
    const list = async (query: string) => {
      const answer = await call(server, `/api/knowledge/${baseId}/documents?${query}`, {
        token: owner,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.data.items as { name: string; bytes: number; id: string }[]).map(
        (item) => item,
      );
    };
    const newest = await list('');
    expect(newest.map((item) => Number(item.id))).toEqual(
      newest.map((item) => Number(item.id)).sort((a, b) => b - a),
    );
    // the newest upload is the smallest, so upload order and size order differ
    const tiny = await upload(owner, baseId, 'tiny.txt', '小');
    expect(tiny.status).toBe(200);
    const bySize = await list('sort=bytes&order=asc');
    expect(bySize[0]?.name).toBe('tiny.txt');
    const byBytes = bySize.map((item) => item.bytes);
    expect(byBytes.length).toBeGreaterThan(2);
    expect(byBytes).toEqual([...byBytes].sort((a, b) => a - b));
    const byName = (await list('sort=name&order=desc')).map((item) => item.name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
    const bad = await call(server, `/api/knowledge/${baseId}/documents?sort=file_name`, {
      token: owner,
    });
    expect(bad.status).toBe(400);
    await settled(owner, baseId);
    const removed = await call(server, `/api/knowledge/${baseId}/documents/${tiny.body.data.id}`, {
      token: owner,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
  });

  it('deletes a document with its chunks and its file', async () => {
    const txt = await documentNamed('中文说明');
    const [row] = await server.db.query<{ file_name: string }>(
      'select file_name from knowledge_documents where id = $1',
      [txt.id],
    );
    expect(row).toBeDefined();
    expect(await readdir(filesDir())).toContain(row?.file_name);
    const deleted = await call(server, `/api/knowledge/${baseId}/documents/${txt.id}`, {
      token: owner,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(await readdir(filesDir())).not.toContain(row?.file_name);
    const [chunks] = await server.db.query<{ n: number | string }>(
      'select count(*) as n from knowledge_chunks where document_id = $1',
      [txt.id],
    );
    expect(Number(chunks?.n)).toBe(0);
    const gone = await retrieve('知识库检索');
    expect(gone.body.data.hits.map((hit: { documentId: string }) => hit.documentId)).not.toContain(
      txt.id,
    );
    const again = await call(server, `/api/knowledge/${baseId}/documents/${txt.id}/chunks`, {
      token: owner,
    });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('Document not found');
  });

  it('a corrupt file ends failed with a reason, and retry queues it again', async () => {
    const corrupt = await upload(
      owner,
      baseId,
      'broken.docx',
      new Uint8Array([0x50, 0x4b, 3, 4, 1, 2]),
    );
    expect(corrupt.status).toBe(200);
    await settled(owner, baseId);
    const failed = await documentNamed('broken');
    expect(failed).toMatchObject({ status: 'failed', stage: null, failureReason: 'corrupt' });
    expect(failed.failure).toEqual(expect.any(String));
    expect(failed.failure?.length).toBeGreaterThan(10);
    const notRetryable = await documentNamed(DOCX_NAME);
    const refused = await call(
      server,
      `/api/knowledge/${baseId}/documents/${notRetryable.id}/retry`,
      { token: owner, body: {} },
    );
    expect(refused.status).toBe(409);
    const retried = await call(server, `/api/knowledge/${baseId}/documents/${failed.id}/retry`, {
      token: owner,
      body: {},
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({
      status: 'processing',
      stage: 'queued',
      failure: null,
      failureReason: null,
    });
    await settled(owner, baseId);
    expect((await documentNamed('broken')).status).toBe('failed');
    const [jobs] = await server.db.query<{ n: number | string }>(
      `select count(*) as n from knowledge_jobs where document_id = $1 and state = 'failed'`,
      [failed.id],
    );
    expect(Number(jobs?.n)).toBe(2);
  });

  it('an empty or password-protected file ends failed with its reason as a code', async () => {
    // an Office 2007+ name on an OLE2 container holding an EncryptedPackage stream
    const locked = new Uint8Array(1024);
    locked.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    locked.set(Array.from('EncryptedPackage', (c) => [c.charCodeAt(0), 0]).flat(), 600);
    const files: [string, Uint8Array, string][] = [
      ['nothing.md', new Uint8Array(0), 'empty'],
      ['locked.docx', locked, 'encrypted'],
    ];
    for (const [name, bytes] of files) {
      expect((await upload(owner, baseId, name, bytes)).status).toBe(200);
    }
    await settled(owner, baseId);
    for (const [name, , reason] of files) {
      const document = await documentNamed(name);
      expect(document, name).toMatchObject({
        status: 'failed',
        stage: null,
        failureReason: reason,
        characters: 0,
      });
      expect(document.failure?.length, name).toBeGreaterThan(10);
    }
  });

  it('records each ingest stage in order, each its own committed update', async () => {
    // a log of every stage a document is given, written by the database itself
    await server.db.exec(`
      create table test_stage_log (seq serial primary key, document_id bigint, stage text);
      create function test_log_stage() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' or new.stage is distinct from old.stage then
          insert into test_stage_log (document_id, stage) values (new.id, new.stage);
        end if;
        return new;
      end $$;
      create trigger test_stage_log after insert or update on knowledge_documents
        for each row execute function test_log_stage();
    `);
    try {
      const uploaded = await upload(owner, baseId, 'stages.md', '# 阶段\n\n解析、切分、索引。');
      expect(uploaded.body.data.stage).toBe('queued');
      await settled(owner, baseId);
      const log = await server.db.query<{ stage: string | null }>(
        'select stage from test_stage_log where document_id = $1 order by seq',
        [uploaded.body.data.id],
      );
      expect(log.map((row) => row.stage)).toEqual([
        'queued',
        'parsing',
        'chunking',
        'indexing',
        null,
      ]);
      expect(await documentNamed('stages.md')).toMatchObject({
        status: 'available',
        stage: null,
        failureReason: null,
      });
    } finally {
      await server.db.exec(`
        drop trigger test_stage_log on knowledge_documents;
        drop function test_log_stage();
        drop table test_stage_log;
      `);
    }
  });

  it('asks before a file whose content is already in the base, and uploads it when told', async () => {
    const created = await call(server, '/api/knowledge', {
      token: owner,
      body: { name: '重复内容', description: '' },
    });
    const id = created.body.data.id as string;
    const content = '退货政策：收到商品 7 天内可以无理由退货。';
    const first = await upload(owner, id, '退货政策.txt', content);
    expect(first.status).toBe(200);

    // the same bytes under another name: refused before anything is stored, naming the first
    const again = await sendKnowledgeFile(server, owner, id, '退货政策（副本）.txt', content, {
      'x-language': 'zh',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: API_CODES.sameContent,
      msg: '知识库里已有内容相同的文档',
      sameContent: { id: first.body.data.id, name: '退货政策.txt' },
    });
    const listed = await call(server, `/api/knowledge/${id}/documents`, { token: owner });
    expect(listed.body.data.total).toBe(1);

    // as many bytes, other content: not the same
    const other = content.replace('7', '9');
    expect(new TextEncoder().encode(other).length).toBe(new TextEncoder().encode(content).length);
    expect((await upload(owner, id, '换货政策.txt', other)).status).toBe(200);

    // a value other than allow is a bad request; allow uploads it
    const withField = (value: string) => {
      const form = new FormData();
      form.append(KNOWLEDGE_UPLOAD.field, new Blob([content]), '退货政策（副本）.txt');
      form.append('sameContent', value);
      return fetch(`${server.url}${uploadPath(id)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}` },
        body: form,
      });
    };
    expect((await withField('yes')).status).toBe(400);
    const allowed = await withField('allow');
    expect(allowed.status).toBe(200);

    // a document stored before hashes were kept is hashed from its file when first compared
    await server.db.query('update knowledge_documents set content_hash = null where base_id = $1', [
      id,
    ]);
    const older = await upload(owner, id, '第三份.txt', content);
    expect(older.status).toBe(409);
    expect(older.body.sameContent.name).toBe('退货政策.txt');
    // in another base the same file is new
    const elsewhere = await call(server, '/api/knowledge', {
      token: owner,
      body: { name: '另一个', description: '' },
    });
    expect((await upload(owner, elsewhere.body.data.id, '退货政策.txt', content)).status).toBe(200);
    for (const base of [id, elsewhere.body.data.id]) {
      await call(server, `/api/knowledge/${base}`, { token: owner, method: 'DELETE' });
    }
  });

  it('refuses a wrong extension (400, with the list) and a file over 20 MB (413)', async () => {
    const wrong = await upload(owner, baseId, 'virus.exe', 'MZ');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('PDF');
    const wrongZh = await sendKnowledgeFile(server, owner, baseId, 'a.exe', 'x', {
      'accept-language': 'zh-CN',
    });
    expect(wrongZh.body.msg).toContain('仅支持上传');

    const big = await upload(
      owner,
      baseId,
      'big.txt',
      new Uint8Array(KNOWLEDGE_UPLOAD.maxBytes + 1),
    );
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('The file is larger than 20 MB');

    const declared = await postDeclaringLength(
      `${server.url}${uploadPath(baseId)}`,
      KNOWLEDGE_UPLOAD.maxBytes * 2,
      owner,
    );
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text).msg).toBe('The file is larger than 20 MB');

    const none = await fetch(`${server.url}${uploadPath(baseId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
  }, 60_000);

  it("another user can never list, read, search, change, upload to or delete the owner's base", async () => {
    const document = await documentNamed('bitcoin');
    const base = `/api/knowledge/${baseId}`;
    const doc = `${base}/documents/${document.id}`;
    const own = await call(server, '/api/knowledge', { token: other });
    expect(own.body.data).toEqual([]);
    const answers: [string, Answer, string][] = [
      [
        'documents',
        await call(server, `${base}/documents`, { token: other }),
        'Knowledge base not found',
      ],
      ['retrieve', await retrieve('electronic cash', other), 'Knowledge base not found'],
      [
        'rename base',
        await call(server, base, { token: other, method: 'PATCH', body: { name: 'x' } }),
        'Knowledge base not found',
      ],
      [
        'delete base',
        await call(server, base, { token: other, method: 'DELETE' }),
        'Knowledge base not found',
      ],
      ['upload', await upload(other, baseId, 'a.txt', 'hello world'), 'Knowledge base not found'],
      ['document', await call(server, doc, { token: other }), 'Document not found'],
      ['chunks', await call(server, `${doc}/chunks`, { token: other }), 'Document not found'],
      [
        'status',
        await call(server, `${doc}/status`, { token: other, body: { enabled: false } }),
        'Document not found',
      ],
      [
        'delete document',
        await call(server, doc, { token: other, method: 'DELETE' }),
        'Document not found',
      ],
      [
        'retry',
        await call(server, `${doc}/retry`, { token: other, body: {} }),
        'Document not found',
      ],
    ];
    for (const [what, answer, message] of answers) {
      expect(answer.status, what).toBe(404);
      expect(answer.body.msg, what).toBe(message);
    }
    // a base that does not exist answers the same
    const missing = await call(server, '/api/knowledge/999999/documents', { token: other });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('Knowledge base not found');
    // nothing changed for the owner
    expect((await documentNamed(document.name)).status).toBe('available');
    const anonymous = await upload('', baseId, 'a.txt', 'hello');
    expect(anonymous.status).toBe(401);
  });

  it('deletes a base with every document and file', async () => {
    const before = await readdir(filesDir());
    expect(before.length).toBeGreaterThan(0);
    const deleted = await call(server, `/api/knowledge/${baseId}`, {
      token: owner,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(await readdir(filesDir())).toEqual([]);
    const [rows] = await server.db.query<{ n: number | string }>(
      'select (select count(*) from knowledge_documents) + (select count(*) from knowledge_chunks) + (select count(*) from knowledge_jobs) as n',
    );
    expect(Number(rows?.n)).toBe(0);
    expect((await call(server, '/api/knowledge', { token: owner })).body.data).toEqual([]);
  });
});

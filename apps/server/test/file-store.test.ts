/**
 * The file store: the local folder (round trip, keys that would escape it, missing keys, delete
 * twice), the S3-compatible store against a fake S3 on a loopback port that checks every
 * signature (put / get / delete, 404 → null, 403 → error, retries, a missing bucket), the
 * configuration from the environment, and a whole server on the fake S3: knowledge documents
 * and agent images land in the bucket and not in the data folder, are read back from it, and
 * leave it with their document.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import {
  type FileStore,
  KNOWLEDGE_PREFIX,
  localFileStore,
  prefixedStore,
  readFileStoreConfig,
  s3FileStore,
} from '../src/files/store.ts';
import { TINY_PNG, upload as uploadImage } from './developer-helpers.ts';
import { type FakeS3, startFakeS3 } from './fake-s3.ts';
import {
  call,
  sendKnowledgeFile,
  signIn,
  startTestServer,
  type TestServer,
  whenIngested,
} from './helpers.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data ? new TextDecoder().decode(data) : null);

const ESCAPING_KEYS = [
  '../outside.txt',
  'knowledge/../../outside.txt',
  '/etc/passwd',
  '..',
  '.',
  '',
  'a//b',
  'a/',
  '.hidden',
  'knowledge/.x.tmp',
  'a\\..\\outside.txt',
  'C:/outside.txt',
  '%2e%2e/outside.txt',
  'a b',
  'x'.repeat(513),
];

describe('local file store', () => {
  let folder = '';
  let store: FileStore;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'legion-files-'));
    store = localFileStore(join(folder, 'uploads'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('round-trips bytes, replaces them atomically, keeps the layout on disk', async () => {
    expect(store.kind).toBe('local');
    expect(store.location).toBe(join(folder, 'uploads'));
    await store.put('0123456789abcdef0123456789abcdef.png', TINY_PNG, 'image/png');
    await store.put('knowledge/doc.txt', bytes('第一版 first'));
    expect(Buffer.from((await store.get('0123456789abcdef0123456789abcdef.png')) ?? [])).toEqual(
      TINY_PNG,
    );
    expect(text(await store.get('knowledge/doc.txt'))).toBe('第一版 first');
    await store.put('knowledge/doc.txt', bytes('second'));
    expect(text(await store.get('knowledge/doc.txt'))).toBe('second');
    // the keys are the paths under the folder, and no temporary file is left beside them
    expect(await readFile(join(folder, 'uploads', 'knowledge', 'doc.txt'), 'utf8')).toBe('second');
    expect((await readdir(join(folder, 'uploads'))).sort()).toEqual([
      '0123456789abcdef0123456789abcdef.png',
      'knowledge',
    ]);
    expect(await readdir(join(folder, 'uploads', 'knowledge'))).toEqual(['doc.txt']);
    // the prefixed view the knowledge code gets addresses the same files
    const knowledge = prefixedStore(store, KNOWLEDGE_PREFIX);
    expect(text(await knowledge.get('doc.txt'))).toBe('second');
    await knowledge.put('other.md', bytes('# other'));
    expect(await readFile(join(folder, 'uploads', 'knowledge', 'other.md'), 'utf8')).toBe(
      '# other',
    );
  });

  it('reads files written before the store existed', async () => {
    await mkdir(join(folder, 'uploads', 'knowledge'), { recursive: true });
    await writeFile(join(folder, 'uploads', 'knowledge', 'old.txt'), 'from before');
    expect(text(await store.get('knowledge/old.txt'))).toBe('from before');
  });

  it('refuses every key that could leave the folder, and touches nothing', async () => {
    await writeFile(join(folder, 'outside.txt'), 'keep me');
    for (const key of ESCAPING_KEYS) {
      await expect(store.put(key, bytes('x')), key).rejects.toThrow(/invalid file key/);
      await expect(store.get(key), key).rejects.toThrow(/invalid file key/);
      await expect(store.delete(key), key).rejects.toThrow(/invalid file key/);
    }
    expect(await readFile(join(folder, 'outside.txt'), 'utf8')).toBe('keep me');
    expect(() => prefixedStore(store, '../')).toThrow(/invalid key prefix/);
  });

  it('answers null for a missing key, and deleting twice is fine', async () => {
    expect(await store.get('missing.png')).toBeNull();
    expect(await store.get('no-such-folder/missing.txt')).toBeNull();
    // a folder is not a file
    expect(await store.get('knowledge')).toBeNull();
    await store.put('knowledge/gone.txt', bytes('soon gone'));
    await store.delete('knowledge/gone.txt');
    await store.delete('knowledge/gone.txt');
    await store.delete('no-such-folder/missing.txt');
    expect(await store.get('knowledge/gone.txt')).toBeNull();
  });

  it('works on a folder that does not exist yet', async () => {
    const fresh = localFileStore(join(folder, 'not', 'yet'));
    expect(await fresh.get('a.txt')).toBeNull();
    await fresh.delete('a.txt');
    await fresh.put('knowledge/a.txt', bytes('made'));
    expect(text(await fresh.get('knowledge/a.txt'))).toBe('made');
  });
});

describe('S3-compatible file store', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes objects path-style, every request signed', async () => {
    const store = s3FileStore(s3.config());
    expect(store.kind).toBe('s3');
    expect(store.location).toBe(`bucket "legion-files" at ${s3.endpoint} (region eu-test-1)`);
    expect(store.location).not.toContain(s3.secretAccessKey);
    const before = s3.requests.length;
    await store.put('knowledge/doc.txt', bytes('在桶里 in the bucket'), 'text/plain');
    expect(s3.objects.get('knowledge/doc.txt')).toEqual({
      bytes: Buffer.from('在桶里 in the bucket'),
      contentType: 'text/plain',
    });
    expect(text(await store.get('knowledge/doc.txt'))).toBe('在桶里 in the bucket');
    await store.put('abc.png', TINY_PNG, 'image/png');
    expect(s3.objects.get('abc.png')?.contentType).toBe('image/png');
    await store.put('knowledge/plain.bin', bytes('no type'));
    expect(s3.objects.get('knowledge/plain.bin')?.contentType).toBe('application/octet-stream');
    await store.delete('knowledge/doc.txt');
    expect(s3.objects.has('knowledge/doc.txt')).toBe(false);
    expect(s3.requests.slice(before)).toEqual([
      { method: 'PUT', path: '/legion-files/knowledge/doc.txt', status: 200 },
      { method: 'GET', path: '/legion-files/knowledge/doc.txt', status: 200 },
      { method: 'PUT', path: '/legion-files/abc.png', status: 200 },
      { method: 'PUT', path: '/legion-files/knowledge/plain.bin', status: 200 },
      { method: 'DELETE', path: '/legion-files/knowledge/doc.txt', status: 204 },
    ]);
  });

  it('answers null for a missing key (S3 says 404 NoSuchKey) and deletes one quietly', async () => {
    const store = s3FileStore(s3.config());
    const before = s3.requests.length;
    expect(await store.get('knowledge/never-was.txt')).toBeNull();
    await store.delete('knowledge/never-was.txt');
    await store.delete('knowledge/never-was.txt');
    expect(s3.requests.slice(before)).toEqual([
      {
        method: 'GET',
        path: '/legion-files/knowledge/never-was.txt',
        status: 404,
        code: 'NoSuchKey',
      },
      { method: 'DELETE', path: '/legion-files/knowledge/never-was.txt', status: 204 },
      { method: 'DELETE', path: '/legion-files/knowledge/never-was.txt', status: 204 },
    ]);
  });

  it('throws with the status when S3 refuses the signature (403), never returning null', async () => {
    await s3FileStore(s3.config()).put('knowledge/there.txt', bytes('there'));
    const cases: [string, FileStore, string][] = [
      [
        'a wrong secret',
        s3FileStore(s3.config({ secretAccessKey: 'not-the-secret' })),
        'SignatureDoesNotMatch',
      ],
      [
        'another key id',
        s3FileStore(s3.config({ accessKeyId: 'AKIAOTHER' })),
        'InvalidAccessKeyId',
      ],
      [
        'another region',
        s3FileStore(s3.config({ region: 'us-east-1' })),
        'AuthorizationHeaderMalformed',
      ],
    ];
    for (const [what, store, code] of cases) {
      await expect(store.get('knowledge/there.txt'), what).rejects.toThrow(
        `S3 GET knowledge/there.txt failed: 403 ${code}`,
      );
      await expect(store.put('knowledge/x.txt', bytes('x')), what).rejects.toThrow(/failed: 403/);
      await expect(store.delete('knowledge/there.txt'), what).rejects.toThrow(/failed: 403/);
      const error = await store.get('knowledge/there.txt').catch((caught: unknown) => caught);
      expect(error, what).toMatchObject({ status: 403, s3Code: code });
      expect(String((error as Error).message)).not.toContain(s3.secretAccessKey);
    }
    // nothing was changed by the refused calls
    expect(s3.objects.has('knowledge/x.txt')).toBe(false);
    expect(text(await s3FileStore(s3.config()).get('knowledge/there.txt'))).toBe('there');
  });

  it('the fake refuses what S3 refuses: no signature, no date, no content hash, a changed body', async () => {
    const url = `${s3.endpoint}/${s3.bucket}/knowledge/there.txt`;
    expect((await fetch(url)).status).toBe(403);
    const forged = await fetch(url, {
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/20260101/${s3.region}/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}`,
      },
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Code>AccessDenied</Code>');
    // a correctly signed request with a different body than the one whose hash was signed
    const { AwsClient } = await import('aws4fetch');
    const client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: 's3',
      retries: 0,
    });
    const signed = await client.sign(url, {
      method: 'PUT',
      body: 'signed body',
      headers: { 'x-amz-content-sha256': '0'.repeat(64) },
    });
    expect((await fetch(signed)).status).toBe(400);
    // and without x-amz-date: no longer a well-formed signed request
    const noDate = new Headers((await client.sign(url, { method: 'GET' })).headers);
    noDate.delete('x-amz-date');
    expect((await fetch(url, { headers: noDate })).status).toBe(403);
  });

  it('throws for a bucket that does not exist, even on get and delete', async () => {
    const store = s3FileStore(s3.config({ bucket: 'no-such-bucket' }));
    await expect(store.get('a.png')).rejects.toThrow('S3 GET a.png failed: 404 NoSuchBucket');
    await expect(store.delete('a.png')).rejects.toThrow(/404 NoSuchBucket/);
    await expect(store.put('a.png', TINY_PNG)).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('retries a 5xx, then throws with its status; an unreachable store throws too', async () => {
    const store = s3FileStore(s3.config());
    s3.failWith('PUT', 503);
    const before = s3.requests.length;
    await expect(store.put('knowledge/busy.txt', bytes('busy'))).rejects.toThrow(
      'S3 PUT knowledge/busy.txt failed: 503 SlowDown',
    );
    // the first try and two retries
    expect(s3.requests.slice(before).map((request) => request.status)).toEqual([503, 503, 503]);
    s3.failWith('PUT', null);
    await store.put('knowledge/busy.txt', bytes('busy'));
    expect(s3.objects.has('knowledge/busy.txt')).toBe(true);

    const closed = await startFakeS3();
    await closed.close();
    const unreachable = s3FileStore(closed.config(), { retries: 0 });
    await expect(unreachable.get('a.png')).rejects.toThrow(/^S3 GET a\.png failed: /);
  });

  it('validates keys before sending anything', async () => {
    const store = s3FileStore(s3.config());
    const before = s3.requests.length;
    for (const key of ESCAPING_KEYS) {
      await expect(store.put(key, bytes('x')), key).rejects.toThrow(/invalid file key/);
      await expect(store.get(key), key).rejects.toThrow(/invalid file key/);
    }
    expect(s3.requests.length).toBe(before);
  });
});

describe('file store configuration', () => {
  const S3_ENV = {
    LEGION_S3_ENDPOINT: 'https://s3.example.com',
    LEGION_S3_BUCKET: 'legion',
    LEGION_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    LEGION_S3_SECRET_ACCESS_KEY: 'top-secret-value',
  };

  it('is the local folder unless LEGION_S3_ENDPOINT is set', () => {
    expect(readFileStoreConfig({})).toEqual({ kind: 'local' });
    expect(readFileStoreConfig({ LEGION_S3_ENDPOINT: '', LEGION_S3_REGION: 'eu-west-1' })).toEqual({
      kind: 'local',
    });
    expect(readConfig({}).files).toEqual({ kind: 'local' });
  });

  it('is S3 with every variable; the region defaults to us-east-1', () => {
    expect(readFileStoreConfig(S3_ENV)).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'legion',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'top-secret-value',
    });
    expect(readConfig({ ...S3_ENV, LEGION_S3_REGION: 'cn-north-1' }).files).toMatchObject({
      kind: 's3',
      region: 'cn-north-1',
    });
  });

  it('names the variable that is missing or wrong, never a secret', () => {
    for (const name of [
      'LEGION_S3_BUCKET',
      'LEGION_S3_ACCESS_KEY_ID',
      'LEGION_S3_SECRET_ACCESS_KEY',
    ] as const) {
      const env: Record<string, string> = { ...S3_ENV };
      delete env[name];
      expect(() => readConfig(env), name).toThrow(
        `LEGION_S3_ENDPOINT is set, so ${name} must be set too`,
      );
      expect(() => readConfig({ ...env, [name]: '  ' }), name).toThrow(name);
    }
    const wrong: [Record<string, string>, string][] = [
      [{ LEGION_S3_ENDPOINT: 's3.example.com' }, 'LEGION_S3_ENDPOINT must be an http(s) URL'],
      [{ LEGION_S3_ENDPOINT: 'ftp://s3.example.com' }, 'LEGION_S3_ENDPOINT must be an http(s) URL'],
      [
        { LEGION_S3_ENDPOINT: 'https://key:secret@s3.example.com' },
        'LEGION_S3_ENDPOINT must not carry credentials',
      ],
      [{ LEGION_S3_BUCKET: 'a/b' }, 'LEGION_S3_BUCKET must be a bucket name'],
      [{ LEGION_S3_REGION: 'eu west' }, 'LEGION_S3_REGION must be a region name'],
    ];
    for (const [change, message] of wrong) {
      const error = (() => {
        try {
          readConfig({ ...S3_ENV, ...change });
        } catch (caught) {
          return caught as Error;
        }
        return null;
      })();
      expect(error?.message, message).toContain(message);
      expect(error?.message).not.toContain('top-secret-value');
    }
    // a bucket without an endpoint would quietly keep files on each server's own disk
    expect(() => readConfig({ LEGION_S3_BUCKET: 'legion' })).toThrow(
      'LEGION_S3_BUCKET is set but LEGION_S3_ENDPOINT is not',
    );
  });

  it('stops the server process at start-up with the missing variable named', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LEGION_DATA_DIR: join(tmpdir(), 'legion-never-created'),
        LEGION_S3_ENDPOINT: 'http://127.0.0.1:9',
        LEGION_S3_BUCKET: 'legion',
        LEGION_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        LEGION_S3_SECRET_ACCESS_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'configuration error: LEGION_S3_ENDPOINT is set, so LEGION_S3_SECRET_ACCESS_KEY must be set too',
    );
    expect(existsSync(join(tmpdir(), 'legion-never-created'))).toBe(false);
  });
});

describe('a server on an S3-compatible store', () => {
  let s3: FakeS3;
  let server: TestServer;
  let user = '';
  let baseId = '';

  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'legion-e2e' });
    server = await startTestServer({ files: s3.config() });
    user = await signIn(server, 'user');
    const base = await call(server, '/api/knowledge', { token: user, body: { name: '桶' } });
    expect(base.status, JSON.stringify(base.body)).toBe(200);
    baseId = base.body.data.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const uploadDocument = (name: string, content: string) =>
    sendKnowledgeFile(server, user, baseId, name, content);
  const ingested = () => whenIngested(server, user, baseId, undefined, { timeoutMs: 60_000 });

  const fileNameOf = async (documentId: string) => {
    const [row] = await server.db.query<{ file_name: string }>(
      'select file_name from knowledge_documents where id = $1',
      [documentId],
    );
    return row?.file_name ?? '';
  };

  it('keeps knowledge files in the bucket, ingests from it, deletes from it', async () => {
    expect(server.files.kind).toBe('s3');
    const uploaded = await uploadDocument(
      'bucket.txt',
      '对象存储里的知识文档。Knowledge kept in an object store, read back by the ingest.',
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const documentId = uploaded.body.data.id as string;
    const fileName = await fileNameOf(documentId);
    expect(fileName).toMatch(/^[0-9a-f]{32}\.txt$/);
    expect(s3.objects.has(`knowledge/${fileName}`)).toBe(true);

    // the ingest read the file back from the bucket: the text is searchable
    const document = (await ingested()).find((item) => item.id === documentId);
    expect(document).toMatchObject({ status: 'available', characters: expect.any(Number) });
    expect(document?.characters).toBeGreaterThan(0);
    expect(
      s3.requests.some(
        (request) =>
          request.method === 'GET' && request.path === `/legion-e2e/knowledge/${fileName}`,
      ),
    ).toBe(true);
    const hits = await call(server, `/api/knowledge/${baseId}/retrieve`, {
      token: user,
      body: { query: '对象存储' },
    });
    expect(hits.body.data.hits).toEqual([
      expect.objectContaining({ documentId, documentName: 'bucket.txt' }),
    ]);

    // nothing in the data folder
    expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false);

    const removed = await call(server, `/api/knowledge/${baseId}/documents/${documentId}`, {
      token: user,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(s3.objects.has(`knowledge/${fileName}`)).toBe(false);
  });

  it('keeps agent images in the bucket and serves them from it', async () => {
    const developer = await signIn(server, 'developer');
    const answer = await uploadImage(server, developer, [{ bytes: TINY_PNG, name: 'logo.png' }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const url = answer.body.data.url as string;
    const fileName = url.split('/').at(-1) ?? '';
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect(s3.objects.get(fileName)).toEqual({ bytes: TINY_PNG, contentType: 'image/png' });
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false);

    // the store failing is a server error, not a "not found" a cache would keep
    s3.failWith('GET', 500);
    try {
      const failing = await fetch(`${server.url}${url}`);
      expect(failing.status).toBe(500);
    } finally {
      s3.failWith('GET', null);
    }
  });

  it('deletes every file of a deleted base from the bucket', async () => {
    const first = await uploadDocument('one.md', '# 第一 one');
    const second = await uploadDocument('two.md', '# 第二 two');
    const names = [await fileNameOf(first.body.data.id), await fileNameOf(second.body.data.id)];
    await ingested();
    expect(names.every((name) => s3.objects.has(`knowledge/${name}`))).toBe(true);
    const removed = await call(server, `/api/knowledge/${baseId}`, {
      token: user,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(names.some((name) => s3.objects.has(`knowledge/${name}`))).toBe(false);
    const base = await call(server, '/api/knowledge', { token: user, body: { name: '桶二' } });
    baseId = base.body.data.id;
  });

  it('refuses an upload the store cannot take, and records nothing', async () => {
    s3.failWith('PUT', 503);
    try {
      const refused = await uploadDocument('later.txt', 'not now');
      expect(refused.status).toBe(500);
      expect(refused.body).toMatchObject({ code: 500 });
    } finally {
      s3.failWith('PUT', null);
    }
    const [count] = await server.db.query<{ n: number | string }>(
      'select count(*) as n from knowledge_documents where base_id = $1',
      [baseId],
    );
    expect(Number(count?.n)).toBe(0);
    expect([...s3.objects.keys()].filter((key) => key.startsWith('knowledge/'))).toEqual([]);
  });
});

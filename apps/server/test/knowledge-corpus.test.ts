/**
 * The shared corpus (./corpus.ts) through the real server: every file uploaded by the multipart
 * endpoint into one base, ingested by the runner, and read back from the documents endpoint.
 * A `text` file ends available within 2% of the reference character count (a DELIBERATE
 * exception with exactly our figure); an `error` file ends failed with its reason as a code.
 * Skipped when the corpus is absent.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KnowledgeDocument } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_REASON,
  type CorpusRow,
  corpusDocsDir,
  corpusSummary,
  DELIBERATE,
  deviation,
  expectedFailure,
  hasCorpus,
  loadManifest,
} from './corpus.ts';
import {
  call,
  signIn,
  startTestServer,
  type TestServer,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';

const manifest = loadManifest();
const rows: CorpusRow[] = [];
const byName = new Map<string, KnowledgeDocument>();
let server: TestServer | undefined;
let started = 0;
let ingestSeconds = 0;

describe.skipIf(!hasCorpus)('the corpus through the server', () => {
  beforeAll(async () => {
    started = Date.now();
    const s = await startTestServer();
    server = s;
    const token = await signIn(s, 'user');
    const base = await call(s, '/api/knowledge', { token, body: { name: 'corpus' } });
    const baseId = base.body.data.id as string;
    for (const file of manifest.files) {
      const bytes = await readFile(join(corpusDocsDir, file.name));
      await uploadKnowledgeText(s, token, baseId, file.name, bytes);
    }
    const documents = await whenIngested(s, token, baseId, undefined, {
      timeoutMs: 100_000,
      what: 'the ingest of the corpus',
    });
    for (const document of documents) byName.set(document.name, document);
    ingestSeconds = (Date.now() - started) / 1000;
  }, 115_000);

  afterAll(async () => {
    await server?.close();
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `knowledge corpus through the server (${rows.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB, uploaded and ingested in ${ingestSeconds.toFixed(1)} s)\n${corpusSummary(rows).join('\n')}`,
    );
  });

  it('uploaded every corpus file, and none is still processing', () => {
    expect(manifest.files.length).toBe(78);
    expect(byName.size).toBe(manifest.files.length);
  });

  it.each(manifest.files.map((file) => [file.name, file] as const))('%s', (name, file) => {
    const document = byName.get(name);
    const row: CorpusRow = { format: file.format, passed: false, deliberate: false };
    rows.push(row);
    expect(document, 'uploaded').toBeDefined();
    if (!document) return;
    if (file.expect === 'error') {
      expect(document).toMatchObject({
        status: 'failed',
        stage: null,
        failureReason: expectedFailure(file),
        characters: 0,
      });
      expect(document.failure?.length).toBeGreaterThan(20);
      row.passed = true;
      return;
    }
    const alternative = ALTERNATIVE_REASON[name];
    if (alternative && document.status === 'failed') {
      expect(document).toMatchObject({ stage: null, failureReason: alternative });
      row.passed = true;
      return;
    }
    expect(document, document.failure ?? '').toMatchObject({
      status: 'available',
      stage: null,
      failure: null,
      failureReason: null,
    });
    row.deviation = Math.abs(deviation(document.characters, file.ref_chars));
    const deliberate = DELIBERATE[name];
    if (deliberate) {
      row.deliberate = true;
      expect(row.deviation).toBeGreaterThan(0.02);
      expect(document.characters, deliberate.reason).toBe(deliberate.characters);
    } else {
      expect(
        row.deviation,
        `${document.characters} characters, reference ${file.ref_chars}`,
      ).toBeLessThanOrEqual(0.02);
    }
    row.passed = true;
  });
});

/**
 * Knowledge-base figures, through the real service and ingest runner on a temporary PGlite:
 *  (a) ingest throughput over the shared corpus: every file uploaded, then extracted, chunked and
 *      indexed off the request path; total input bytes ÷ the time from the first upload until the
 *      runner is idle; per format, bytes ÷ the documents' own time in the runner;
 *  (b) the reference tools on the same files in the same run: `pdftotext` (poppler-utils) on the
 *      PDFs, LibreOffice headless on the Word and Excel files (one `soffice` call per format,
 *      after a warm-up call that makes its profile), and our MB/s on those files ÷ theirs;
 *  (c) retrieval quality on the labelled questions (bench/knowledge-questions.json) over the
 *      ingested corpus, through the real `retrieve`: recall@5 and MRR, overall, zh, en and
 *      table-row questions; a label whose passage no chunk of its document contains is said;
 *  (d) retrieval latency (p50, p95) over a base of at least 10,000 chunks built by ingesting
 *      generated Chinese and English text, for mixed zh/en queries through `retrieve`.
 * The corpus is looked for in KNOWLEDGE_CORPUS_DIR, ../shared/corpus beside the checkout and
 * /work/shared/corpus; when none has it, or a reference tool is missing, the bench says so in a
 * banner instead of skipping quietly. Each figure is printed beside what it was measured on.
 * Never fails on a number.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountsRepository, type UserRow } from '../apps/server/src/accounts/repository.ts';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { localFileStore } from '../apps/server/src/files/store.ts';
import { ingestRunner } from '../apps/server/src/knowledge/jobs.ts';
import { knowledgeRepository } from '../apps/server/src/knowledge/repository.ts';
import { type SearchOptions, searchBase } from '../apps/server/src/knowledge/search.ts';
import {
  type KnowledgeService,
  knowledgeService,
  RETRIEVAL_LIMIT,
} from '../apps/server/src/knowledge/service.ts';
import { percentile } from './harness.ts';
import {
  comparable,
  firstRightRank,
  type LabelledQuestion,
  loadQuestions,
  QUESTION_KINDS,
  quality,
} from './knowledge-questions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const MIN_CHUNKS = 10_000;
const QUERIES = 200;
const PDF = ['pdf'];
const OFFICE = ['docx', 'xlsx', 'xls'];

/** a message nobody can miss in the bench output */
function loud(lines: string[]) {
  const bar = '!'.repeat(78);
  console.log(`\n${bar}\n${lines.map((line) => `!! ${line}`).join('\n')}\n${bar}\n`);
}

function findCorpus(): string | null {
  const candidates = [
    process.env.KNOWLEDGE_CORPUS_DIR,
    join(root, '../shared/corpus'),
    '/work/shared/corpus',
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(join(dir, 'manifest.json')));
  if (found) return found;
  loud([
    'NO CORPUS: ingest throughput, the reference tools and retrieval quality are NOT measured.',
    `Looked for manifest.json in: ${candidates.join(', ')}.`,
    'Set KNOWLEDGE_CORPUS_DIR to the shared corpus (docs/, reference/, manifest.json).',
  ]);
  return null;
}

interface Bench {
  db: Database;
  user: UserRow;
  knowledge: KnowledgeService;
  idle(): Promise<void>;
  close(): Promise<void>;
}

async function openBench(): Promise<Bench> {
  const dir = await mkdtemp(join(tmpdir(), 'legion-bench-'));
  const db = await openDatabase({ dataDir: join(dir, 'db') });
  await migrate(db);
  const files = localFileStore(join(dir, 'knowledge'));
  const jobs = ingestRunner({ db, now: Date.now, files });
  const knowledge = knowledgeService({ db, now: Date.now, files, jobs });
  const user = await accountsRepository(db).insertUser({
    username: 'bench',
    role: 'user',
    createdAt: new Date(),
  });
  if (!user) throw new Error('bench user not created');
  return {
    db,
    user,
    knowledge,
    idle: () => jobs.idle(),
    async close() {
      await jobs.stop();
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const mbps = (bytes: number, ms: number) => (ms > 0 ? bytes / 1024 / 1024 / (ms / 1000) : 0);
const count = async (db: Database, sql: string) =>
  Number((await db.query<{ n: number | string }>(sql))[0]?.n ?? 0);
const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

interface CorpusFile {
  name: string;
  path: string;
  bytes: Buffer;
  format: string;
}

async function readCorpus(corpusDir: string): Promise<CorpusFile[]> {
  const manifest = JSON.parse(await readFile(join(corpusDir, 'manifest.json'), 'utf8')) as {
    files: { name: string }[];
  };
  return Promise.all(
    manifest.files.map(async (file) => {
      const path = join(corpusDir, 'docs', file.name);
      return { name: file.name, path, bytes: await readFile(path), format: extensionOf(file.name) };
    }),
  );
}

/**
 * Uploads every file, then waits until the runner is idle (as a person uploading a folder would):
 * the wall time, and each document's time in the runner (its job's start to end) by file name
 */
async function ingestCorpus(bench: Bench, baseId: string, files: CorpusFile[]) {
  const started = performance.now();
  for (const file of files) {
    await bench.knowledge.upload(
      bench.user,
      baseId,
      new File([new Uint8Array(file.bytes)], file.name),
    );
  }
  await bench.idle();
  const wallMs = performance.now() - started;
  const rows = await bench.db.query<{ name: string; ms: number | string }>(
    `select d.name, extract(epoch from (j.updated_at - j.started_at)) * 1000 as ms
     from knowledge_jobs j join knowledge_documents d on d.id = j.document_id`,
  );
  return { wallMs, times: new Map(rows.map((row) => [row.name, Number(row.ms)])) };
}

function sumOver(files: CorpusFile[], times: Map<string, number>) {
  return {
    bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
    ms: files.reduce((sum, file) => sum + (times.get(file.name) ?? 0), 0),
  };
}

const run = (command: string, args: string[], timeoutMs: number) =>
  new Promise<{ ok: boolean; error?: string }>((resolve) => {
    execFile(command, args, { timeout: timeoutMs, maxBuffer: 256 * 1024 * 1024 }, (error) =>
      resolve(error ? { ok: false, error: error.message.split('\n')[0] } : { ok: true }),
    );
  });

const has = (command: string, args: string[]) => {
  const probe = spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 });
  return probe.error === undefined && probe.status === 0;
};

interface ReferenceTiming {
  tool: string;
  files: CorpusFile[];
  ms: number;
  failed: number;
}

/** pdftotext on each PDF, one process per file as a person would run it */
async function timePdftotext(files: CorpusFile[], out: string): Promise<ReferenceTiming | null> {
  if (!has('pdftotext', ['-v'])) return null;
  let failed = 0;
  const started = performance.now();
  for (const file of files) {
    const result = await run(
      'pdftotext',
      ['-enc', 'UTF-8', file.path, join(out, `${file.name}.txt`)],
      120_000,
    );
    if (!result.ok) failed++;
  }
  return { tool: 'pdftotext', files, ms: performance.now() - started, failed };
}

/** LibreOffice headless: one call per format (docx → txt, xlsx/xls → csv of every sheet) */
async function timeLibreOffice(files: CorpusFile[], out: string): Promise<ReferenceTiming | null> {
  if (!has('soffice', ['--version'])) return null;
  const profile = `-env:UserInstallation=file://${join(out, 'lo-profile')}`;
  // warm-up, not counted: the first call creates LibreOffice's user profile
  await writeFile(join(out, 'warm-up.txt'), 'warm up');
  await run(
    'soffice',
    [profile, '--headless', '--convert-to', 'pdf', '--outdir', out, join(out, 'warm-up.txt')],
    180_000,
  );
  const targets: Record<string, string> = {
    docx: 'txt:Text (encoded):UTF8',
    xlsx: 'csv:Text - txt - csv (StarCalc):9,34,76,1,,0,false,true,false,false,false,-1',
    xls: 'csv:Text - txt - csv (StarCalc):9,34,76,1,,0,false,true,false,false,false,-1',
  };
  let failed = 0;
  const started = performance.now();
  for (const [format, target] of Object.entries(targets)) {
    const batch = files.filter((file) => file.format === format);
    if (batch.length === 0) continue;
    const result = await run(
      'soffice',
      [
        profile,
        '--headless',
        '--convert-to',
        target,
        '--outdir',
        join(out, format),
        ...batch.map((file) => file.path),
      ],
      600_000,
    );
    if (!result.ok) failed += batch.length;
  }
  return { tool: 'LibreOffice', files, ms: performance.now() - started, failed };
}

async function ingestAndQuality(corpusDir: string) {
  const files = await readCorpus(corpusDir);
  const bench = await openBench();
  try {
    const base = await bench.knowledge.create(bench.user, { name: 'corpus', description: '' });
    const { wallMs, times } = await ingestCorpus(bench, base.id, files);
    const total = sumOver(files, times);
    const available = await count(
      bench.db,
      `select count(*) as n from knowledge_documents where status = 'available'`,
    );
    const chunks = await count(bench.db, 'select count(*) as n from knowledge_chunks');
    console.log(
      `  ingest throughput: ${mbps(total.bytes, wallMs).toFixed(2)} MB/s  (target ≥ 1 MB/s; ${files.length} corpus files from ${corpusDir}, ${mb(total.bytes)} MB in ${(wallMs / 1000).toFixed(1)} s from the first upload until the runner was idle; ${available} available, ${files.length - available} failed; ${chunks} chunks)`,
    );
    const formats = [...new Set(files.map((file) => file.format))].sort();
    const perFormat = formats.map((format) => {
      const some = sumOver(
        files.filter((file) => file.format === format),
        times,
      );
      return `${format} ${mbps(some.bytes, some.ms).toFixed(2)} (${mb(some.bytes)} MB)`;
    });
    console.log(
      `  ingest by format, MB/s of a document's own time in the runner (jobs overlap, so these are slower than the total): ${perFormat.join(', ')}`,
    );

    // KNOWLEDGE_BENCH=quality: the labelled questions alone (while tuning the search)
    if (process.env.KNOWLEDGE_BENCH !== 'quality') await references(files, times);
    await retrievalQuality(bench, base.id);
  } finally {
    await bench.close();
  }
}

async function references(files: CorpusFile[], times: Map<string, number>) {
  const out = await mkdtemp(join(tmpdir(), 'legion-bench-ref-'));
  try {
    const missing: string[] = [];
    const pdfs = files.filter((file) => PDF.includes(file.format));
    const office = files.filter((file) => OFFICE.includes(file.format));
    const timings = [await timePdftotext(pdfs, out), await timeLibreOffice(office, out)];
    if (!timings[0]) missing.push('pdftotext (apt-get install poppler-utils)');
    if (!timings[1]) {
      missing.push('soffice (apt-get install libreoffice-writer-nogui libreoffice-calc-nogui)');
    }
    if (missing.length > 0) {
      loud([
        'REFERENCE TOOL MISSING: its ratio is NOT measured.',
        ...missing.map((tool) => `missing: ${tool}`),
      ]);
    }
    for (const timing of timings) {
      if (!timing) continue;
      const theirs = sumOver(timing.files, new Map(timing.files.map((f) => [f.name, 0])));
      const theirMbps = mbps(theirs.bytes, timing.ms);
      const ours = sumOver(timing.files, times);
      const ourMbps = mbps(ours.bytes, ours.ms);
      console.log(
        `  reference ${timing.tool}: ${theirMbps.toFixed(2)} MB/s on the same ${timing.files.length} files (${mb(theirs.bytes)} MB in ${(timing.ms / 1000).toFixed(1)} s, ${timing.failed} failed); ours ${ourMbps.toFixed(2)} MB/s = ${(ourMbps / theirMbps).toFixed(2)} × ${timing.tool}`,
      );
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

async function retrievalQuality(bench: Bench, baseId: string) {
  const questions = loadQuestions();
  // every label must name text its document's chunks hold, or the figure means nothing
  const unfound: LabelledQuestion[] = [];
  for (const question of questions) {
    const rows = await bench.db.query<{ text: string }>(
      `select c.text from knowledge_chunks c join knowledge_documents d on d.id = c.document_id
       where d.name = $1`,
      [question.document],
    );
    const passage = comparable(question.passage);
    if (!rows.some((row) => comparable(row.text).includes(passage))) unfound.push(question);
  }
  if (unfound.length > 0) {
    loud([
      `${unfound.length} LABELLED QUESTION(S) NAME A PASSAGE NO CHUNK OF THEIR DOCUMENT HOLDS (counted as misses):`,
      ...unfound.map((q) => `${q.id} ${q.document}: "${q.passage}"`),
    ]);
  }
  const ranks = new Map<LabelledQuestion, number>();
  const times: number[] = [];
  for (const question of questions) {
    const at = performance.now();
    const answer = await bench.knowledge.retrieve(bench.user, baseId, question.question);
    times.push(performance.now() - at);
    ranks.set(question, firstRightRank(question, answer.hits));
    const rank = ranks.get(question) ?? 0;
    // BENCH_EXPLAIN=1: what came first for a question whose passage is not in the top 5
    if (process.env.BENCH_EXPLAIN && (rank === 0 || rank > 5)) {
      console.log(`    ${question.id} "${question.question}" (#${rank || '-'}):`);
      for (const hit of answer.hits.slice(0, 3)) {
        console.log(
          `      ${hit.band} ${hit.score.toFixed(3)} ${hit.documentName} [${hit.matchedWords.join(' ')}|${hit.missingWords.join(' ')}] ${hit.text.slice(0, 80).replace(/\s+/g, ' ')}`,
        );
      }
    }
  }
  times.sort((a, b) => a - b);
  // the same questions by the search's parts, for comparison: without the emphasis and phrase
  // boosts, by words alone (no bigram fallback), and by bigrams alone (each query bigram and word
  // a term of its own, ranked by BM25 alone: the search before words, decision 0089)
  const repo = knowledgeRepository(bench.db);
  const ranksBy = async (options: SearchOptions) => {
    const found = new Map<LabelledQuestion, number>();
    for (const question of questions) {
      const hits = await searchBase(repo, baseId, question.question, RETRIEVAL_LIMIT, options);
      found.set(
        question,
        firstRightRank(
          question,
          hits.map((hit) => ({ documentName: hit.documentName, text: hit.text })),
        ),
      );
    }
    return found;
  };
  const methods: [string, Map<LabelledQuestion, number>][] = [
    ['search', ranks],
    ['no boosts', await ranksBy({ noBoosts: true })],
    ['words only', await ranksBy({ wordsOnly: true })],
    ['bigrams only', await ranksBy({ bigramsOnly: true })],
  ];
  const groups: [string, (q: LabelledQuestion) => boolean][] = [
    ['all', () => true],
    ['zh', (q) => q.lang === 'zh'],
    ['en', (q) => q.lang === 'en'],
    ['table rows', (q) => q.table === true],
    ...QUESTION_KINDS.flatMap((kind): [string, (q: LabelledQuestion) => boolean][] => [
      [`${kind}`, (q) => q.kind === kind],
      [`${kind} en`, (q) => q.kind === kind && q.lang === 'en'],
      [`${kind} zh`, (q) => q.kind === kind && q.lang === 'zh'],
    ]),
  ];
  console.log(
    `  retrieval quality, recall@5 / MRR (${questions.length} labelled questions; "search" is what people get):`,
  );
  console.log(
    `    ${'questions'.padEnd(22)}${methods.map(([name]) => name.padStart(16)).join('')}`,
  );
  for (const [name, keep] of groups) {
    const asked = questions.filter(keep);
    if (asked.length === 0) continue;
    const cells = methods.map(([, found]) => {
      const q = quality(asked.map((question) => found.get(question) ?? 0));
      return `${q.recallAt5.toFixed(3)} / ${q.mrr.toFixed(3)}`.padStart(16);
    });
    console.log(`    ${`${name} (${asked.length})`.padEnd(22)}${cells.join('')}`);
  }
  const misses = questions.filter((q) => {
    const rank = ranks.get(q) ?? 0;
    return rank === 0 || rank > 5;
  });
  if (misses.length > 0) {
    console.log(
      `    not in the top 5: ${misses.map((q) => `${q.id}${(ranks.get(q) ?? 0) > 0 ? ` (#${ranks.get(q)})` : ''}`).join(', ')}`,
    );
  }
  console.log(
    `    (bench/knowledge-questions.json over the ingested corpus; their retrieval p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms)`,
  );
}

/** a deterministic pseudo-random sequence (mulberry32) */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZH_WORDS = (
  '知识库 文档 检索 索引 切分 解析 上传 模型 智能体 团队 项目 负责人 会议 纪要 合同 发票 订单 ' +
  '客户 服务 数据 报表 分析 市场 产品 价格 套餐 空间 容量 权限 管理 审核 发布 版本 接口 测试 ' +
  '部署 服务器 数据库 用户 账号 登录 安全 加密 备份 恢复 性能 延迟 吞吐 缓存 网络 存储 计算'
).split(' ');
const EN_WORDS = (
  'knowledge base document retrieval index chunk parser upload model agent team project ' +
  'meeting contract invoice order customer service data report analysis market product price ' +
  'plan quota permission review release version interface test deploy server database user ' +
  'account login security encryption backup recovery performance latency throughput cache network'
).split(' ');

function generatedDocument(random: () => number, paragraphs: number): string {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const out: string[] = [];
  for (let p = 0; p < paragraphs; p++) {
    const sentences: string[] = [];
    for (let s = 0; s < 4 + Math.floor(random() * 4); s++) {
      if (random() < 0.5) {
        const words = Array.from({ length: 6 + Math.floor(random() * 8) }, () => pick(ZH_WORDS));
        sentences.push(`${words.join('')}。`);
      } else {
        const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(EN_WORDS));
        sentences.push(`${words.join(' ')}.`);
      }
    }
    out.push(sentences.join(' '));
  }
  return out.join('\n\n');
}

async function retrievalLatency() {
  const bench = await openBench();
  try {
    const base = await bench.knowledge.create(bench.user, { name: 'latency', description: '' });
    const random = prng(20_261_122);
    const started = performance.now();
    let chunks = 0;
    let documents = 0;
    let bytes = 0;
    while (chunks < MIN_CHUNKS) {
      // a batch of documents, then wait for them: the count decides whether another is needed
      for (let n = 0; n < 8; n++) {
        const text = generatedDocument(random, 400);
        bytes += Buffer.byteLength(text);
        documents++;
        await bench.knowledge.upload(
          bench.user,
          base.id,
          new File([text], `generated-${documents}.txt`),
        );
      }
      await bench.idle();
      chunks = await count(bench.db, 'select count(*) as n from knowledge_chunks');
    }
    const buildSeconds = (performance.now() - started) / 1000;
    const queries = Array.from({ length: QUERIES }, (_, n) => {
      const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
      if (n % 3 === 0) return `${pick(ZH_WORDS)}${pick(ZH_WORDS)}`;
      if (n % 3 === 1) return `${pick(EN_WORDS)} ${pick(EN_WORDS)}`;
      return `${pick(ZH_WORDS)} ${pick(EN_WORDS)} ${pick(ZH_WORDS)}`;
    });
    // one warm-up query, not counted
    await bench.knowledge.retrieve(bench.user, base.id, queries[0] ?? '知识库');
    const times: number[] = [];
    let hits = 0;
    for (const query of queries) {
      const at = performance.now();
      const answer = await bench.knowledge.retrieve(bench.user, base.id, query);
      times.push(performance.now() - at);
      hits += answer.hits.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  retrieval latency: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms  (target p95 ≤ 20 ms; ${QUERIES} mixed zh/en queries, ${(hits / QUERIES).toFixed(1)} hits each; ${chunks} chunks of ${documents} generated documents, ${mb(bytes)} MB, built in ${buildSeconds.toFixed(1)} s; PGlite)`,
    );
  } finally {
    await bench.close();
  }
}

export async function benchKnowledge() {
  console.log('\nKnowledge base (real service and ingest runner, temporary PGlite)');
  // KNOWLEDGE_BENCH=corpus or =latency runs one half alone (while working on it), =quality the
  // corpus without the reference tools
  const only = process.env.KNOWLEDGE_BENCH;
  if (only !== 'latency') {
    const corpusDir = findCorpus();
    if (corpusDir) await ingestAndQuality(corpusDir);
  }
  if (only !== 'corpus' && only !== 'quality') await retrievalLatency();
}

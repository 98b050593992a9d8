/**
 * Knowledge-base figures, through the real service and ingest runner on a temporary PGlite:
 *  (a) ingest throughput over the shared corpus (../shared/corpus or KNOWLEDGE_CORPUS_DIR):
 *      every file uploaded, then extracted, chunked and indexed off the request path; total
 *      input bytes ÷ wall time from the first upload until the runner is idle;
 *  (b) retrieval latency (p50, p95) over a base of at least 10,000 chunks built by ingesting
 *      generated Chinese and English text, for mixed zh/en queries through `retrieve`.
 * Each figure is printed beside what it was measured on. Never fails on a number.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountsRepository, type UserRow } from '../apps/server/src/accounts/repository.ts';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { localFileStore } from '../apps/server/src/files/store.ts';
import { ingestRunner } from '../apps/server/src/knowledge/jobs.ts';
import { type KnowledgeService, knowledgeService } from '../apps/server/src/knowledge/service.ts';
import { percentile } from './harness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpusDir = process.env.KNOWLEDGE_CORPUS_DIR ?? join(root, '../shared/corpus');

const MIN_CHUNKS = 10_000;
const QUERIES = 200;

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
const count = async (db: Database, sql: string) =>
  Number((await db.query<{ n: number | string }>(sql))[0]?.n ?? 0);

async function ingestThroughput() {
  const manifestPath = join(corpusDir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.log(`  ingest throughput: skipped, no corpus at ${corpusDir}`);
    return;
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    files: { name: string }[];
  };
  const files = await Promise.all(
    manifest.files.map(async (file) => ({
      name: file.name,
      bytes: await readFile(join(corpusDir, 'docs', file.name)),
    })),
  );
  const bench = await openBench();
  try {
    const base = await bench.knowledge.create(bench.user, { name: 'corpus', description: '' });
    const started = performance.now();
    for (const file of files) {
      await bench.knowledge.upload(bench.user, base.id, new File([file.bytes], file.name));
    }
    await bench.idle();
    const seconds = (performance.now() - started) / 1000;
    const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
    const available = await count(
      bench.db,
      `select count(*) as n from knowledge_documents where status = 'available'`,
    );
    const chunks = await count(bench.db, 'select count(*) as n from knowledge_chunks');
    console.log(
      `  ingest throughput: ${(bytes / 1024 / 1024 / seconds).toFixed(2)} MB/s  (${files.length} corpus files, ${mb(bytes)} MB in ${seconds.toFixed(1)} s; ${available} available, ${files.length - available} failed; ${chunks} chunks)`,
    );
  } finally {
    await bench.close();
  }
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
      `  retrieval latency: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms  (${QUERIES} mixed zh/en queries, ${(hits / QUERIES).toFixed(1)} hits each; ${chunks} chunks of ${documents} generated documents, ${mb(bytes)} MB, built in ${buildSeconds.toFixed(1)} s; PGlite)`,
    );
  } finally {
    await bench.close();
  }
}

export async function benchKnowledge() {
  console.log('\nKnowledge base (real service and ingest runner, temporary PGlite)');
  await ingestThroughput();
  await retrievalLatency();
}

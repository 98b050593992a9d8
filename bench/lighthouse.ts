/**
 * Lighthouse performance of the public pages (home, market, an agent, pricing, a docs article),
 * served by the real server, beside its targets (score ≥ 95, LCP ≤ 1.5 s,
 * TBT ≤ 50 ms, CLS ≤ 0.02) and the floor app's score.
 *
 * How it is measured: Lighthouse's Node API (lighthouse 13) with its default config — the
 * mobile preset: formFactor mobile, a Moto G Power-sized screen, simulated throttling (slow 4G,
 * 4× CPU slowdown, Lantern) — performance category only, in Debian's Chromium (/usr/bin/chromium,
 * or CHROME_PATH) started by chrome-launcher with --headless=new and the project's usual flags
 * (scripts/chromium.ts). The pages come from apps/server running as a child process on loopback
 * and serving this run's production build (compressed, as in production) on a fresh seeded
 * database; the floor (bare React + React Router) from an in-process gzip static server.
 * Each page is run RUNS times (storage and cache reset by Lighthouse before each) and the run
 * with the median score is reported: score, LCP, TBT, CLS (and FCP); every run's score is
 * printed beside it, a run Lighthouse could not score as `err` (left out of the median, its
 * runtime error printed); RUNS is 3, BENCH_LIGHTHOUSE_RUNS changes it. For a page under the
 * target, the insights and diagnostics Lighthouse lists with the largest estimated savings
 * are printed after the table, with the LCP element and its breakdown.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { floorBuild, legionServer, PAGES, serveStatic } from './harness.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SCORE_TARGET = 95;
const CLS_TARGET = 0.02;
const LCP_TARGET_MS = 1500;
const TBT_TARGET_MS = 50;

interface Lhr {
  categories: {
    performance?: { score: number | null; auditRefs: { id: string; group?: string }[] };
  };
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      metricSavings?: Record<string, number | undefined>;
      details?: { type: string; items?: Record<string, unknown>[] };
    }
  >;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}

interface Score {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** every run's score in run order, `err` for a run Lighthouse could not score */
  runs: string[];
  /** why the runs marked `err` failed */
  errors: string[];
  lhr: Lhr | undefined;
}

async function audit(port: number, url: string): Promise<Score> {
  const scored: { score: number; lhr: Lhr }[] = [];
  const runs: string[] = [];
  const errors: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    const score = lhr?.categories.performance?.score;
    // a run Lighthouse could not complete scores null (or 0) and says why: not a figure
    if (!lhr || lhr.runtimeError || score === null || score === undefined) {
      runs.push('err');
      errors.push(
        lhr?.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : 'no performance score',
      );
      continue;
    }
    runs.push(String(Math.round(score * 100)));
    scored.push({ score: Math.round(score * 100), lhr });
  }
  scored.sort((a, b) => a.score - b.score);
  const median = scored[Math.floor((scored.length - 1) / 2)];
  const value = (id: string) => median?.lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: median?.score ?? Number.NaN,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    runs,
    errors,
    lhr: median?.lhr,
  };
}

/** the insights and diagnostics with the largest estimated savings, with their worst items */
function opportunities(lhr: Lhr, limit = 6): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const candidates = refs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(
      (entry): entry is { id: string; audit: NonNullable<typeof entry.audit> } =>
        entry.audit !== undefined && entry.audit.score !== null && entry.audit.score < 0.9,
    )
    .map((entry) => {
      const savings = entry.audit.metricSavings ?? {};
      const ms = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
      return { ...entry, weight: ms + (savings.CLS ?? 0) * 10_000 };
    })
    .sort((a, b) => b.weight - a.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .slice(0, limit);
  const lines: string[] = [];
  for (const { id, audit } of candidates) {
    const savings = Object.entries(audit.metricSavings ?? {})
      .filter(([, v]) => (v ?? 0) > 0)
      .map(
        ([metric, v]) =>
          `${metric} ${metric === 'CLS' ? v?.toFixed(3) : `${Math.round(v ?? 0)} ms`}`,
      )
      .join(', ');
    lines.push(
      `    - ${audit.title} [${id}]${audit.displayValue ? `: ${audit.displayValue}` : ''}${savings ? ` (est. savings ${savings})` : ''}`,
    );
    const items = (audit.details?.items ?? [])
      .filter((item) => typeof item.url === 'string' || typeof item.source === 'object')
      .slice(0, 3);
    for (const item of items) {
      const where =
        typeof item.url === 'string'
          ? item.url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')
          : JSON.stringify(item.source).slice(0, 80);
      const figures = [
        typeof item.totalBytes === 'number' ? `${(item.totalBytes / 1024).toFixed(1)} kB` : '',
        typeof item.wastedBytes === 'number'
          ? `${(item.wastedBytes / 1024).toFixed(1)} kB unused/wasted`
          : '',
        typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms` : '',
        typeof item.total === 'number' ? `${Math.round(item.total)} ms main thread` : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(`        ${where}${figures ? `  ${figures}` : ''}`);
    }
  }
  return lines;
}

/** what the LCP was and where its time went (Lighthouse's LCP breakdown) */
function lcpBreakdown(lhr: Lhr): string | undefined {
  const parts = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []) as {
    type?: string;
    items?: { label?: string; duration?: number }[];
    nodeLabel?: string;
    snippet?: string;
  }[];
  const table = parts.find((part) => part.type === 'table')?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  if (!table.length && !node) return undefined;
  const phases = table.map((row) => `${row.label} ${Math.round(row.duration ?? 0)} ms`).join(', ');
  const element = node ? `${node.snippet ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}…"` : '?';
  return `    LCP element ${element}; ${phases}`;
}

export async function benchLighthouse() {
  const floorDir = await floorBuild();
  const server = await legionServer();
  const floorServer = await serveStatic(floorDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results: { name: string; score: Score }[] = [];
  try {
    results.push({
      name: 'floor: bare React + React Router',
      score: await audit(chrome.port, `${floorServer.url}/`),
    });
    for (const page of PAGES) {
      results.push({ name: page, score: await audit(chrome.port, server.url + page) });
    }
  } finally {
    chrome.kill();
    floorServer.server.close();
  }

  console.log(
    `\nLighthouse performance (mobile preset, simulated throttling; the median of ${RUNS} runs, all runs in order beside it; target: score ≥ ${SCORE_TARGET}, LCP ≤ ${LCP_TARGET_MS} ms, TBT ≤ ${TBT_TARGET_MS} ms, CLS ≤ ${CLS_TARGET})`,
  );
  console.log(
    `  ${'page'.padEnd(38)} ${'score'.padStart(5)} ${'runs'.padStart(12)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}  target`,
  );
  const met = (score: Score) =>
    score.score >= SCORE_TARGET &&
    score.lcp <= LCP_TARGET_MS &&
    score.tbt <= TBT_TARGET_MS &&
    score.cls <= CLS_TARGET;
  for (const { name, score } of results) {
    const target = name.startsWith('floor') ? '' : met(score) ? 'met' : 'NOT met';
    console.log(
      `  ${name.padEnd(38)} ${String(score.score).padStart(5)} ${score.runs.join('/').padStart(12)} ${`${Math.round(score.fcp)} ms`.padStart(8)} ${`${Math.round(score.lcp)} ms`.padStart(8)} ${`${Math.round(score.tbt)} ms`.padStart(7)} ${score.cls.toFixed(3).padStart(6)}  ${target}`,
    );
  }
  for (const { name, score } of results) {
    for (const error of score.errors) console.log(`  ${name}: a run failed: ${error}`);
    if (name.startsWith('floor') || !score.lhr) continue;
    const warnings = score.lhr.runWarnings;
    if (warnings.length) console.log(`  ${name}: Lighthouse warnings: ${warnings.join(' | ')}`);
    if (met(score)) continue;
    console.log(`  ${name}: what Lighthouse lists (largest estimated savings first)`);
    const lcp = lcpBreakdown(score.lhr);
    if (lcp) console.log(lcp);
    for (const line of opportunities(score.lhr)) console.log(line);
  }
}

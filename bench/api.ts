/**
 * API load on loopback: requests per second and p99 latency of the market list and an agent
 * detail on the seeded database, beside a bare Hono route on the same machine in the same run.
 *
 * How it is measured: autocannon 9 (in this process) against
 *  - GET /api/market/agents?sort=popular&page=1&pageSize=12 — the market list exactly as the
 *    market page first asks for it (endpoints.marketAgents),
 *  - GET /api/market/agents/<id> — the detail of the first agent of that list
 *    (endpoints.marketAgent),
 *  - GET / of bench/floor/hono.ts — `new Hono().get('/', c => c.json({ ok: true }))` on
 *    @hono/node-server, the floor,
 * each with 50 connections, no pipelining, for 10 s after a 2 s warm-up that is not counted,
 * sending `accept-encoding: gzip` as a browser does (the real server compresses bodies over
 * 1 kB; the floor's body is too small to be). RPS is autocannon's mean requests per second;
 * p99 its 99th-percentile latency; errors are connection errors and timeouts, non-2xx the
 * responses with another status.
 *
 * Both servers run as child processes (the real one is `node apps/server/src/main.ts` on a
 * fresh seeded PGlite, see harness.ts), never in this process: autocannon's client would
 * otherwise share one event loop with the server it measures and the figure would be the sum
 * of both. They still share the machine's CPUs with the client, the floor as much as the real
 * server, so the ratio is the fair figure.
 */
import autocannon from 'autocannon';
import { endpoints, MARKET_PAGE_SIZE } from '../packages/api/src/index.ts';
import { legionServer, startChild, stopByPid } from './harness.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** issue 10: market list p99 ≤ 50 ms at 50 connections */
const LIST_P99_TARGET_MS = 50;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

async function load(url: string): Promise<Load> {
  const options = { url, headers: { 'accept-encoding': 'gzip' } };
  await autocannon({ ...options, connections: 10, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function benchApi() {
  const server = await legionServer();
  const listPath = `${endpoints.marketAgents.path}?sort=popular&page=1&pageSize=${MARKET_PAGE_SIZE}`;
  const list = (await (await fetch(server.url + listPath)).json()) as {
    code: number;
    msg: string;
    data?: { items: { id: string }[]; total: number };
  };
  const id = list.data?.items[0]?.id;
  if (list.code !== 0 || !id) throw new Error(`no seeded agent in ${listPath}: ${list.msg}`);
  const detailPath = endpoints.marketAgent.path.replace(':id', encodeURIComponent(id));

  console.log('\nStarting the floor (bare Hono route, bench/floor/hono.ts)…');
  const floor = await startChild('bench/floor/hono.ts', {});
  let results: { name: string; path: string; load: Load }[];
  try {
    const floorLoad = await load(`${floor.url}/`);
    results = [{ name: 'floor: bare Hono route', path: 'GET /', load: floorLoad }];
    results.push({ name: 'market list', path: listPath, load: await load(server.url + listPath) });
    results.push({
      name: 'agent detail',
      path: endpoints.marketAgent.path,
      load: await load(server.url + detailPath),
    });
  } finally {
    await stopByPid(floor.pid);
  }

  const floorLoad = (results[0] as { load: Load }).load;
  console.log(
    `\nAPI load (autocannon on loopback, ${CONNECTIONS} connections, ${SECONDS} s each; seeded PGlite, ${list.data?.total} agents; target: market list p99 ≤ ${LIST_P99_TARGET_MS} ms)`,
  );
  console.log(
    `  ${'endpoint'.padEnd(24)} ${'RPS'.padStart(8)} ${'÷ floor'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'× floor'.padStart(8)} ${'2xx'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}  target`,
  );
  for (const { name, load } of results) {
    const target =
      name === 'market list' ? (load.p99 <= LIST_P99_TARGET_MS ? 'met' : 'NOT met') : '';
    console.log(
      `  ${name.padEnd(24)} ${load.rps.toFixed(0).padStart(8)} ${(load.rps / floorLoad.rps).toFixed(3).padStart(8)} ${`${load.p50} ms`.padStart(7)} ${`${load.p99} ms`.padStart(7)} ${(load.p99 / Math.max(floorLoad.p99, 1)).toFixed(1).padStart(8)} ${String(load.ok).padStart(7)} ${String(load.non2xx).padStart(8)} ${String(load.errors).padStart(7)}  ${target}`,
    );
  }
  for (const { name, path } of results) console.log(`  ${name}: ${path}`);
}

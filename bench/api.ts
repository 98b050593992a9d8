/**
 * API load on loopback: requests per second and p99 latency of the hot public answers on the
 * seeded database, beside a bare Hono route on the same machine in the same run.
 *
 * How it is measured: autocannon 9 (in this process) against
 *  - GET /api/market/agents?sort=popular&page=1&pageSize=12 — the market list exactly as the
 *    market page first asks for it (endpoints.marketAgents), by a visitor: the answer cache's
 *    path (decision 0083);
 *  - the same list signed in (the seed user's bearer token): computed every time, because the
 *    cards carry the caller's `subscribed` — printed for honesty, no target;
 *  - GET /api/market/agents/<id> — the detail of the first agent of that list
 *    (endpoints.marketAgent), by a visitor;
 *  - GET /agent/package/list — the plans (endpoints.packageList);
 *  - GET / of bench/floor/hono.ts — `new Hono().get('/', c => c.json({ ok: true }))` on
 *    @hono/node-server, the floor,
 * each with 50 connections, no pipelining, for 10 s after a 2 s warm-up that is not counted,
 * with the headers the web app's client sends (X-Language, Accept-Language) and the
 * Accept-Encoding of a browser (the real server compresses bodies over 1 kB; the floor's body
 * is too small to be). RPS is autocannon's mean requests per second; p99 its 99th-percentile
 * latency; errors are connection errors and timeouts, non-2xx the responses with another status.
 *
 * Targets: the visitor's market list p99 ≤ 50 ms and RPS ≥ 0.3 × the floor's.
 *
 * Both servers run as child processes (the real one is `node apps/server/src/main.ts` on a
 * fresh seeded PGlite, see harness.ts), never in this process: autocannon's client would
 * otherwise share one event loop with the server it measures and the figure would be the sum
 * of both. They still share the machine's CPUs with the client, the floor as much as the real
 * server, so the ratio is the fair figure.
 */
import autocannon from 'autocannon';
import { endpoints, MARKET_PAGE_SIZE } from '../packages/api/src/index.ts';
import { BENCH_SEED_PASSWORD, legionServer, startChild, stopByPid } from './harness.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** target: market list p99 ≤ 50 ms at 50 connections */
const LIST_P99_TARGET_MS = 50;
/** target: market list ≥ 0.3 × the bare Hono route's requests per second */
const LIST_RPS_TARGET_RATIO = 0.3;

/** what the web app's client sends (packages/api client.ts) and a browser's encodings */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh',
  'x-language': 'zh',
};

interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const options = { url, headers: { ...BROWSER_HEADERS, ...headers } };
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

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${endpoints.passwordLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', password: BENCH_SEED_PASSWORD }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data?: { token: string } };
  if (answer.code !== 0 || !answer.data) throw new Error(`bench sign-in failed: ${answer.msg}`);
  return answer.data.token;
}

interface Row {
  name: string;
  path: string;
  load: Load;
  /** the targets this row is held to */
  targets?: boolean;
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
  const packagesPath = endpoints.packageList.path;
  const token = await signIn(server.url);

  console.log('\nStarting the floor (bare Hono route, bench/floor/hono.ts)…');
  const floor = await startChild('bench/floor/hono.ts', {});
  const rows: Row[] = [];
  try {
    rows.push({ name: 'floor: bare Hono route', path: 'GET /', load: await load(`${floor.url}/`) });
    rows.push({
      name: 'market list',
      path: listPath,
      load: await load(server.url + listPath),
      targets: true,
    });
    rows.push({
      name: 'market list, signed in',
      path: `${listPath} (Authorization: Bearer …, not cached)`,
      load: await load(server.url + listPath, { authorization: `Bearer ${token}` }),
    });
    rows.push({
      name: 'agent detail',
      path: endpoints.marketAgent.path,
      load: await load(server.url + detailPath),
    });
    rows.push({
      name: 'package list',
      path: packagesPath,
      load: await load(server.url + packagesPath),
    });
  } finally {
    await stopByPid(floor.pid);
  }

  const floorLoad = (rows[0] as Row).load;
  console.log(
    `\nAPI load (autocannon on loopback, ${CONNECTIONS} connections, ${SECONDS} s each; seeded PGlite, ${list.data?.total} agents)`,
  );
  console.log(
    `targets (market list, visitor): p99 ≤ ${LIST_P99_TARGET_MS} ms; RPS ≥ ${LIST_RPS_TARGET_RATIO} × the floor's (≥ ${(LIST_RPS_TARGET_RATIO * floorLoad.rps).toFixed(0)} RPS in this run)`,
  );
  console.log(
    `  ${'endpoint'.padEnd(24)} ${'RPS'.padStart(8)} ${'÷ floor'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'× floor'.padStart(8)} ${'2xx'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}  target`,
  );
  for (const { name, load, targets } of rows) {
    const ratio = load.rps / floorLoad.rps;
    const verdict = targets
      ? [
          `p99 ${load.p99 <= LIST_P99_TARGET_MS ? 'met' : 'NOT met'}`,
          `RPS ${ratio >= LIST_RPS_TARGET_RATIO ? 'met' : 'NOT met'}`,
        ].join(', ')
      : '';
    console.log(
      `  ${name.padEnd(24)} ${load.rps.toFixed(0).padStart(8)} ${ratio.toFixed(3).padStart(8)} ${`${load.p50} ms`.padStart(7)} ${`${load.p99} ms`.padStart(7)} ${(load.p99 / Math.max(floorLoad.p99, 1)).toFixed(1).padStart(8)} ${String(load.ok).padStart(7)} ${String(load.non2xx).padStart(8)} ${String(load.errors).padStart(7)}  ${verdict}`,
    );
  }
  for (const { name, path } of rows) console.log(`  ${name}: ${path}`);
}

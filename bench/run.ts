/**
 * `npm run bench`: prints each figure beside its reference measured in the same run, and its
 * target beside it. Benchmarks report; they never fail on a number (the exit code
 * is non-zero only when something crashes).
 *
 * `node bench/run.ts <part>` runs one part alone; parts, in the order a full run takes them:
 *  - bundle     first-load JS and CSS (gzip) of /, /plugins/market, an agent's page, /pricing
 *               and /docs/getting-started/introduction beside a bare React + React Router app
 *               (bench/bundle.ts says how it is measured)
 *  - lighthouse Lighthouse mobile performance score, LCP, TBT, CLS of the same pages on the real
 *               server, beside the target and the floor app's score (bench/lighthouse.ts)
 *  - api        autocannon on loopback: RPS and p99 of the market list (a visitor's and a signed-in
 *               one's), an agent detail and the package list on the seeded database beside a bare
 *               Hono route, with their targets (bench/api.ts)
 *  - knowledge  ingest MB/s over the corpus and retrieval p95 over 10,000 chunks
 *               (bench/knowledge.ts)
 *  - storybook  seconds until the first story's text is visible in the static Storybook served
 *               with gzip, cold cache (bench/storybook.ts)
 *  - consumer   what @legion/ui costs another product: gzip JS and CSS of one Button and of the
 *               shell's pieces from the packed tarball, and their first load in Chromium beside
 *               the target (examples/consumer/size.ts)
 *  - adapters   what each agent protocol's adapter adds to a reply's first event, beside calling
 *               its reference agent directly (bench/adapters.ts)
 * The web app is built once per run (bundle and lighthouse share it) and the real server is
 * started once per run (bundle, lighthouse and api share it); see bench/harness.ts.
 */
import { availableParallelism, loadavg } from 'node:os';
import { stopLegionServer } from './harness.ts';

const PARTS = {
  bundle: async () => (await import('./bundle.ts')).benchBundle(),
  lighthouse: async () => (await import('./lighthouse.ts')).benchLighthouse(),
  api: async () => (await import('./api.ts')).benchApi(),
  knowledge: async () => (await import('./knowledge.ts')).benchKnowledge(),
  storybook: async () => (await import('./storybook.ts')).benchStorybook(),
  consumer: async () => (await import('../examples/consumer/size.ts')).benchConsumer(),
  adapters: async () => (await import('./adapters.ts')).benchAdapters(),
} as const;

const only = process.argv[2];
if (only !== undefined && !(only in PARTS)) {
  console.error(`unknown part "${only}"; parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}

// every figure here depends on what else the machine is doing: say so beside them
const machine = () =>
  `${availableParallelism()} CPUs, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;
const started = performance.now();
try {
  for (const [name, part] of Object.entries(PARTS)) {
    if (only !== undefined && only !== name) continue;
    console.log(`\n[${name}] machine: ${machine()}`);
    await part();
  }
} finally {
  await stopLegionServer();
}
console.log(`\nbench done in ${((performance.now() - started) / 1000).toFixed(0)} s`);

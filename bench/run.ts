/**
 * `npm run bench`: prints each figure beside its reference measured in the same run.
 * Benchmarks report; they never fail a build on a number.
 * `node bench/run.ts knowledge` (or `bundle`) runs one part alone.
 */
const only = process.argv[2];

async function benchBundle() {
  const { buildFloor, buildWebApp, kB, measureFirstLoad } = await import('./bundle.ts');
  const PAGES = ['/'];

  console.log('Building the web app and the floor (bare React + React Router)…');
  const [web, floor] = [await buildWebApp(), await buildFloor()];
  const floorLoad = await measureFirstLoad(floor, '/');

  console.log('\nFirst-load JS and CSS, gzip');
  console.log(
    `  ${'page'.padEnd(40)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)} ${'files'.padStart(6)} ${'JS ÷ floor'.padStart(11)}`,
  );
  const row = (name: string, load: { js: number; css: number; files: number }, ratio: string) =>
    console.log(
      `  ${name.padEnd(40)} ${kB(load.js).padStart(10)} ${kB(load.css).padStart(10)} ${String(load.files).padStart(6)} ${ratio.padStart(11)}`,
    );
  row('floor: bare React + React Router', floorLoad, '1.00');
  for (const page of PAGES) {
    const load = await measureFirstLoad(web, page);
    row(page, load, (load.js / floorLoad.js).toFixed(2));
  }
}

if (only === undefined || only === 'bundle') await benchBundle();
if (only === undefined || only === 'knowledge') {
  const { benchKnowledge } = await import('./knowledge.ts');
  await benchKnowledge();
}

/**
 * How long a person waits for the first story of the static Storybook, beside the target (5 s).
 *
 * How it is measured: Storybook is built as `npm run build-storybook` builds it, into
 * bench/.out/storybook (or STORYBOOK_STATIC names a build already made, e.g. to compare two),
 * and served by the in-process gzip static server (bench/harness.ts `serveStatic`, compressing
 * every response as a production host would). Headless Chromium (Playwright, /usr/bin/chromium
 * or CHROME_PATH) opens each URL below in a fresh context (empty cache, no service worker); the
 * clock runs from the start of navigation until the story's first text is visible inside the
 * preview iframe (`#storybook-root` has visible, non-empty text). Each URL is opened RUNS times
 * (3; BENCH_STORYBOOK_RUNS changes it) and the median is reported with every run beside it,
 * plus the JS the preview iframe fetched by then (gzip, as sent).
 *  - `/`            what opening the Storybook shows: its first story
 *  - Header         a library story
 *  - Market page    an app screen with MSW handlers and the app's catalogs
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Frame } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { kB, median, root, serveStatic } from './harness.ts';

const RUNS = Number(process.env.BENCH_STORYBOOK_RUNS ?? 3);
const TARGET_MS = 5000;
const PAGES = [
  { name: 'first story (/)', path: '/' },
  { name: 'Library/Header', path: '/?path=/story/library-header--default' },
  { name: 'App market page', path: '/?path=/story/app-market-marketpage--default' },
] as const;

async function storybookBuild(): Promise<string> {
  const given = process.env.STORYBOOK_STATIC;
  if (given) return given;
  const outDir = join(root, 'bench/.out/storybook');
  console.log('Building Storybook into bench/.out/storybook…');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/storybook'),
      ['build', '-o', outDir, '--quiet'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build exited ${code}`)),
    );
  });
  return outDir;
}

const storyText = (frame: Frame) =>
  frame.waitForFunction(
    () => {
      const story = document.querySelector<HTMLElement>('#storybook-root');
      // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden nodes'
      return !!story && story.checkVisibility() && story.innerText.trim().length > 0;
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );

export async function benchStorybook() {
  const dir = await storybookBuild();
  const { url, server } = await serveStatic(dir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`first story visible (target ≤ ${TARGET_MS / 1000} s), ${RUNS} runs, cold cache`);
    for (const { name, path } of PAGES) {
      const times: number[] = [];
      const scripts: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const sizes = new Map<string, number>();
        page.on('requestfinished', async (request) => {
          if (request.frame()?.name() !== 'storybook-preview-iframe') return;
          const info = await request.sizes().catch(() => undefined);
          if (info && request.resourceType() === 'script')
            sizes.set(request.url(), info.responseBodySize);
        });
        const started = performance.now();
        await page.goto(url + path);
        const frame = await (
          await page.waitForSelector('#storybook-preview-iframe', { timeout: 60_000 })
        ).contentFrame();
        if (!frame) throw new Error('no preview iframe');
        await storyText(frame);
        times.push(performance.now() - started);
        scripts.push([...sizes.values()].reduce((sum, size) => sum + size, 0));
        await context.close();
      }
      const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const verdict = median(times) <= TARGET_MS ? 'ok' : 'over target';
      console.log(
        `${name.padEnd(22)} ${fmt(median(times)).padStart(7)}  (${times.map(fmt).join(', ')})  ` +
          `preview JS ${kB(median(scripts))} gzip  ${verdict}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

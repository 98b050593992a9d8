/**
 * @legion/ui as an app outside this repo gets it: the library built and packed (`npm pack`),
 * the tarball installed with npm into a fresh Vite + React app in a temporary
 * folder, that app type-checked against the published .d.ts files and built, then
 *  - the page with the library's Header and pricing cards opened in Chromium: the nav link,
 *    a plan's name and price are visible, in English from the library's own catalog, and the
 *    one stylesheet applies (the header is sticky);
 *  - an entry that imports one small component (Button) built too: none of the heavy parts'
 *    modules (recharts, keen-slider, qrcode.react, the other components) are in its bundle,
 *    and it costs a small fraction of an entry that imports the whole library.
 * Sizes (gzip) are printed for the closing note. Dependencies of the fresh app are pinned to
 * the versions installed in this repo, so npm finds them in its cache and runs are alike.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** the version of a package installed in this repo */
function installedVersion(name: string): string {
  const manifest = join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Runs a command; its output is in the error when it fails. */
async function sh(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  try {
    const { stdout } = await run(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/**
 * The entries of the fresh app, each built on its own (no chunk shared between them):
 * `page` is what the render check opens; `button` imports one small component; `library`
 * imports everything the package exports; `react` is the same page with no library at all.
 */
const PLANS = `[
  { id: 'free', name: 'Free', subtitle: 'Try it', price: 0, priceUnit: '', features: ['500 points a day'], isPopular: false, buttonText: 'Subscribe' },
  { id: 'pro', name: 'Pro', subtitle: 'More of everything', price: 18.8, priceUnit: '/month', features: ['30,000 points a month'], isPopular: true, buttonText: 'Subscribe' },
  { id: 'team', name: 'Team', subtitle: 'For teams', price: 99, priceUnit: '/month', features: ['Shared spaces'], isPopular: false, buttonText: 'Subscribe' },
]`;
const ENTRIES: Record<string, string> = {
  page: `import '@legion/ui/styles.css';
import { type DisplayPlan, Header, loadUiMessages, PlanList } from '@legion/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';

const plans: DisplayPlan[] = ${PLANS};

loadUiMessages('en').then((messages) => {
  i18n.loadAndActivate({ locale: 'en', messages });
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <Header currentPath="/plugins/market" />
      <main className="mx-auto max-w-5xl p-4">
        <PlanList plans={plans} onSubscribe={(plan) => console.log('subscribe', plan.id)} />
      </main>
    </I18nProvider>,
  );
});
`,
  button: `import '@legion/ui/styles.css';
import { Button } from '@legion/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<Button onClick={() => console.log('clicked')}>OK</Button>);
`,
  library: `import '@legion/ui/styles.css';
import * as ui from '@legion/ui';
import * as charts from '@legion/ui/charts';
import * as loginDialog from '@legion/ui/login-dialog';

Object.assign(window, { legionUi: { ...ui, ...charts, ...loginDialog } });
`,
  react: `import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<button type="button" onClick={() => console.log('clicked')}>OK</button>);
`,
};

/** Records which modules each chunk really renders, for the tree-shaking check. */
const VITE_CONFIG = `import { writeFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'list-modules',
      generateBundle(_options, bundle) {
        const modules = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? Object.entries(output.modules)
                .filter(([, module]) => module.renderedLength > 0)
                .map(([id]) => id)
            : [],
        );
        writeFileSync(process.env.MODULES_FILE, JSON.stringify(modules));
      },
    },
  ],
  build: { emptyOutDir: true },
});
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // the library's own declarations are checked too, not only the app against them
    skipLibCheck: false,
    // as in Vite's templates: declares the stylesheet import
    types: ['vite/client'],
  },
  include: ['*/main.tsx'],
};

interface Build {
  js: number;
  css: number;
  modules: string[];
}

const gzip = (bytes: Buffer) => gzipSync(bytes).length;

/** the npm packages a build's modules come from */
const packagesOf = (build: Build) =>
  [
    ...new Set(
      build.modules.flatMap((id) => {
        const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'));
        return match?.[1] ? [match[1]] : [];
      }),
    ),
  ].sort();
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serve(root: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('@legion/ui, packed and installed in a fresh Vite app', () => {
  let work = '';
  let app = '';
  const builds: Record<string, Build> = {};

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'legion-ui-package-'));
    app = join(work, 'app');

    // the build that `npm pack` runs first (prepack), here on its own to keep its output
    // out of pack's JSON
    await sh('npm', ['run', 'build'], packageDir);
    const [packed] = JSON.parse(
      await sh(
        'npm',
        ['pack', '--json', '--ignore-scripts', '--pack-destination', work],
        packageDir,
      ),
    ) as { filename: string; files: { path: string }[] }[];
    if (!packed) throw new Error('npm pack packed nothing');
    const tarball = join(work, packed.filename);
    const files = packed.files.map((file) => file.path);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/styles.css');
    expect(files.filter((file) => file.endsWith('.css'))).toEqual(['dist/styles.css']);
    expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual([
      'README.md',
      'package.json',
    ]);

    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('@legion/api');
    const pinned = (names: string[]) =>
      Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
    await mkdir(app);
    await writeFile(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'legion-ui-consumer',
          private: true,
          type: 'module',
          dependencies: {
            '@legion/ui': `file:${tarball}`,
            ...pinned(Object.keys(manifest.peerDependencies)),
            ...pinned(Object.keys(manifest.dependencies)),
          },
          devDependencies: pinned([
            'vite',
            '@vitejs/plugin-react',
            '@types/react',
            '@types/react-dom',
          ]),
        },
        null,
        2,
      ),
    );
    await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
    // nothing of @legion/api is looked for outside the package
    expect((await readdir(join(app, 'node_modules/@legion'))).sort()).toEqual(['ui']);

    await writeFile(join(app, 'vite.config.js'), VITE_CONFIG);
    await writeFile(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    for (const [name, source] of Object.entries(ENTRIES)) {
      await mkdir(join(app, name));
      await writeFile(join(app, name, 'main.tsx'), source);
      await writeFile(
        join(app, name, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>${name}</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`,
      );
    }

    // the app type-checks against the published declarations (TypeScript of this repo)
    await sh(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);

    for (const name of Object.keys(ENTRIES)) {
      const out = join(app, 'dist', name);
      const modulesFile = join(app, `${name}.modules.json`);
      await sh(
        join(app, 'node_modules/.bin/vite'),
        ['build', name, '--config', 'vite.config.js', '--outDir', out],
        app,
        { MODULES_FILE: modulesFile },
      );
      const build: Build = {
        js: 0,
        css: 0,
        modules: JSON.parse(await readFile(modulesFile, 'utf8')),
      };
      for (const file of await filesUnder(out)) {
        if (file.endsWith('.js')) build.js += gzip(await readFile(file));
        if (file.endsWith('.css')) build.css += gzip(await readFile(file));
      }
      builds[name] = build;
    }

    const row = (label: string, build: Build) =>
      `  ${label.padEnd(44)} JS ${kB(build.js).padStart(9)}   CSS ${kB(build.css).padStart(8)}`;
    const { page, button, library, react } = builds as Record<string, Build>;
    if (!page || !button || !library || !react) throw new Error('a build is missing');
    console.log(
      [
        '@legion/ui from its tarball in a fresh Vite app (gzip, all JS and CSS of the entry):',
        row('React alone (no library)', react),
        row('one small component (Button)', button),
        row('Header + pricing cards (PlanList)', page),
        row('the whole library (every export, 3 entries)', library),
        `  Button adds ${kB(button.js - react.js)} of JS to React; the whole library adds ${kB(library.js - react.js)}`,
        `  packages in the Button build: ${packagesOf(button).join(', ')}`,
      ].join('\n'),
    );
  });

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('renders the header and the pricing cards in Chromium, styled and translated', async () => {
    const server = await serve(join(app, 'dist/page'));
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);

      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const market = nav.getByRole('link', { name: 'Plugin Market' });
      await market.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await market.getAttribute('aria-current')).toBe('page');

      const pro = page.getByRole('article', { name: 'Pro' });
      await pro.waitFor({ state: 'visible' });
      expect(await pro.getByText('Recommended').isVisible()).toBe(true);
      expect(await pro.getByText(/18\.8/).isVisible()).toBe(true);
      expect(await pro.getByRole('button', { name: 'Subscribe' }).isVisible()).toBe(true);
      expect(await page.getByRole('article').count()).toBe(3);
      const free = page.getByRole('article', { name: 'Free' });
      expect(await free.getByText('Limited-time free').isVisible()).toBe(true);

      // the library's stylesheet applies: Tailwind's classes and the tokens
      const header = page.locator('header[data-slot="header"]');
      expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
      const cards = page.locator('[data-slot="plan-card"]');
      expect(
        await cards.first().evaluate((element) => getComputedStyle(element).borderRadius),
      ).not.toBe('0px');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('bundles only what one small component needs', () => {
    const { button, library, react } = builds as Record<string, Build>;
    if (!button || !library || !react) throw new Error('a build is missing');
    const fromPackage = (build: Build, part: string) =>
      build.modules.filter((id) => id.replaceAll('\\', '/').includes(`/node_modules/${part}`));

    // the whole library does have these parts, so their absence below means something
    for (const heavy of ['recharts/', 'keen-slider/', 'qrcode.react/', '@legion/ui/dist/Pricing/'])
      expect(fromPackage(library, heavy), heavy).not.toEqual([]);

    for (const heavy of [
      'recharts/',
      'keen-slider/',
      'qrcode.react/',
      'react-hook-form/',
      'lucide-react/',
      '@radix-ui/react-dialog/',
    ])
      expect(fromPackage(button, heavy), heavy).toEqual([]);
    // of the library itself: the button, the class-name helper, and the index that re-exports
    expect(
      fromPackage(button, '@legion/ui/dist/')
        .map((id) => id.replace(/^.*\/@legion\/ui\/dist\//, ''))
        .sort(),
    ).toEqual(['Button/Button.js', 'lib/cn.js']);

    // what Button adds to React (its own code, radix-ui's Slot, cva, clsx and tailwind-merge)
    // is a small fraction of what the whole library adds
    expect(button.js - react.js).toBeLessThan((library.js - react.js) / 5);
  });
});

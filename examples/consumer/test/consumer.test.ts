/**
 * The consumer example as another product gets it (prepare.ts: @legion/ui packed, installed
 * from its tarball in a folder of its own, type-checked against the published declarations,
 * built with Vite), then opened in Chromium: its own navigation and logo in the Header, its
 * account menu's items, the login dialog opening with a QR that signs in once the fake phone
 * confirms, the plans and the docs sidebar, in English from the library's own catalog and
 * styled by its one stylesheet. A page with one Button must not carry the heavy parts.
 * The gzip sizes (size.ts) are printed for the record.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../../../scripts/chromium.ts';
import { type PreparedConsumer, prepareConsumer } from '../prepare.ts';
import {
  type EntryReport,
  FIRST_LOAD_BUDGET_KB,
  firstLoad,
  readEntries,
  serve,
  sizeReport,
} from '../size.ts';

describe('the consumer example, built from the packed @legion/ui', () => {
  let prepared: PreparedConsumer | undefined;
  let entries: Record<string, EntryReport> = {};

  beforeAll(async () => {
    prepared = await prepareConsumer();
    entries = await readEntries(prepared.dist);
    console.log(await sizeReport(prepared.dist));
  });

  afterAll(async () => {
    if (prepared) await rm(prepared.work, { recursive: true, force: true });
  });

  it('publishes only the build, its stylesheet and declarations, without @legion/api', () => {
    const files = prepared?.packedFiles ?? [];
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    // the stylesheet, and the page reset a product may opt into
    expect(files.filter((file) => file.endsWith('.css')).sort()).toEqual([
      'dist/reset.css',
      'dist/styles.css',
    ]);
    expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual([
      'CHANGELOG.md',
      'README.md',
      'package.json',
    ]);
    // nothing of @legion/api is looked for outside the package
    expect(prepared?.legionPackages).toEqual(['ui']);
  });

  it("shows the product's navigation, account menu, QR sign-in, plans and docs", async () => {
    if (!prepared) throw new Error('not prepared');
    const server = await serve(prepared.dist);
    const browser = await chromium.launch({
      executablePath: testChromiumPath,
      args: chromiumArgs,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);

      // the Header with Northwind's items, logo and the default active rule
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'My trips' }).waitFor({ timeout: 10_000 });
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Flights',
        'Hotels',
        'My trips',
        'Help',
      ]);
      expect(await nav.getByRole('link', { name: 'My trips' }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(await page.getByRole('link', { name: 'Northwind home' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Plugin Market' }).count()).toBe(0);
      // the one stylesheet applies
      const header = page.locator('header[data-slot="header"]');
      expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');

      // a guest's manners: the product's own heading, page and lists keep the browser's and
      // the product's styles (no reset unless it imports @legion/ui/reset.css)
      const heading = page.getByRole('heading', { name: 'Plans', level: 1 });
      expect(
        await heading.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.fontSize, style.fontWeight, style.marginTop !== '0px'];
        }),
      ).toEqual(['32px', '700', true]);
      expect(
        await page.evaluate(() => [
          getComputedStyle(document.body).margin,
          getComputedStyle(document.documentElement).backgroundColor,
          /system-ui|PingFang/.test(getComputedStyle(document.documentElement).fontFamily),
        ]),
      ).toEqual(['8px', 'rgba(0, 0, 0, 0)', false]);
      // and the library's classes and variables carry its prefix
      const unprefixed = await page.evaluate(() =>
        [...document.querySelectorAll('[class]')]
          .flatMap((element) => [...element.classList])
          .filter((name) => /^(flex|hidden|container|table|grid|block)$/.test(name)),
      );
      expect(unprefixed).toEqual([]);

      // the plans as cards, and the docs sidebar
      expect(await page.getByRole('article').count()).toBe(3);
      // in the product's own currency and words, never the library's
      expect(await page.getByText('Free', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('$9.9', { exact: true }).isVisible()).toBe(true);
      expect(await page.locator('body').textContent()).not.toMatch(/¥|Limited-time/);
      const explorer = page.getByRole('article', { name: 'Explorer' });
      expect(await explorer.getByText('Recommended').isVisible()).toBe(true);
      expect(await explorer.getByRole('button', { name: 'Choose Explorer' }).isVisible()).toBe(
        true,
      );
      const docs = page.getByRole('navigation', { name: 'Contents' });
      expect(
        await docs.getByRole('link', { name: 'Book a flight' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await docs.getByRole('button', { name: 'Your account' }).isVisible()).toBe(true);

      // signed out: the login button opens the dialog with a QR; the fake phone confirms it
      await page.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in to Northwind' });
      await dialog.getByRole('img', { name: 'Sign-in QR code' }).waitFor({ timeout: 5000 });
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });

      // signed in: the account menu with the product's items
      const account = page.getByRole('button', { name: 'Account menu: Ada Traveller' });
      await account.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
        'My trips',
        'Settings',
        'Sign out',
      ]);
      await menu.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ships no product of ours: no platform word, no import of the contract or the screens', async () => {
    if (!prepared) throw new Error('not prepared');
    const installed = join(prepared.app, 'node_modules/@legion/ui');
    const files = (await readdir(installed, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.(js|d\.ts|css|md|json)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(100);
    const offences: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      // the package's own name, its export condition and its provider's are the library's,
      // not a product's
      const rest = text
        .replaceAll('@legion/ui', '')
        .replaceAll('@legion/source', '')
        .replace(/\bLegionUiProvider(Props)?\b/g, '');
      const relative = file.slice(installed.length + 1);
      if (/from\s*['"]@legion\/(?!ui\b)|import\(\s*['"]@legion\/(?!ui\b)/.test(text))
        offences.push(`${relative} imports another @legion package`);
      const word = /legion|chainpal|军团/i.exec(rest);
      if (word && relative !== 'package.json')
        offences.push(
          `${relative}: "${rest.slice(Math.max(0, word.index - 30), word.index + 30)}"`,
        );
    }
    expect(offences).toEqual([]);
    // its manifest names no other package of ours, not even to develop the library
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    const named = Object.keys({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
      ...manifest.devDependencies,
    });
    expect(named.filter((name) => name.startsWith('@legion/'))).toEqual([]);
  });

  it("names no product in the consumer's build unless the consumer passes one", async () => {
    if (!prepared) throw new Error('not prepared');
    const built = (await readdir(prepared.dist, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.(js|css|html)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    for (const file of built) {
      const text = await readFile(file, 'utf8');
      expect(/legion|chainpal|军团/i.exec(text)?.[0] ?? null, file).toBeNull();
    }
  });

  it("keeps the shell's first load within its budget", async () => {
    if (!prepared) throw new Error('not prepared');
    const { react, pieces } = await firstLoad(prepared.dist);
    const over = (pieces - react) / 1024;
    console.log(
      `first load, gzip: React alone ${(react / 1024).toFixed(1)} kB; Header, UserMenu (signed in), PlanList, DocsSidebar +${over.toFixed(1)} kB`,
    );
    // Header, UserMenu, PlanList and DocsSidebar over React and React DOM
    expect(over).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });

  it('bundles only what one Button needs', () => {
    const fromPackage = (entry: EntryReport | undefined, part: string) =>
      (entry?.modules ?? []).filter((id) =>
        id.replaceAll('\\', '/').includes(`/node_modules/${part}`),
      );
    const { main, button } = entries;
    // the example does load these parts, so their absence from the Button page means something
    for (const heavy of ['keen-slider/', 'qrcode.react/', '@legion/ui/dist/Pricing/'])
      expect(fromPackage(main, heavy), heavy).not.toEqual([]);
    for (const heavy of [
      'recharts/',
      'keen-slider/',
      'qrcode.react/',
      'react-hook-form/',
      'lucide-react/',
      '@radix-ui/react-dialog/',
    ])
      expect(fromPackage(button, heavy), heavy).toEqual([]);
    expect(
      fromPackage(button, '@legion/ui/dist/')
        .map((id) => id.replace(/^.*\/@legion\/ui\/dist\//, ''))
        .sort(),
    ).toEqual(['Button/Button.js', 'lib/cn.js']);
  });
});

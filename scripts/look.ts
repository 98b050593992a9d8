/**
 * Screenshots of the running app for a person to look at: every given path at 375 and
 * 1280 px, in both languages and both themes.
 *   node scripts/look.ts http://localhost:3000 OUT_DIR / /plugins/market /nope
 * LOOK_USER and LOOK_PASSWORD sign in first (password login), for the screens behind it.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const [baseUrl = 'http://localhost:3000', outDir = 'look', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/'];
await mkdir(outDir, { recursive: true });

/** the stored session of LOOK_USER, as the app keeps it after signing in */
async function session(): Promise<{ token: string; user: { id: string } } | null> {
  const username = process.env.LOOK_USER;
  if (!username) return null;
  const response = await fetch(new URL('/api/login/password', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: process.env.LOOK_PASSWORD ?? '' }),
  });
  const body = (await response.json()) as {
    code: number;
    msg: string;
    data: { token: string; userInfo: { id: string } };
  };
  if (body.code !== 0) throw new Error(`sign-in as ${username} failed: ${body.msg}`);
  return { token: body.data.token, user: body.data.userInfo };
}
const signedIn = await session();

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const width of [375, 1280]) {
  for (const locale of ['zh-CN', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width === 375 ? 812 : 800 },
        colorScheme: theme,
      });
      await context.addInitScript(
        ({ lang, mode, auth }) => {
          localStorage.setItem('i18n_lang', lang);
          localStorage.setItem('theme_mode', mode);
          if (auth) {
            localStorage.setItem('token', auth.token);
            localStorage.setItem('user', JSON.stringify(auth.user));
            localStorage.setItem('userId', auth.user.id);
          }
        },
        { lang: locale, mode: theme, auth: signedIn },
      );
      const page = await context.newPage();
      for (const path of targets) {
        await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
        const name = `${path.replaceAll(/[^\w]+/g, '_') || '_'}-${width}-${locale}-${theme}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: true });
        console.log(join(outDir, name));
      }
      await context.close();
    }
  }
}
await browser.close();

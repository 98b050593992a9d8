/**
 * A person's language is what they chose, on every page: the `lang` query and the language
 * switch are written down (local storage `i18n_lang`, and the cookie the server renders
 * from); a first visit that chose nothing writes nothing; a stored choice the server did not
 * render in (no cookie yet) wins once the page is taken over.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('i18n_lang'));
const cookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'legion_lang')?.value ?? null;

test('a first visit that chose nothing writes no language down', async ({ page, context }) => {
  await page.goto('/plugins/market');
  await expect(page.getByRole('heading', { name: '插件市场' })).toBeVisible();
  // taken over by its script, which would have written a language by now
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(await stored(page)).toBeNull();
  expect(await cookieOf(context)).toBeNull();
});

test('a stored English choice wins over a Chinese browser, and reaches the server', async ({
  page,
  context,
}) => {
  await page.goto('/plugins/market');
  await page.evaluate(() => localStorage.setItem('i18n_lang', 'en'));
  await context.clearCookies();
  // the server renders by the browser (zh-CN); the page switches to the stored choice
  await page.goto('/plugins/market');
  await expect(page.getByRole('heading', { name: 'Plugin Market' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await stored(page)).toBe('en');
  expect(await cookieOf(context)).toBe('en');
  // and the next page arrives in English from the server itself
  const next = await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await next?.text()).toContain('Personal Free');
});

test('the lang query is a choice, and is kept', async ({ page, context }) => {
  await page.goto('/plugins/market?lang=en');
  await expect(page.getByRole('heading', { name: 'Plugin Market' })).toBeVisible();
  await expect.poll(() => stored(page)).toBe('en');
  expect(await cookieOf(context)).toBe('en');
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

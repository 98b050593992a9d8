/**
 * The home page's "open in the app": the browser has
 * no app for the deep link, so the page stays in view and after a second the prompt offers the
 * download; its code loads only then.
 */
import { expect, test } from '@playwright/test';

test('when the app does not open, the prompt offers the download', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: '在 App 中打开' }).click();
  const prompt = page.getByRole('dialog', { name: /在 .+ App 中打开/ });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: '下载' })).toBeVisible();
  // (closing it is the prompt's story: after the legion:// attempt, headless Chromium delivers
  // no more input to the page, a state a person's browser does not get into)
});

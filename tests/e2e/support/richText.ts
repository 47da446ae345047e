/** A widget's article page in the browser: its CMS HTML shown through the portal's sanitizer. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits for the article the page went to (`pathname`, its first heading `title`) and answers the HTML of
 * its rich text, once checked that no script, inline handler or javascript: link came through.
 */
export async function sanitizedArticle(page: Page, pathname: string, title: string): Promise<string> {
  await page.waitForSelector('[data-testid="rich-text"]');
  expect(new URL(page.url()).pathname).toBe(pathname);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  const html = await page.locator('[data-testid="rich-text"]').innerHTML();
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  return html;
}

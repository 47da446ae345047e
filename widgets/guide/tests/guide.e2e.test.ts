/**
 * The guide widget in a real Chromium against the real host and sandbox: the grouped list, a title
 * search, a detail with its CMS HTML sanitized (the seed's 馆际互借 article carries hostile fragments),
 * two columns at full width on desktop, no page errors.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly, sanitizedArticle } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('guide widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('lists by category, searches, opens a sanitized detail', async () => {
    const { page } = await visitPortal(env, '/guide/index', { waitFor: '[data-testid="guide-list"] li' });
    expect(await page.locator('[data-testid="guide-list"] > section').count()).toBe(6);
    // Full width on desktop: the category groups stand side by side.
    const [first, second] = await page
      .locator('[data-testid="guide-list"] > section')
      .evaluateAll((sections) => sections.slice(0, 2).map((s) => s.getBoundingClientRect().top));
    expect(first).toBe(second);

    await page.getByRole('searchbox').fill('馆际互借');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => page.locator('[data-testid="guide-list"] li').count()).toBe(1);
    await page.getByRole('link', { name: /馆际互借与文献传递/ }).click();
    const html = await sanitizedArticle(page, '/guide/detail', '馆际互借与文献传递');
    expect(html).toContain('<ol>');
    expect(await page.locator('[data-testid="guide-facts"]').textContent()).toContain('010-6278-6003');
    expect(await page.locator('[data-testid="guide-related"] a').count()).toBeGreaterThan(0);
    await closeCleanly(page);
  });

  it('works on a phone: one column, the detail below the list', async () => {
    const { page } = await visitPortal(env, '/guide/index', { device: phone, waitFor: '[data-testid="guide-list"] li' });
    const width = await page
      .locator('[data-testid="guide-list"] > section')
      .first()
      .evaluate((s) => s.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await page.locator('[data-testid="guide-list"] a').first().click();
    await page.waitForSelector('[data-testid="rich-text"]');
    await closeCleanly(page);
  });
});

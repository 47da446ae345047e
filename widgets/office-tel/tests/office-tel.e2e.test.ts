/**
 * The phone book in a real Chromium against the real host and sandbox: search a desk, see its tel: link;
 * department cards side by side on a desktop (officeTel is exempt from the narrow column), one column on a phone.
 */
import { describe, expect, it } from 'vitest';
import { browserAndPortalForFile, closeCleanly, hasChromium, phone, visitPortal } from '../../../tests/e2e/support/index.ts';

const cards = '[data-testid="office-tel-list"] > section';

describe.skipIf(!hasChromium())('office-tel widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('searches the phone book and offers a tel: link, the cards side by side', async () => {
    const { page } = await visitPortal(env, '/officeTel/index', { waitFor: `${cards} a[href^="tel:"]` });
    const [first, second] = await page.locator(cards).evaluateAll((sections) => sections.slice(0, 2).map((s) => s.getBoundingClientRect().top));
    expect(first).toBe(second);

    await page.getByRole('searchbox').fill('急诊');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => page.locator(cards).count()).toBe(1);
    const call = page.getByRole('link', { name: /急诊/ });
    expect(await call.getAttribute('href')).toBe('tel:01062787120');
    await closeCleanly(page);
  });

  it('stacks the cards on a phone', async () => {
    const { page } = await visitPortal(env, '/officeTel/index', { device: phone, waitFor: cards });
    const width = await page
      .locator(cards)
      .first()
      .evaluate((s) => s.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await closeCleanly(page);
  });
});

/**
 * The shuttle in a real Chromium against the real host and sandbox, the sandbox's clock started on a
 * Wednesday at 10:00 China time: the lines with their next departure, a line opened with its next bus
 * marked in today's (workday) timetable.
 */
import { describe, expect, it } from 'vitest';
import { browserAndPortalForFile, closeCleanly, hasChromium, visitPortal } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('shuttle-bus widget in Chromium', () => {
  const env = browserAndPortalForFile({ env: { SANDBOX_TIME: '2026-11-25T10:00:00+08:00' } });

  it('opens a line from the list and shows its next departure', async () => {
    const { page } = await visitPortal(env, '/shuttleBus/index', { waitFor: '[data-testid="shuttle-lines"] li' });
    expect(await page.getByTestId('shuttle-today').textContent()).toContain('工作日');
    await page.getByRole('link', { name: /校本部 → 高铁站/ }).click();
    await page.waitForSelector('[data-testid="shuttle-timetable"]');
    expect(page.url()).toContain('/shuttleBus/detail?id=3');
    // The list stays mounted, hidden (keepAlive): the detail's own badge is read.
    expect(await page.locator('[data-testid="shuttle-departure"] [data-testid="shuttle-next"]').textContent()).toContain('12:30');
    expect(await page.locator('[data-testid="shuttle-timetable"] li[data-next="true"]').textContent()).toBe('12:30');
    await closeCleanly(page);
  });
});

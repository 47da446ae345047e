/**
 * Tickets in a real Chromium against the real host and sandbox, two accounts: a student on a phone grabs
 * a ticket for the lecture, sees the page wait while the server decides (the grab is held back until the
 * test has seen it) and then the success page with the redemption code and its QR code; the checker at the
 * door types the code (no camera in a headless browser): checked in; the same code again says it was
 * already checked, when and by whom.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, qrTextFromSvg, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('tickets in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student grabs a ticket (waiting, then the code); the checker checks it in once', async () => {
    const student = await visitPortal(env, '/ticket/detail?id=2', { device: phone, as: 'student' });
    const page = student.page;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/ticket/grab', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: '抢票', exact: true }).click();
    await page.getByTestId('ticket-waiting').waitFor();
    expect(await page.getByTestId('ticket-success').count()).toBe(0);
    release();
    await page.getByTestId('ticket-success').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/ticket/success?id=2');
    const code = (await page.getByTestId('ticket-code').textContent())!;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const svg = page.getByTestId('ticket-qr');
    expect(qrTextFromSvg((await svg.getAttribute('viewBox'))!, (await svg.locator('path').getAttribute('d'))!)).toBe(code);

    const checker = await visitPortal(env, '/ticket/check?event=2', { as: 'checker' });
    const door = checker.page;
    const input = door.getByLabel('兑换码');
    await input.fill(code.toLowerCase());
    await door.getByRole('button', { name: '检票', exact: true }).click();
    const result = door.getByTestId('ticket-check-result');
    await result.getByText('检票成功').waitFor();
    expect(await result.locator('[data-fact="holder"]').textContent()).toBe('王小明');
    await input.fill(code);
    await door.getByRole('button', { name: '检票', exact: true }).click();
    await door
      .locator('[data-testid="ticket-check-result"][data-outcome="already"]')
      .getByText(/^该票已于 .* 由 陈立峰 检票，请勿重复入场$/)
      .waitFor();

    await closeCleanly(page);
    await closeCleanly(door);
  });
});

/**
 * 电子贺卡 in a real Chromium against the real host and sandbox: a teacher sends a mid-autumn card to a
 * member of staff; the staff member logs in and finds it received, unread, then opened. A visitor, who
 * has no greeting cards, meets the no-permission screen.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('greeting cards in Chromium', () => {
  const env = browserAndPortalForFile();
  const greeting = '张老师，中秋快乐！感谢这学期在排课上的帮助。';

  it('a teacher sends a card to staff, who sees it received', async () => {
    const sender = await visitPortal(env, '/greetingCard/index', { device: phone, as: 'teacher' });
    await sender.page.waitForSelector('[data-testid="card-composer"]');

    // Nothing chosen: every field says what it needs.
    await sender.page.getByRole('button', { name: '寄出贺卡' }).click();
    expect(await sender.page.getByRole('alert').allTextContents()).toEqual(['请选择贺卡样式', '请选择收件人', '请填写祝福语']);

    await sender.page.getByRole('radio', { name: '中秋' }).click();
    expect(await sender.page.getByLabel('祝福语').inputValue()).toBe('月圆人团圆，祝您中秋快乐，阖家安康。');
    await sender.page.getByRole('searchbox', { name: '搜索收件人' }).fill('张');
    await sender.page
      .getByTestId('card-recipients')
      .getByRole('radio', { name: /张老师/ })
      .click();
    await sender.page.getByLabel('祝福语').fill(greeting);
    expect(await sender.page.getByTestId('card-preview').textContent()).toContain(greeting);
    await sender.page.getByRole('button', { name: '寄出贺卡' }).click();

    await sender.page.waitForURL((url) => url.searchParams.get('tab') === 'sent');
    await sender.page.waitForSelector('[data-testid="card-box-sent"] li');
    expect(await sender.page.locator('[data-testid="card-box-sent"] li').first().textContent()).toContain('寄给 张老师');
    await closeCleanly(sender.page);

    const recipient = await visitPortal(env, '/greetingCard/index?tab=received', { as: 'staff' });
    await recipient.page.waitForSelector('[data-testid="card-box-received"] li');
    const card = recipient.page.locator('[data-testid="card-box-received"] li').first();
    expect(await card.textContent()).toContain('来自 李老师');
    expect(await card.textContent()).toContain('未读');
    await card.getByRole('button').click();
    expect(await card.getByTestId('card-open').textContent()).toContain(greeting);
    await expect
      .poll(() => env.portal.sandbox.db.prepare<[], { read_at: number | null }>('SELECT read_at FROM greeting_cards ORDER BY id DESC LIMIT 1').get()?.read_at)
      .not.toBeNull();
    await closeCleanly(recipient.page);
  });

  it('a visitor has no greeting cards', async () => {
    const { page } = await visitPortal(env, '/greetingCard/index', { device: phone, as: 'visitor', waitFor: '[data-testid="no-permission"]' });
    expect(await page.locator('[data-testid="card-composer"]').count()).toBe(0);
    await closeCleanly(page);
  });
});

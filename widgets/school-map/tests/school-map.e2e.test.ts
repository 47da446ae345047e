/**
 * The campus map in a real Chromium against the real host and sandbox: a visitor on a phone searches a
 * building by its nickname, opens it on the map (its marker highlighted, its card with "take me there"),
 * pans and zooms the plan; a logged-in student on a desktop opens the new students' guide at mapGuide/index.
 * No outside script is loaded (the demo has no map service).
 */
import { describe, expect, it } from 'vitest';
import { browserAndPortalForFile, closeCleanly, hasChromium, phone, visitPortal } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('school-map widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('finds the library by nickname, highlights it on the map and offers the way there', async () => {
    const { page } = await visitPortal(env, '/schoolMap/index', { device: phone, waitFor: '[data-testid="school-map-buildings"] li' });
    await page.getByRole('searchbox', { name: '搜索建筑' }).fill('图 书 馆');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => page.locator('[data-testid="school-map-buildings"] li').count()).toBe(1);
    await page.getByRole('link', { name: /逸夫图书馆/ }).click();
    await page.waitForSelector('[data-testid="building-card"]');
    expect(page.url()).toContain('/schoolMap/map?id=8');
    expect(await page.getByTestId('marker-8').getAttribute('data-selected')).toBe('true');
    const go = page.getByTestId('take-me-there');
    expect(await go.textContent()).toBe('带我去');
    expect(await go.getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/navigation\?to=116\.316%2C39\.999811%2C/);
    // Choosing the library zoomed the plan in on it; the reset button shows the whole campus again.
    const layer = page.locator('[data-testid="campus-plan"] > div');
    expect(await layer.getAttribute('style')).toContain('scale(2)');
    await page.getByRole('button', { name: '复位' }).click();
    await expect.poll(() => layer.getAttribute('style')).toContain('scale(1)');
    // Another building by its marker.
    await page.getByTestId('marker-9').click();
    await expect.poll(() => page.getByTestId('building-card').locator('h2').textContent()).toBe('桃李园食堂');
    expect(await page.locator('script[data-map-service]').count()).toBe(0);
    await closeCleanly(page);
  });

  it('shows a new student the way from the South Gate to registration', async () => {
    const { page } = await visitPortal(env, '/mapGuide/index', { as: 'student', waitFor: '[data-testid="guide-route"]' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('新生报到指引');
    expect(await page.getByTestId('guide-route').locator('h2').textContent()).toBe('学院报到注册');
    expect(await page.getByTestId('marker-16').getAttribute('data-marked')).toBe('true');
    await page.getByTestId('guide-routes').getByRole('button', { name: '南门（正门） → 大学生服务中心' }).click();
    await expect.poll(() => page.getByTestId('guide-route').locator('h2').textContent()).toBe('领取校园卡、办理户籍');
    expect(await page.getByTestId('plan-route').count()).toBe(1);
    await closeCleanly(page);
  });
});

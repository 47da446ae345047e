/**
 * The lucky draw in a real Chromium against the real host and sandbox, two accounts: 王小明 (student,
 * phone) draws his three draws of the day, each outcome decided by the server, and then has none left;
 * 李老师 (teacher, desktop) draws once. What each won is what the sandbox recorded and took from the
 * stock. Hill University hides the family from its home and directory, and its route still opens.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly, logInAndOpen, openPage } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('the lucky draw in Chromium', () => {
  const env = browserAndPortalForFile({ sitesByHost: { 'hill.localhost': 'hill-university' } });
  const won = (username: string) =>
    env.portal.sandbox.db
      .prepare<[string], { level: string }>(
        'SELECT p.level FROM lottery_draws d JOIN lottery_prizes p ON p.id = d.prize_id JOIN users u ON u.id = d.user_id WHERE u.username = ? ORDER BY d.id',
      )
      .all(username)
      .map((row) => row.level);
  const stockTaken = () => (env.portal.sandbox.db.prepare('SELECT sum(total - stock) AS taken FROM lottery_prizes').get() as { taken: number }).taken;

  it('three draws for the student, one for the teacher, each decided and recorded by the server', async () => {
    const student = await visitPortal(env, '/lottery/index', { device: phone, as: 'student', waitFor: '[data-testid="lottery-prizes"] li' });
    expect(await student.page.locator('[data-prize="none"]').textContent()).toBe('未中奖中奖概率 59.5%');
    for (const left of ['剩余 2 次抽奖机会', '剩余 1 次抽奖机会', '抽奖机会已用完']) {
      await student.page.getByRole('button', { name: '抽奖' }).click();
      await student.page.getByTestId('lottery-left').getByText(left).waitFor();
      expect(await student.page.getByTestId('lottery-outcome').textContent()).toMatch(/^(恭喜！你抽中了.+：.+|很遗憾，这次没有中奖)$/);
    }
    expect(await student.page.getByRole('button', { name: '抽奖' }).isDisabled()).toBe(true);
    const mine = won('student');
    if (mine.length > 0) expect(await student.page.getByTestId('lottery-mine').getByRole('listitem').count()).toBe(mine.length);
    else await student.page.getByText('还没有抽中奖品').waitFor();

    const teacher = await visitPortal(env, '/lottery/index', { as: 'teacher', waitFor: '[data-testid="lottery-prizes"] li' });
    await teacher.page.getByRole('button', { name: '抽奖' }).click();
    await teacher.page.getByTestId('lottery-left').getByText('剩余 2 次抽奖机会').waitFor();
    const draws = env.portal.sandbox.db.prepare('SELECT count(*) AS n FROM lottery_draws').get() as { n: number };
    expect(draws.n).toBe(4);
    expect(stockTaken()).toBe(won('student').length + won('teacher').length);
    await closeCleanly(student.page);
    await closeCleanly(teacher.page);
  });

  it('Hill lists none of the family on its home, and its lucky draw still opens', async () => {
    const hill = env.portal.url.replace('127.0.0.1', 'hill.localhost');
    const { page } = await openPage(await env.browser.newContext(phone));
    await logInAndOpen(page, hill, 'student', '/');
    await page.waitForSelector('[data-app]');
    expect(await page.locator('[data-app="vote"], [data-app="answer"], [data-app="lottery"]').count()).toBe(0);
    await page.goto(`${hill}/lottery/index`);
    await page.waitForSelector('[data-testid="lottery-prizes"] li');
    await closeCleanly(page);
  });
});

/**
 * Votes in a real Chromium against the real host and sandbox, two accounts: 王小明 (student, phone) votes
 * for one teacher in the vote that hides its counts, and cannot read them yet; 李老师 (teacher, desktop)
 * votes and then changes his ballot; once the vote closes the results show both ballots, and the
 * student's 我的投票 lists his.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const TEACHERS = 2;

describe.skipIf(!hasChromium())('votes in Chromium', () => {
  const env = browserAndPortalForFile();

  it('two ballots, results hidden until the vote closes, then shown', async () => {
    const student = await visitPortal(env, '/vote/index', { device: phone, as: 'student', waitFor: '[data-testid="vote-list"] li' });
    await student.page.getByRole('link', { name: '2026 年度“我心目中的最美教师”评选' }).click();
    const ballot = student.page.getByTestId('vote-ballot');
    await ballot.waitFor();
    await ballot.getByText('结果将在投票截止后公布').waitFor();
    await ballot.getByLabel(/高建国 教授/).check();
    await ballot.getByRole('button', { name: '投票' }).click();
    await ballot.getByText(/^你已于 .* 投票，截止前可以修改$/).waitFor();

    await student.page.goto(`${env.portal.url}/vote/result?id=${TEACHERS}`);
    await student.page.getByText(/^本投票的结果在投票截止（.*）后公布$/).waitFor();

    const teacher = await visitPortal(env, `/vote/detail?id=${TEACHERS}`, { as: 'teacher', waitFor: '[data-testid="vote-ballot"]' });
    const his = teacher.page.getByTestId('vote-ballot');
    await his.getByLabel(/郑文华 教授/).check();
    await his.getByRole('button', { name: '投票' }).click();
    await his.getByRole('button', { name: '修改投票' }).waitFor();
    await his.getByLabel(/林晓岚 副教授/).check();
    await his.getByRole('button', { name: '修改投票' }).click();
    await teacher.page.getByText('已修改你的投票').waitFor();
    const ballots = env.portal.sandbox.db.prepare('SELECT count(*) AS n FROM vote_ballots WHERE vote_id = ?').get(TEACHERS) as { n: number };
    expect(ballots.n).toBe(2);

    // The organizer's deadline passes.
    env.portal.sandbox.db.prepare('UPDATE votes SET closes_at = opens_at + 1 WHERE id = ?').run(TEACHERS);
    await student.page.reload();
    const shares = student.page.getByTestId('vote-shares');
    await shares.waitFor();
    expect(await shares.locator('[data-option="高建国 教授"]').textContent()).toMatch(/^高建国 教授我的选择264 票/);
    expect(await shares.locator('[data-option="林晓岚 副教授"]').textContent()).toMatch(/^林晓岚 副教授188 票/);
    expect(await shares.locator('[data-option="郑文华 教授"]').textContent()).toMatch(/^郑文华 教授214 票/);
    expect(await student.page.getByTestId('vote-voters').textContent()).toBe('共 838 人参与投票');

    await student.page.goto(`${env.portal.url}/vote/myResult`);
    const mine = student.page.locator(`[data-testid="vote-mine"] [data-vote="${TEACHERS}"]`);
    await mine.waitFor();
    expect(await mine.getByTestId('vote-chose').textContent()).toBe('我的选择：高建国 教授');
    await closeCleanly(student.page);
    await closeCleanly(teacher.page);
  });
});

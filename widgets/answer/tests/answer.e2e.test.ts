/**
 * Quizzes and surveys in a real Chromium against the real host and sandbox, two accounts: 王小明
 * (student, phone) reads the safety quiz's notice, answers it, is scored by the server and reviews the
 * attempt (the right answers still hidden, attempts being left); 李老师 (teacher, desktop) fills in the
 * survey once and finds it in his attempts.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('quizzes and surveys in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a quiz scored by the server, a survey taken once', async () => {
    const student = await visitPortal(env, '/answer/index', { device: phone, as: 'student', waitFor: '[data-testid="answer-list"] li' });
    await student.page.getByRole('link', { name: '2026 年校园安全知识竞赛' }).click();
    await student.page.getByTestId('answer-intro').waitFor();
    expect(await student.page.getByTestId('answer-facts').textContent()).toContain('每人 3 次，还剩 3 次');
    await student.page.getByRole('link', { name: '开始答题' }).click();
    const paper = student.page.getByTestId('answer-paper');
    await paper.waitFor();
    expect(await paper.textContent()).not.toContain('火警 119，急救');
    await paper.getByLabel('A. 立即拨打 119 报警并通知宿管').check();
    await paper.getByLabel('B. 6278-1110').check();
    await paper.getByLabel('B. 先通过已知的联系方式向辅导员本人核实').check();
    for (const label of ['A. 大功率电吹风', 'B. 电热毯', 'D. 热得快']) await paper.locator('[data-question="4"]').getByLabel(label).check();
    for (const label of ['A. 拔掉保险销', 'B. 对准火焰根部']) await paper.locator('[data-question="5"]').getByLabel(label).check();
    await paper.locator('[data-question="6"]').getByLabel('错误').check();
    await paper.locator('[data-question="7"]').getByLabel('正确').check();
    await paper.getByRole('button', { name: '提交' }).click();
    await paper.getByRole('alert').getByText('第 8 题还没有作答').waitFor();
    await paper.getByLabel('请填写答案').fill('119');
    await paper.getByRole('button', { name: '提交' }).click();
    await student.page.getByRole('button', { name: '确定' }).click();
    const result = student.page.getByTestId('answer-result');
    await result.waitFor();
    // Question 5 missed 压下压把: 100 − 15.
    expect(await result.textContent()).toContain('本次得分 85 / 100');
    expect(await result.textContent()).toContain('还可以再答 2 次');
    await result.getByRole('link', { name: '查看答题详情' }).click();
    const review = student.page.getByTestId('answer-record');
    await review.waitFor();
    expect(await student.page.getByTestId('answer-total').textContent()).toBe('得分 85 / 100');
    expect(await review.locator('[data-question="5"]').textContent()).toContain('错误');
    expect(await review.textContent()).not.toContain('正确答案');

    const teacher = await visitPortal(env, '/answer/mes?id=3', { as: 'teacher', waitFor: '[data-testid="answer-intro"]' });
    await teacher.page.getByRole('link', { name: '填写问卷' }).click();
    const survey = teacher.page.getByTestId('answer-paper');
    await survey.waitFor();
    await survey.getByLabel('B. 满意').check();
    await survey.getByLabel('A. 宿舍').check();
    await survey.getByLabel('请填写你的想法').fill('希望图书馆的无线网络更稳定');
    await survey.getByRole('button', { name: '提交' }).click();
    await teacher.page.getByRole('button', { name: '确定' }).click();
    await teacher.page.getByText('问卷已提交，感谢你的参与！').waitFor();
    await teacher.page.goto(`${env.portal.url}/answer/history`);
    const attempts = teacher.page.getByTestId('answer-history');
    await attempts.waitFor();
    expect(await attempts.getByRole('listitem').count()).toBe(1);
    await teacher.page.goto(`${env.portal.url}/answer/mes?id=3`);
    await teacher.page.getByText('你的答题次数已用完').waitFor();
    await closeCleanly(student.page);
    await closeCleanly(teacher.page);
  });
});

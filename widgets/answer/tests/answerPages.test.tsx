// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { ok } from '../../../runtime/app/testing/fixtureKit.ts';
import { answerFixtures, answerRecord, answerStudent } from '../fixtures.ts';
import { answerPages } from '../pageStates.ts';

resetPagesAfterEach();
const asStudent = { user: answerStudent };

describe('answer/index', () => {
  it('lists quizzes and surveys with the attempts used and the best score', async () => {
    await open('/answer/index', answerFixtures.data, asStudent);
    const items = within(await screen.findByTestId('answer-list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('已答 1 / 3 次');
    expect(items[0]!.textContent).toContain('最高 65 / 100 分');
    expect(within(items[0]!).getByRole('link', { name: '2026 年校园安全知识竞赛' }).getAttribute('href')).toBe('/answer/mes?id=1');
    expect(items[1]!.textContent).toContain('问卷调查');
  });
});
describePageStates(answerPages.index);

describe('answer/mes', () => {
  it('gives the notice, the scores and the attempts left, and the way in', async () => {
    await open('/answer/mes?id=1', answerFixtures.data, asStudent);
    await screen.findByTestId('answer-intro');
    expect(screen.getByTestId('answer-facts').textContent).toContain('满分 100 分，60 分及格');
    expect(screen.getByTestId('answer-facts').textContent).toContain('每人 3 次，还剩 2 次');
    expect(screen.getByRole('link', { name: '开始答题' }).getAttribute('href')).toBe('/answer/detail?id=1');
  });
});
describePageStates(answerPages.mes);

describe('answer/detail', () => {
  it('asks every question before sending, then shows the server’s score', async () => {
    await open('/answer/detail?id=1', answerFixtures.data, asStudent);
    const paper = await screen.findByTestId('answer-paper');
    expect(
      within(paper)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')!.textContent),
    ).toEqual([
      '1. [单选题] 发现宿舍楼内起火，首先应该怎么做？（30 分）',
      '2. [多选题] 下列哪些属于宿舍违规电器？（30 分）',
      '3. [判断题] 实验室的危险化学品可以带回宿舍保存。（20 分）',
      '4. [填空题] 火警电话是 ____。（20 分）',
    ]);
    fireEvent.click(screen.getByLabelText('A. 立即拨打 119 报警并通知宿管'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('alert')).textContent).toBe('第 2 题还没有作答');
    fireEvent.click(screen.getByLabelText('A. 大功率电吹风'));
    fireEvent.click(screen.getByLabelText('D. 热得快'));
    fireEvent.click(screen.getByLabelText('错误'));
    fireEvent.change(screen.getByLabelText('请填写答案'), { target: { value: '119' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    const result = await screen.findByTestId('answer-result');
    expect(result.textContent).toContain('本次得分 80 / 100');
    expect(within(result).getByRole('link', { name: '查看答题详情' }).getAttribute('href')).toBe('/answer/record?id=12');
  });

  it('lets a survey leave its free text empty', async () => {
    await open(
      '/answer/detail?id=3',
      { ...answerFixtures.data, '/answer/submit': ok({ attemptId: 20, kind: 'survey', score: null, totalScore: null, passed: null, attemptsLeft: 0 }) },
      asStudent,
    );
    await screen.findByTestId('answer-paper');
    expect(screen.getByText(/（选填）/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('B. 满意'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('answer-result')).textContent).toContain('问卷已提交，感谢你的参与！');
  });
});
describePageStates(answerPages.detail);

describe('answer/history', () => {
  it('lists the attempts with their scores and reviews', async () => {
    await open('/answer/history', answerFixtures.data, asStudent);
    const items = within(await screen.findByTestId('answer-history')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByTestId('answer-score').textContent)).toEqual(['65 / 100 分', '30 / 40 分']);
    expect(within(items[1]!).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/answer/record?id=1');
  });
});
describePageStates(answerPages.history);

describe('answer/record', () => {
  it('reviews each answer with the right one when the server shows it', async () => {
    await open('/answer/record?id=1', answerFixtures.data, asStudent);
    const items = within(await screen.findByTestId('answer-record'))
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.dataset.question);
    expect(items[1]!.textContent).toContain('我的回答：A、B');
    expect(items[1]!.textContent).toContain('错误');
    expect(items[1]!.textContent).toContain('正确答案：A、B、C');
    expect(screen.getByTestId('answer-total').textContent).toBe('得分 30 / 40');
  });

  it('says when the right answers will show', async () => {
    const hidden = { ...answerRecord, answersShown: false, questions: answerRecord.questions.map((q) => ({ ...q, answer: null, explanation: null })) };
    await open('/answer/record?id=1', { ...answerFixtures.data, '/answer/record': ok(hidden) }, asStudent);
    await waitFor(() => expect(screen.getByText('答题次数用完或活动截止后，可查看正确答案和解析')).toBeTruthy());
    expect(screen.queryByText(/正确答案：/)).toBeNull();
  });
});
describePageStates(answerPages.record);

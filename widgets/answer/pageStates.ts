/** The quiz and survey pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { answerFixtures, answerStudent } from './fixtures.ts';

export const answerPages = definePageStates(
  { fixtures: answerFixtures, user: answerStudent, envelopeError: '请求失败：答题系统维护中，请稍后再试' },
  {
    index: {
      path: '/answer/index',
      ready: { data: '[data-testid="answer-list"] li' },
      shows: { empty: '暂时没有答题或问卷', en: '4 questions', tw: '共 4 題' },
    },
    mes: {
      path: '/answer/mes?id=1',
      ready: { data: '[data-testid="answer-intro"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该答题不存在或已下线', en: '3 each, 2 left', tw: '每人 3 次，還剩 2 次' },
    },
    detail: {
      path: '/answer/detail?id=1',
      ready: { data: '[data-testid="answer-paper"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该答题不存在或已下线', en: 'Fill in the blank', tw: '判斷題' },
    },
    history: {
      path: '/answer/history',
      ready: { data: '[data-testid="answer-history"] li' },
      shows: { empty: '还没有答题记录', en: 'Submitted', tw: '查看詳情' },
    },
    // Its empty state is the school saying the attempt is not the user's (e = 404).
    record: {
      path: '/answer/record?id=1',
      ready: { data: '[data-testid="answer-record"] li', empty: '[data-testid="no-data"]' },
      shows: { empty: '没有找到这条答题记录', en: 'Right answer: A, B, C', tw: '正確答案：A、B、C' },
    },
  },
);

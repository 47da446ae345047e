/** The lost and found pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { detailFixtures, indexFixtures, publishFixtures, student } from './fixtures.ts';

export const lostFoundPages = definePageStates(
  { user: student, envelopeError: '请求失败：失物招领服务维护中，请稍后再试' },
  {
    index: {
      path: '/found/index',
      fixtures: indexFixtures,
      ready: { data: '[data-testid="lost-found-list"] li' },
      shows: { empty: '暂时没有寻物启事', en: '3 posts', tw: '共 3 條' },
    },
    detail: {
      path: '/found/detail?id=3',
      fixtures: detailFixtures,
      ready: { data: '[data-testid="lost-found-post"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该信息不存在或已删除', en: 'Lost at', tw: '遺失地點' },
    },
    publish: {
      path: '/found/publish',
      fixtures: publishFixtures,
      ready: { data: '[data-testid="lost-found-publish"]', empty: '[data-testid="lost-found-publish"]' },
      shows: { data: '你有 1 条信息正在等待审核', empty: '物品类别', en: 'Send for review', tw: '提交審核' },
    },
  },
);

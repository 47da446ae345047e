/** The hot-question pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { hotIssueFixtures } from './fixtures.ts';

export const hotIssuePages = definePageStates(
  { fixtures: hotIssueFixtures, envelopeError: '请求失败：热点问题服务维护中，请稍后再试' },
  {
    index: { path: '/hotissue/index', ready: { data: '[data-testid="hot-issue-top"] li' }, shows: { empty: '暂无热点问题', en: 'Most asked', tw: '熱門問題' } },
    list: {
      path: '/hotissue/list?category=academic',
      ready: { data: '[data-testid="hot-issue-list"] li' },
      shows: { empty: '该分类下暂无问题', en: '5 questions', tw: '共 5 個問題' },
    },
    // Its empty state is the school saying the question is gone (404): the no-data view with the school's words.
    detail: {
      path: '/hotissue/detail?id=1',
      ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该问题不存在或已下线', en: 'Was this answer helpful?', tw: '這個回答對您有幫助嗎？' },
    },
  },
);

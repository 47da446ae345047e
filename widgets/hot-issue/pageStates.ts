/** The hot-question pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { hotIssueFixtures } from './fixtures.ts';

const maintenance = '请求失败：热点问题服务维护中，请稍后再试';

export const hotIssuePages = definePageStates({
  index: {
    path: '/hotissue/index',
    fixtures: hotIssueFixtures,
    ready: { data: '[data-testid="hot-issue-top"] li' },
    shows: { data: { testId: 'hot-issue-top' }, empty: '暂无热点问题', envelopeError: maintenance, en: 'Most asked', tw: '熱門問題' },
  },
  list: {
    path: '/hotissue/list?category=academic',
    fixtures: hotIssueFixtures,
    ready: { data: '[data-testid="hot-issue-list"] li' },
    shows: { data: { testId: 'hot-issue-list' }, empty: '该分类下暂无问题', envelopeError: maintenance, en: '5 questions', tw: '共 5 個問題' },
  },
  // Its empty state is the school saying the question is gone (404): the no-data view with the school's words.
  detail: {
    path: '/hotissue/detail?id=1',
    fixtures: hotIssueFixtures,
    ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
    shows: {
      data: { testId: 'rich-text' },
      empty: '该问题不存在或已下线',
      envelopeError: maintenance,
      en: 'Was this answer helpful?',
      tw: '這個回答對您有幫助嗎？',
    },
  },
});

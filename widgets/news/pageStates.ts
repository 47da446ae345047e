/** The news pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { newsFixtures } from './fixtures.ts';

export const newsPages = definePageStates({
  index: {
    path: '/news/index',
    fixtures: newsFixtures,
    ready: { data: '[data-testid="news-list"] li' },
    shows: { data: { testId: 'news-list' }, empty: '暂无新闻', envelopeError: '请求失败：新闻服务维护中，请稍后再试', en: '12 articles', tw: '共 12 則' },
  },
  // Its empty state is the school saying the article is gone (404): the no-data view with the school's words.
  detail: {
    path: '/news/detail?id=1',
    fixtures: newsFixtures,
    ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
    shows: {
      data: { testId: 'rich-text' },
      empty: '文章不存在或已被删除',
      envelopeError: '请求失败：新闻服务维护中，请稍后再试',
      en: 'Source: 党委宣传部',
      tw: '來源：党委宣传部',
    },
  },
});

/** The news pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { newsFixtures } from './fixtures.ts';

export const newsPages = definePageStates(
  { fixtures: newsFixtures, envelopeError: '请求失败：新闻服务维护中，请稍后再试' },
  {
    index: { path: '/news/index', ready: { data: '[data-testid="news-list"] li' }, shows: { empty: '暂无新闻', en: '12 articles', tw: '共 12 則' } },
    // Its empty state is the school saying the article is gone (404): the no-data view with the school's words.
    detail: {
      path: '/news/detail?id=1',
      ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '文章不存在或已被删除', en: 'Source: 党委宣传部', tw: '來源：党委宣传部' },
    },
  },
);

/** The follow guide and FAQ pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { publicAccountHelpFixtures } from './fixtures.ts';

export const publicAccountHelpPages = definePageStates(
  { fixtures: publicAccountHelpFixtures, envelopeError: '请求失败：公众号帮助服务维护中，请稍后再试' },
  {
    // Its empty state is a school without an official account: the no-data view in its words.
    index: {
      path: '/publicsso/index',
      ready: { data: '[data-testid="follow-code"]', empty: '[data-testid="no-data"]' },
      shows: { data: { testId: 'follow-guide' }, empty: '本校暂未开通公众号', en: 'Frequently asked questions', tw: '查看常見問題' },
    },
    helpIndex: {
      path: '/publicsso/helpIndex',
      ready: { data: '[data-testid="faq-categories"] a' },
      shows: { empty: '暂无常见问题', en: 'FAQ', tw: '常見問題' },
    },
    helpIndexmsg: {
      path: '/publicsso/helpIndexmsg',
      ready: { data: '[data-testid="faq-questions"] li' },
      shows: { empty: '该分类下暂无问题', en: 'Message FAQ', tw: '訊息推送常見問題' },
    },
    helpQt: {
      path: '/publicsso/helpQt?category=message',
      ready: { data: '[data-testid="faq-questions"] li' },
      shows: { empty: '该分类下暂无问题', en: '12 questions', tw: '12 個問題' },
    },
    // Its empty state is the school saying the question is gone (404): the no-data view in its words.
    helpdetail: {
      path: '/publicsso/helpdetail?id=13',
      ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该问题不存在或已下线', en: 'Related questions', tw: '相關問題' },
    },
  },
);

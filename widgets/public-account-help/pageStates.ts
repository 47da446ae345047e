/** The follow guide and FAQ pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { publicAccountHelpFixtures } from './fixtures.ts';

const fixtures = publicAccountHelpFixtures;
const envelopeError = '请求失败：公众号帮助服务维护中，请稍后再试';

export const publicAccountHelpPages = definePageStates({
  // Its empty state is a school without an official account: the no-data view in its words.
  index: {
    path: '/publicsso/index',
    fixtures,
    ready: { data: '[data-testid="follow-code"]', empty: '[data-testid="no-data"]' },
    shows: { data: { testId: 'follow-guide' }, empty: '本校暂未开通公众号', envelopeError, en: 'Frequently asked questions', tw: '查看常見問題' },
  },
  helpIndex: {
    path: '/publicsso/helpIndex',
    fixtures,
    ready: { data: '[data-testid="faq-categories"] a' },
    shows: { data: { testId: 'faq-categories' }, empty: '暂无常见问题', envelopeError, en: 'FAQ', tw: '常見問題' },
  },
  helpIndexmsg: {
    path: '/publicsso/helpIndexmsg',
    fixtures,
    ready: { data: '[data-testid="faq-questions"] li' },
    shows: { data: { testId: 'faq-questions' }, empty: '该分类下暂无问题', envelopeError, en: 'Message FAQ', tw: '訊息推送常見問題' },
  },
  helpQt: {
    path: '/publicsso/helpQt?category=message',
    fixtures,
    ready: { data: '[data-testid="faq-questions"] li' },
    shows: { data: { testId: 'faq-questions' }, empty: '该分类下暂无问题', envelopeError, en: '12 questions', tw: '12 個問題' },
  },
  // Its empty state is the school saying the question is gone (404): the no-data view in its words.
  helpdetail: {
    path: '/publicsso/helpdetail?id=13',
    fixtures,
    ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
    shows: { data: { testId: 'rich-text' }, empty: '该问题不存在或已下线', envelopeError, en: 'Related questions', tw: '相關問題' },
  },
});

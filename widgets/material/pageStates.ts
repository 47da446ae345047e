/** The material pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { materialFixtures } from './fixtures.ts';

// A detail's empty state is the school saying the material is gone (404): the no-data view with its words.
const detailReady = { data: '[data-testid="attachments"] li', empty: '[data-testid="no-data"]' };

export const materialPages = definePageStates(
  { fixtures: materialFixtures, envelopeError: '请求失败：资料服务维护中，请稍后再试' },
  {
    index: {
      path: '/material/index',
      ready: { data: '[data-testid="material-list"] li' },
      shows: { empty: '暂无学习资料', en: '12 in total', tw: '學習資料' },
    },
    detail: {
      path: '/material/detail?id=11',
      ready: detailReady,
      shows: { data: { testId: 'rich-text' }, empty: '该资料不存在或已下架', en: 'About this material', tw: '資料資訊' },
    },
    // The bare detail, without the portal header and footer (and without the facts card): printed or embedded.
    blankdetail: {
      path: '/material/blankdetail?id=11',
      ready: detailReady,
      shows: { data: { testId: 'rich-text' }, empty: '该资料不存在或已下架', en: 'Print', tw: '列印' },
    },
  },
);

/**
 * The flea market's pages in each state: their stories, page tests and path walk read this table. The
 * pc* pages are the same pages laid out for a desktop, at the legacy paths of both spellings.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { detailFixtures, indexFixtures, publishFixtures, student } from './fixtures.ts';

const listing = { data: '[data-testid="market-listing"]', empty: '[data-testid="no-data"]' };
const form = { data: '[data-testid="market-publish"]', empty: '[data-testid="market-publish"]' };
const missing = '该商品不存在或已下架';

export const fleaMarketPages = definePageStates(
  { user: student, envelopeError: '请求失败：二手市场服务维护中，请稍后再试' },
  {
    index: {
      path: '/fleaMartket/index',
      fixtures: indexFixtures,
      ready: { data: '[data-testid="market-list"] li' },
      shows: { empty: '暂时没有在售的闲置', en: '4 items', tw: '共 4 件' },
    },
    detail: {
      path: '/fleaMartket/detail?id=3',
      fixtures: detailFixtures,
      ready: listing,
      shows: { empty: missing, en: 'I want it', tw: '幾乎全新' },
    },
    publish: {
      path: '/fleamarket/publish',
      fixtures: publishFixtures,
      ready: form,
      shows: { data: '你有 2 件闲置正在出售', empty: '价格（元）', en: 'Price (yuan)', tw: '價格（元）' },
    },
    pcindex: {
      path: '/fleaMartket/pcindex',
      fixtures: indexFixtures,
      ready: { data: '[data-testid="market-list"] li' },
      shows: { empty: '暂时没有在售的闲置', en: 'Lightly used', tw: '教材書籍' },
    },
    pcdetail: {
      path: '/fleamarket/pcdetail?id=3',
      fixtures: detailFixtures,
      ready: listing,
      shows: { empty: missing, en: 'Favourite', tw: '收藏' },
    },
    pcpublish: {
      path: '/fleamarket/pcpublish',
      fixtures: publishFixtures,
      ready: form,
      shows: { data: '你有 2 件闲置正在出售', empty: '成色', en: 'List it', tw: '發布' },
    },
  },
);

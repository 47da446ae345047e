/** The asset register's pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { assetFixtures, assetKeeper, assetReader } from './fixtures.ts';

// An empty register or search says so in the results' own words (AssetResults), not the runtime's EmptyView.
const results = { data: '[data-testid="asset-rows"] li', empty: '[data-testid="asset-none"]' };

export const assetPages = definePageStates(
  { fixtures: assetFixtures, user: assetReader },
  {
    index: {
      path: '/asset/index',
      ready: { data: '[data-testid="asset-totals"]' },
      shows: { empty: '资产登记簿中还没有资产', en: 'CNY 11,843,276.50', tw: '按類別統計' },
    },
    // As the asset keeper: the transfer button on each row.
    list: { path: '/asset/list', user: assetKeeper, ready: results, shows: { empty: '没有符合条件的资产', en: 'To be scrapped', tw: '待報廢' } },
    search: { path: '/asset/search?q=投影仪', ready: results, shows: { empty: '没有找到与“投影仪”相关的资产', en: '33 assets found', tw: '閒置' } },
  },
);

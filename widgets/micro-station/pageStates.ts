/** The micro-station pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { microStationFixtures } from './fixtures.ts';

export const microStationPages = definePageStates(
  { fixtures: microStationFixtures, envelopeError: '请求失败：微站服务维护中，请稍后再试' },
  {
    // The directory.
    index: {
      path: '/microStation/index',
      ready: { data: '[data-testid="station-directory"] li' },
      shows: { empty: '暂无微站', en: 'Stations: 5', tw: '共 5 個微站' },
    },
    // Its empty state is a station that has posted nothing yet.
    list: {
      path: '/microStation/list?station=1',
      ready: { data: '[data-testid="station-articles"] li' },
      shows: { empty: '该微站暂未发布文章', en: 'Back to all stations', tw: '返回微站目錄' },
    },
    // Its empty state is the school saying the article is gone (404).
    detail: {
      path: '/microStation/detail?id=3',
      ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该文章不存在或已删除', en: 'Reads: 356', tw: '閱讀 356' },
    },
  },
);

/** The micro-station pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { microStationFixtures } from './fixtures.ts';

const envelopeError = '请求失败：微站服务维护中，请稍后再试';

export const microStationPages = definePageStates({
  // The directory.
  index: {
    path: '/microStation/index',
    fixtures: microStationFixtures,
    ready: { data: '[data-testid="station-directory"] li' },
    shows: { data: { testId: 'station-directory' }, empty: '暂无微站', envelopeError, en: 'Stations: 5', tw: '共 5 個微站' },
  },
  // Its empty state is a station that has posted nothing yet.
  list: {
    path: '/microStation/list?station=1',
    fixtures: microStationFixtures,
    ready: { data: '[data-testid="station-articles"] li' },
    shows: { data: { testId: 'station-articles' }, empty: '该微站暂未发布文章', envelopeError, en: 'Back to all stations', tw: '返回微站目錄' },
  },
  // Its empty state is the school saying the article is gone (404).
  detail: {
    path: '/microStation/detail?id=3',
    fixtures: microStationFixtures,
    ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
    shows: { data: { testId: 'rich-text' }, empty: '该文章不存在或已删除', envelopeError, en: 'Reads: 356', tw: '閱讀 356' },
  },
});

/** The video pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { videoFixtures } from './fixtures.ts';

export const videoPages = definePageStates(
  { fixtures: videoFixtures, envelopeError: '请求失败：视频服务维护中，请稍后再试' },
  {
    list: { path: '/video/list', ready: { data: '[data-testid="video-list"] li' }, shows: { empty: '暂无视频', en: '14 videos', tw: '共 14 部影片' } },
    // Its empty state is the school saying the video is gone (404): the no-data view with the school's words.
    detail: {
      path: '/video/detail?id=1',
      ready: { data: '[data-testid="video-player"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该视频不存在或已下架', en: 'About this video', tw: '影片簡介' },
    },
  },
);

/** The guide pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { guideFixtures } from './fixtures.ts';

const maintenance = '请求失败：办事指南服务维护中，请稍后再试';

export const guidePages = definePageStates({
  index: {
    path: '/guide/index',
    fixtures: guideFixtures,
    ready: { data: '[data-testid="guide-list"] li' },
    shows: { data: { testId: 'guide-list' }, empty: '暂无办事指南', envelopeError: maintenance, en: 'Campus guide', tw: '辦事指南' },
  },
  // Its empty state is the school saying the guide is gone (404): the no-data view with the school's words.
  detail: {
    path: '/guide/detail?id=5',
    fixtures: guideFixtures,
    ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
    shows: { data: { testId: 'rich-text' }, empty: '该办事指南不存在或已下线', envelopeError: maintenance, en: 'At a glance', tw: '辦理資訊' },
  },
});

/** The guide pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { guideFixtures } from './fixtures.ts';

export const guidePages = definePageStates(
  { fixtures: guideFixtures, envelopeError: '请求失败：办事指南服务维护中，请稍后再试' },
  {
    index: { path: '/guide/index', ready: { data: '[data-testid="guide-list"] li' }, shows: { empty: '暂无办事指南', en: 'Campus guide', tw: '辦事指南' } },
    // Its empty state is the school saying the guide is gone (404): the no-data view with the school's words.
    detail: {
      path: '/guide/detail?id=5',
      ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该办事指南不存在或已下线', en: 'At a glance', tw: '辦理資訊' },
    },
  },
);

/** The shuttle pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { shuttleFixtures } from './fixtures.ts';

export const shuttlePages = definePageStates(
  { fixtures: shuttleFixtures, envelopeError: '请求失败：校车服务维护中，请稍后再试' },
  {
    index: {
      path: '/shuttleBus/index',
      ready: { data: '[data-testid="shuttle-lines"] li' },
      shows: { empty: '暂无校车线路', en: 'Next 10:30 · in 25 minutes', tw: '下一班 10:30 · 25 分鐘後' },
    },
    fudanIndex: {
      path: '/shuttleBus/fudanIndex',
      ready: { data: '[data-testid="shuttle-campuses"] li' },
      shows: { data: '从东校区出发', empty: '暂无校车线路', en: 'From 东校区', tw: '從东校区出發' },
    },
    // Its empty state is the school saying the line is gone (404): the no-data view with the school's words.
    detail: {
      path: '/shuttleBus/detail?id=1',
      ready: { data: '[data-testid="shuttle-timetable"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该校车线路不存在或已停运', en: 'Workdays (today)', tw: '工作日（今天）' },
    },
  },
);

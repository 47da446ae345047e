/** The campus-map pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { schoolMapFixtures } from './fixtures.ts';

export const schoolMapPages = definePageStates(
  { fixtures: schoolMapFixtures, envelopeError: '请求失败：地图服务维护中，请稍后再试' },
  {
    index: {
      path: '/schoolMap/index',
      ready: { data: '[data-testid="school-map-buildings"] li' },
      shows: { empty: '暂无建筑信息', en: '5 buildings', tw: '共 5 處建築' },
    },
    map: {
      path: '/schoolMap/map?id=8',
      ready: { data: '[data-testid="building-card"]' },
      shows: { data: '借还书处', empty: '暂无建筑信息', en: 'Take me there', tw: '帶我去' },
    },
    model: {
      path: '/schoolMap/model',
      ready: { data: '[data-testid="campus-tour"]' },
      shows: { data: '第 1 站 / 共 3 站', empty: '暂无建筑信息', en: 'Stop 1 of 3', tw: '第 1 站 / 共 3 站' },
    },
    iphone: {
      path: '/schoolMap/iphone?id=8',
      ready: { data: '[data-testid="building-card"]' },
      shows: { data: '用苹果地图导航', empty: '暂无建筑信息', en: 'Directions in Apple Maps', tw: '用蘋果地圖導航' },
    },
    guide: {
      path: '/schoolMap/guide',
      ready: { data: '[data-testid="guide-route"]' },
      shows: { data: '学院报到注册', empty: '暂无报到路线', en: 'Take me to 综合体育馆', tw: '帶我去综合体育馆' },
    },
  },
);

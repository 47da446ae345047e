/** The school atlas page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { atlasFixtures } from './fixtures.ts';

export const schoolAtlasPages = definePageStates({
  index: {
    path: '/schoolAtlas/index',
    fixtures: atlasFixtures,
    ready: { data: '[data-testid="atlas-albums"] li' },
    shows: { empty: '暂无图集', envelopeError: '请求失败：校园图集维护中，请稍后再试', en: 'Campus albums', tw: '校園圖集' },
  },
});

/** The phone book page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { officeTelFixtures } from './fixtures.ts';

export const officeTelPages = definePageStates(
  { fixtures: officeTelFixtures, envelopeError: '请求失败：校园电话服务维护中，请稍后再试' },
  {
    index: {
      path: '/officeTel/index',
      ready: { data: '[data-testid="office-tel-list"] a[href^="tel:"]' },
      shows: { empty: '暂无电话信息', en: '5 numbers', tw: '共 5 個電話' },
    },
  },
);

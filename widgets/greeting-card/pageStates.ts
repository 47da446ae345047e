/** The greeting-card page in each state: its stories, page test and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { cardFixtures, cardUser } from './fixtures.ts';

export const greetingCardPages = definePageStates({
  // A teacher with the app's permission, writing a card.
  index: {
    path: '/greetingCard/index',
    fixtures: cardFixtures,
    user: cardUser,
    ready: { data: '[data-testid="card-composer"] [role="radio"]' },
    shows: { empty: '暂无可用的贺卡样式', envelopeError: '请求失败：贺卡服务维护中，请稍后再试', en: 'Send the card', tw: '寄出賀卡' },
  },
});

/**
 * The do-not-disturb pages in each state, the classic layout and the newer cards: their stories, page tests
 * and path walk read this table. Empty is a user who never saved: the school's defaults, switched off.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { dndFixtures, dndUser } from './fixtures.ts';

/** Both layouts show the same settings, so the same things show each state. */
const settings = {
  ready: { data: '[data-testid="dnd-form"][data-saved="yes"]', empty: '[data-testid="dnd-form"]:not([data-saved])' },
  shows: { data: '上次保存：', empty: '未开启：所有消息都会正常提醒', en: 'Every day 23:00 – 06:30 next day', tw: '儲存設定' },
};

export const doNotDisturbPages = definePageStates(
  { user: dndUser, fixtures: dndFixtures, envelopeError: '请求失败：消息服务维护中，请稍后再试' },
  {
    index: { path: '/newsInterruption/index', ...settings },
    indexV2: { path: '/newsInterruption/indexV2', ...settings },
  },
);

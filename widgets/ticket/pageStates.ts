/**
 * The ticket pages in each state: their stories, page tests and path walk read this table. The list's
 * data shows every label of the family (抢票中 with 余票, 活动未开始 请订阅, 已抢光 请订阅, 已结束, 前置活动,
 * 信息采集, my tickets); the detail's other states (countdown, sold out, held for its form, prerequisite)
 * are the fixtures' other events, in the detail's stories and page tests.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { ticketChecker, ticketFixtures, ticketStudent } from './fixtures.ts';

export const ticketPages = definePageStates(
  { fixtures: ticketFixtures, user: ticketStudent, envelopeError: '请求失败：票务系统维护中，请稍后再试' },
  {
    index: {
      path: '/ticket/index',
      ready: { data: '[data-testid="ticket-events"] li' },
      shows: { empty: '近期没有可抢票的活动', en: 'Sold out: subscribe', tw: '活動未開始 請訂閱' },
    },
    // The concert: on sale, with its seat map.
    detail: {
      path: '/ticket/detail?id=3',
      ready: { data: '[data-testid="ticket-seat-map"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该活动不存在或已下架', en: 'Seat map (10 rows × 16 seats)', tw: '座位圖（10 排 × 16 座）' },
    },
    // The lecture's ticket, just grabbed.
    success: {
      path: '/ticket/success?id=2',
      ready: { data: '[data-testid="ticket-code"]', empty: '[data-testid="no-data"]' },
      shows: { data: 'K7QX4M2P9A', empty: '该活动不存在或已下架', en: 'You have a ticket', tw: '兌換碼' },
    },
    check: {
      path: '/ticket/check',
      user: ticketChecker,
      ready: { data: '[data-testid="ticket-scanner"]' },
      shows: { empty: '近期没有可抢票的活动', en: 'Scan a code', tw: '掃碼檢票' },
    },
  },
);

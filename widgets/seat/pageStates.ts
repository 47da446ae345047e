/** The seat pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { seatFixtures, seatStudent } from './fixtures.ts';

// A room or booking gone is the school saying so (404): the no-data view with its words.
const gone = '[data-testid="no-data"]';

export const seatPages = definePageStates(
  { fixtures: seatFixtures, user: seatStudent, envelopeError: '请求失败：座位预约系统维护中，请稍后再试' },
  {
    index: {
      path: '/seat/index',
      ready: { data: '[data-testid="seat-rooms"] li' },
      shows: { empty: '暂无开放预约的自习室', en: '52 of 76 free', tw: '空閒 52 / 76' },
    },
    detail: {
      path: '/seat/detail?id=1',
      ready: { data: '[data-testid="seat-room"]', empty: gone },
      shows: { empty: '该自习室不存在或已关闭', en: 'Booking rules', tw: '預約規則' },
    },
    chooseSeat: {
      path: '/seat/chooseSeat?roomId=1',
      ready: { data: '[data-testid="seat-plan"]', empty: gone },
      shows: { empty: '该自习室不存在或已关闭', en: '7 of 11 free then', tw: '確認預約' },
    },
    chooseSeatNew: {
      path: '/seat/chooseSeatNew?roomId=1',
      ready: { data: '[data-testid="seat-groups"]', empty: gone },
      shows: { empty: '该自习室不存在或已关闭', en: 'By a window · 1', tw: '其他座位 · 3' },
    },
    chooseSeatxinxi: {
      path: '/seat/chooseSeatxinxi?id=7',
      ready: { data: '[data-testid="seat-booking"]', empty: gone },
      shows: { empty: '你目前没有待使用的座位预约', en: 'Cancel booking', tw: '取消預約' },
    },
    chooseSeatcheck: {
      path: '/seat/chooseSeatcheck?id=7',
      ready: { data: '[data-testid="seat-check"]', empty: gone },
      shows: { empty: '你目前没有待使用的座位预约', en: 'Check-in 16:50–17:10', tw: '簽到時間 16:50–17:10' },
    },
  },
);

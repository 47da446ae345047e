/** The campus-code pages in each state, as a student: their stories, page tests and path walk read this table. */
import { definePageStates, student } from '../../runtime/app/testing/fixtureKit.ts';
import { campusCodeFixtures } from './fixtures.ts';

export const campusCodePages = definePageStates(
  { fixtures: campusCodeFixtures, user: student },
  {
    // Its empty state is an account without a campus identity (a visitor): the no-data view with the school's words.
    qrcode: {
      path: '/center/qrcode',
      ready: { data: '[data-testid="identity-code"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '访客账号暂无校园身份码', envelopeError: '请求失败：身份码服务维护中，请稍后再试', en: 'Refresh now', tw: '校園碼' },
    },
    // The scanner calls the school only once a code is read: whatever the school would answer, the page
    // opens on its entry form (its stories go on to enter a code, and show the answer).
    sweepCode: {
      path: '/center/sweepCode',
      ready: { data: '#manual-code' },
      shows: {
        loading: '手动输入',
        empty: '手动输入',
        networkError: '手动输入',
        envelopeError: '手动输入',
        data: { testId: 'no-camera' },
        en: 'Enter by hand',
        tw: '手動輸入',
      },
    },
  },
);

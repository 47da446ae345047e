/** The notice centre's pages in each state, as a student (the app needs the notice permission): their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { noticeFixtures, studentUser } from './fixtures.ts';

export const noticePages = definePageStates(
  { user: studentUser, fixtures: noticeFixtures, envelopeError: '请求失败：通知服务维护中，请稍后再试' },
  {
    index: {
      path: '/notice/index',
      ready: { data: '[data-testid="notice-list"] li' },
      shows: { empty: '暂无通知', en: '2 important notice(s) await your confirmation', tw: '你有 2 則重要通知待確認' },
    },
    // Its empty state is the school saying the notice is not there for this user (404): the no-data view.
    noticepage: {
      path: '/notice/noticepage?id=8',
      ready: { data: '[data-testid="notice-attachments"] a', empty: '[data-testid="no-data"]' },
      shows: { empty: '该通知不存在或不是发给你的', en: 'Back to notices', tw: '發布單位' },
    },
    // The reminder card over the dimmed page; empty is nothing left to confirm.
    noticetippage: {
      path: '/notice/noticetippage',
      ready: { data: '[data-testid="notice-tip"] [data-testid="rich-text"]' },
      shows: { empty: '暂无待确认的重要通知', en: 'Important notice', tw: '重要通知' },
    },
  },
);

/** The message centre's pages in each state, for a logged-in student: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { messageFixtures, messageUser } from './fixtures.ts';

export const messageCenterPages = definePageStates(
  { user: messageUser, fixtures: messageFixtures, envelopeError: '请求失败：消息服务维护中，请稍后再试' },
  {
    index: { path: '/message/index', ready: { data: '[data-testid="message-list"] li' }, shows: { empty: '暂无消息', en: 'Mark all read', tw: '全部已讀' } },
    // Its empty state is the school saying the message is gone (404): the no-data view with the school's words.
    message: {
      path: '/message/message?id=17',
      ready: { data: '[data-testid="message-body"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该消息不存在或已被删除', en: 'Back to messages', tw: '返回訊息中心' },
    },
  },
);

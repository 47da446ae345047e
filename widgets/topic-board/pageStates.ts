/** The topic-board pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { topicFixtures, topicPostMsgFixtures, topicUser } from './fixtures.ts';

export const topicBoardPages = definePageStates(
  { fixtures: topicFixtures, envelopeError: '请求失败：留言板维护中，请稍后再试' },
  {
    index: { path: '/topic/index', ready: { data: '[data-testid="topic-list"] li' }, shows: { empty: '暂无话题', en: '12 topics', tw: '共 12 個話題' } },
    // Empty: the school says the topic is gone (the no-data view). Logged in, so the reply buttons show.
    detail: {
      path: '/topic/detail?id=1',
      user: topicUser,
      ready: { data: '[data-testid="topic-posts"] li', empty: '[data-testid="no-data"]' },
      shows: { empty: '该话题不存在或已关闭', en: 'Back to the topics', tw: '返回話題列表' },
    },
    // The page is a form: its empty state is the blank form for a topic without messages yet.
    postMsg: {
      path: '/topic/postMsg?id=1',
      fixtures: topicPostMsgFixtures,
      user: topicUser,
      ready: { data: '[data-testid="topic-post-topic"]', empty: '[data-testid="topic-post-topic"]' },
      shows: { data: '话题：食堂菜品意见征集', en: 'Topic: 食堂菜品意见征集', tw: '話題：食堂菜品意见征集' },
    },
  },
);

/** The vote pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { voteFixtures, voteStudent } from './fixtures.ts';

export const votePages = definePageStates(
  { fixtures: voteFixtures, user: voteStudent, envelopeError: '请求失败：投票系统维护中，请稍后再试' },
  {
    index: { path: '/vote/index', ready: { data: '[data-testid="vote-list"] li' }, shows: { empty: '暂时没有投票', en: 'Closes', tw: '進行中' } },
    detail: {
      path: '/vote/detail?id=1',
      ready: { data: '[data-testid="vote-ballot"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该投票不存在或已撤销', en: 'Change my vote', tw: '修改投票' },
    },
    // Its empty state is the vote that hides its counts: the server's words say when they show.
    result: {
      path: '/vote/result?id=1',
      ready: { data: '[data-testid="vote-result"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '本投票的结果在投票截止（2026-11-29 10:00）后公布', en: '1269 people voted', tw: '共 1269 人參與投票' },
    },
    myResult: {
      path: '/vote/myResult',
      ready: { data: '[data-testid="vote-mine"] li' },
      shows: { empty: '你还没有参与过投票', en: 'My choice: 张雨桐、陈思琪', tw: '我的選擇：张雨桐' },
    },
    msg: {
      path: '/vote/msg?id=1',
      ready: { data: '[data-testid="vote-description"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该投票不存在或已撤销', en: 'Vote now', tw: '去投票' },
    },
  },
);

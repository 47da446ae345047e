/** The personal agenda's pages in each state, as 王小明: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { agendaFixtures, agendaStudent } from './fixtures.ts';

export const personalAgendaPages = definePageStates(
  { fixtures: agendaFixtures, user: agendaStudent },
  {
    index: {
      path: '/personalAgenda/index',
      ready: { data: '[data-testid="agenda-day"] li', empty: '[data-testid="agenda-day-none"]' },
      shows: { empty: '这一周还没有日程', en: 'Add this week’s 6 items to phone calendar', tw: '匯出本週 6 項到手機行事曆' },
    },
    pcindex: {
      path: '/personalAgenda/pcindex',
      ready: { data: '[data-testid="agenda-month-grid"] td button', empty: '[data-testid="agenda-day-none"]' },
      shows: { data: '2026 年 11 月', empty: '这个月还没有日程', en: '11/2026', tw: '在這一天新增' },
    },
    list: {
      path: '/personalAgenda/list',
      ready: { data: '[data-testid="agenda-list"] li', empty: '[data-testid="agenda-list-none"]' },
      shows: { data: '共 12 项待办日程', empty: '没有即将到来的日程', en: '12 upcoming items', tw: '共 12 項待辦日程' },
    },
    // A new item: the form is the page, in every state with data (the week answers only the server's today).
    add: {
      path: '/personalAgenda/add',
      ready: { data: '[data-testid="agenda-form"] input', empty: '[data-testid="agenda-form"]' },
      shows: { en: 'Repeat every week', tw: '每週重複' },
    },
  },
);

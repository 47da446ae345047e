/** The agenda pages in each state, as a teacher unless another user is named: their stories, page tests and path walk read this table. */
import { definePageStates, ok } from '../../runtime/app/testing/fixtureKit.ts';
import { agendaFixtures, agendaOffice, agendaStudent, agendaTeacher, classGroupForStudent } from './fixtures.ts';

export const agendaPages = definePageStates(
  { fixtures: agendaFixtures, user: agendaTeacher },
  {
    // My week: the strip of seven days and the chosen day's agendas.
    index: {
      path: '/agenda/index',
      user: agendaStudent,
      ready: { data: '[data-testid="agenda-list"] li', empty: '[data-testid="agenda-none"]' },
      shows: { empty: '本周还没有日程', en: 'Export the whole week (5)', tw: '匯出本週全部日程（5 項）' },
    },
    // The new agenda form of a teacher with two groups (its target a select of them).
    addAgenda: {
      path: '/agenda/addAgenda',
      ready: { data: 'form select', empty: '[data-testid="agenda-no-groups"]' },
      shows: { data: '毕业设计指导小组（7 人）', empty: '你还没有自己的群组，日程只能发给自己。', en: '计科2301班 (32 members)', tw: '發佈日程' },
    },
    // The classes a teacher may make a group of; empty, the runtime's EmptyView.
    addClass: {
      path: '/agenda/addClass',
      ready: { data: '[data-testid="agenda-classes"] li' },
      shows: { empty: '没有可以建群的班级', en: 'Group made, open', tw: '已建群，查看' },
    },
    // A teacher's groups; empty, the runtime's EmptyView.
    classManage: {
      path: '/agenda/classManage',
      ready: { data: '[data-testid="agenda-owned"] li' },
      shows: { empty: '你还没有群组', en: 'Groups I run (2)', tw: '我管理的群組（2）' },
    },
    // One of a teacher's groups: agendas with receipts, members.
    classManageDetail: {
      path: '/agenda/classManageDetail?id=3',
      ready: { data: '[data-testid="agenda-members"] li', empty: '[data-testid="agenda-none"]' },
      shows: { empty: '本群暂无日程', en: '28 of 32 have seen it', tw: '向本群發佈日程' },
    },
    // Creating a group: the directory search for 王.
    createGroup: {
      path: '/agenda/createGroup?q=王',
      ready: { data: '[data-testid="agenda-people"] li', empty: '[data-testid="agenda-people-none"]' },
      shows: { empty: '校园名录中没有找到“王”', en: 'Members chosen (0)', tw: '已選成員（0）' },
    },
    // A student's reminders: one due now, three coming; empty, the runtime's EmptyView.
    agendaRemind: {
      path: '/agenda/agendaRemind',
      user: agendaStudent,
      ready: { data: '[data-testid="agenda-due"] li' },
      shows: { empty: '未来两周没有日程', en: 'Coming up (3)', tw: '正在提醒（1）' },
    },
    // A student's view of his class group.
    classDetail: {
      path: '/agenda/classDetail?id=3',
      user: agendaStudent,
      fixtures: { ...agendaFixtures, data: { ...agendaFixtures.data, '/agenda/group': ok(classGroupForStudent) } },
      ready: { data: '[data-testid="agenda-list"] li', empty: '[data-testid="agenda-none"]' },
      shows: { empty: '本群暂无日程', en: '32 members · owner 李老师', tw: '32 名成員 · 群主 李老师' },
    },
    // The school office's school-wide agendas, at the legacy path; empty, the runtime's EmptyView.
    manage: {
      path: '/agendaManage/index',
      user: agendaOffice,
      ready: { data: '[data-testid="agenda-school"] li' },
      shows: { empty: '本周起还没有全校日程', en: 'Publish a school event', tw: '發佈全校日程' },
    },
  },
);

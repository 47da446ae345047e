/**
 * The leave's pages in each state, as 王小明 unless another user is named: their stories, page tests and
 * path walk read this table. The three apps' index is the page their `view` names, so `data` and `return`
 * are described at the legacy paths the school links (leaveData/index, backschool/index); leave/index is
 * 王小明's leaves (the instructor's queue on the same page is fixtures.ts' approverIndexStates).
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { campusLeaveFixtures, instructorUser, studentUser } from './fixtures.ts';

export const campusLeavePages = definePageStates(
  { user: studentUser, fixtures: campusLeaveFixtures },
  {
    // My leaves with their approval chain, 销假 and 延期.
    index: {
      path: '/leave/index',
      ready: { data: '[data-testid="campus-leave-mine"] li', empty: '[data-testid="empty"]' },
      shows: { empty: '你还没有离校申请', en: 'By Train G31', tw: '審批流程：3 天以內 輔導員' },
    },
    // The leave application form; empty is the school taking no applications now.
    apply: {
      path: '/leave/apply',
      ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="no-data"]' },
      shows: { data: { testId: 'form-runner' }, empty: '暂不受理离校申请', en: 'Leaving at', tw: '緊急聯絡人電話' },
    },
    // The statistics of the instructor's classes.
    data: {
      path: '/leaveData/index',
      user: instructorUser,
      ready: { data: '[data-testid="campus-leave-tiles"]', empty: '[data-testid="campus-leave-tiles"]' },
      shows: { data: { testId: 'campus-leave-units' }, empty: '目前没有离校的学生', en: 'Away now (2 students)', tw: '當前離校學生（2 人）' },
    },
    // A student's return registration; empty is the form, before there is one.
    return: {
      path: '/backschool/index',
      ready: { data: '[data-testid="campus-leave-returns"] li', empty: 'form[data-form-status="2"]' },
      shows: { empty: '还没有返校登记', en: 'Arriving 2026-11-26 19:30', tw: '預計 2026-11-26 19:30 到校' },
    },
  },
);

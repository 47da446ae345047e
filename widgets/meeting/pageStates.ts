/** The meeting page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { meetingFixtures, meetingTeacher } from './fixtures.ts';

export const meetingPages = definePageStates({
  // The notices tab, as the teacher (李老师).
  index: {
    path: '/meeting/index',
    fixtures: meetingFixtures,
    user: meetingTeacher,
    ready: { data: '[data-testid="meeting-notices"] li', empty: '[data-testid="meeting-none"]' },
    shows: { empty: '暂时没有发给你的会议通知', en: 'You asked for leave: 当天下午有编译原理课，已调不开', tw: '即將召開（3）' },
  },
});

/**
 * The composer's page in each state, as the demo staff account (the app needs announcementRelease →
 * publish): its stories, page tests and path walk read this table. The form is there in each state; the
 * states are those of "my notices" beside it.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { publisherUser, releaseFixtures } from './fixtures.ts';

export const announcementReleasePages = definePageStates({
  index: {
    path: '/announcementRelease/index',
    user: publisherUser,
    fixtures: releaseFixtures,
    ready: { data: '[data-testid="release-mine"] li' },
    shows: { empty: '你还没有发布过通知', envelopeError: '请求失败：通知发布服务维护中，请稍后再试', en: 'My notices', tw: '發布通知' },
  },
});

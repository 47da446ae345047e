import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { invitees, meetingFixtures, meetingRooms, staffNotices, teacherNotices } from '../fixtures.ts';

describe('meeting fixtures follow the response contracts', () => {
  it.each([
    ['meeting.notices', teacherNotices],
    ['meeting.notices', staffNotices],
    ['meeting.rooms', meetingRooms],
    ['meeting.invitees', invitees],
    ['meeting.reply', meetingFixtures.data['/meeting/reply'].d],
    ['meeting.send', meetingFixtures.data['/meeting/send'].d],
    ['meeting.notices', meetingFixtures.empty['/meeting/notices'].d],
    ['meeting.rooms', meetingFixtures.empty['/meeting/rooms'].d],
  ])('%s', (key, answer) => expectContract(key, answer));
});

/**
 * The meetings' backend (widgets/meeting): the seeded notices of the teacher and the organizer's view of
 * the replies; the rooms' today and tomorrow with free slots that never overlap a booking; a reply 参加
 * or 请假 (reason needed), refused to whoever is not invited and after the start; sending: students and
 * teachers refused, the form checked, a room never booked twice at one time, the invitees by role and by
 * name. The clock: 2026-05-11 16:00 China time (clockedSandbox).
 */
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { MeetingReplyBody, MeetingSendBody } from '../generated/types.ts';
import { clockOf, SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract } from '../../../sandbox/testing.ts';
import { MEETING_MESSAGES } from './routes.ts';

const env = clockedSandbox();

/** A demo user calling by key; the portal's language rides along in its own cookie, and the refusals answer in it. */
const as = (app: Hono, username: string, language?: 'en' | 'tw') => callAs(app, username, language);

/** Tomorrow (2026-05-12) 15:00–16:30 in 第一会议室, for the teacher. */
const NOTICE: MeetingSendBody = {
  title: '教学督导反馈会',
  roomId: 1,
  start: '2026-05-12T15:00',
  end: '2026-05-12T16:30',
  agenda: '一、督导听课反馈\n二、整改要求',
  roles: [],
  usernames: ['teacher'],
};

describe('meeting.notices', () => {
  it('lists the teacher’s notices, upcoming first, without other people’s replies', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const notices = await teacher.get('meeting.notices');
    expect(notices.e).toBe(0);
    expectContract('meeting.notices', notices.d);
    const now = env.clock / 1000;
    const upcoming = notices.d.list.filter((one) => one.end > now);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.map((one) => one.start)).toEqual([...upcoming.map((one) => one.start)].sort((a, b) => a - b));
    expect(notices.d.list.some((one) => one.title === '教学工作例会' && one.room === '行政楼 305 第二会议室')).toBe(true);
    expect(notices.d.list.every((one) => !one.organizing && one.replies.length === 0)).toBe(true);
  });

  it('shows the organizer every invitee and their reply', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const notices = await staff.get('meeting.notices');
    const held = notices.d.list.find((one) => one.organizing && one.title === '教学工作例会' && one.end < env.clock / 1000)!;
    expect(held.replies.map((one) => one.name)).toEqual(['李老师', '陈老师', '刘书记']);
    expect(held.counts).toEqual({ invited: 3, attend: 2, leave: 1 });
    expect(held.replies[1]!.reply).toMatchObject({ answer: 'leave', reason: '带学生参加省大学生程序设计竞赛' });
  });
});

describe('meeting.rooms', () => {
  it('gives each room today and tomorrow, the free slots between the bookings', async () => {
    const student = await as(env.sandbox.app, 'student');
    const rooms = await student.get('meeting.rooms');
    expectContract('meeting.rooms', rooms.d);
    expect(rooms.d.today).toBe('2026-05-11');
    expect(rooms.d.rooms.map((room) => [room.name, room.capacity])[0]).toEqual(['行政楼 201 第一会议室', 30]);
    const first = rooms.d.rooms[0]!;
    expect(first.days.map((day) => day.date)).toEqual(['2026-05-11', '2026-05-12']);
    const tomorrow = first.days[1]!;
    expect(tomorrow.meetings.map((one) => one.title)).toEqual(['校长办公会']);
    const clock = (at: number) => clockOf(at * 1000);
    expect(tomorrow.free.map((slot) => `${clock(slot.start)}-${clock(slot.end)}`)).toEqual(['08:00-09:00', '10:30-21:00']);
    for (const room of rooms.d.rooms) {
      for (const day of room.days) {
        for (const slot of day.free) expect(day.meetings.some((one) => one.start < slot.end && one.end > slot.start)).toBe(false);
      }
    }
  });
});

describe('meeting.send and meeting.reply', () => {
  it('staff sends a notice, the teacher asks leave with a reason, the organizer sees it', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const sent = await staff.post('meeting.send', NOTICE);
    expect(sent.e).toBe(0);
    expectContract('meeting.send', sent.d);
    expect(sent.d.invited).toBe(1);
    const teacher = await as(env.sandbox.app, 'teacher');
    const notice = (await teacher.get('meeting.notices')).d.list.find((one) => one.id === sent.d.id)!;
    expect(notice).toMatchObject({ title: '教学督导反馈会', room: '行政楼 201 第一会议室', organizer: '张老师', myReply: null });
    expect((await teacher.post('meeting.reply', { id: sent.d.id, answer: 'leave', reason: ' ' })).m).toBe(MEETING_MESSAGES.noReason.zh);
    const reply = await teacher.post('meeting.reply', { id: sent.d.id, answer: 'leave', reason: '下午在外校监考' });
    expectContract('meeting.reply', reply.d);
    expect(reply.d.reply).toMatchObject({ answer: 'leave', reason: '下午在外校监考' });
    const mine = (await staff.get('meeting.notices')).d.list.find((one) => one.id === sent.d.id)!;
    expect(mine.replies).toEqual([
      { name: '李老师', roleName: expect.any(String), reply: { answer: 'leave', reason: '下午在外校监考', at: env.clock / 1000 } },
    ]);
    // No reply after the start, nor from someone not invited, nor from the organizer.
    expect((await as(env.sandbox.app, 'student').then((s) => s.post('meeting.reply', { id: sent.d.id, answer: 'attend' }))).m).toBe(
      MEETING_MESSAGES.notInvited.zh,
    );
    expect((await staff.post('meeting.reply', { id: sent.d.id, answer: 'attend' })).m).toBe(MEETING_MESSAGES.organizerReply.zh);
    env.clock = Date.UTC(2026, 4, 12, 7, 0);
    const late = await (await as(env.sandbox.app, 'teacher')).post('meeting.reply', { id: sent.d.id, answer: 'attend' });
    expect([late.e, late.m]).toEqual([SandboxErrorCode.conflict, MEETING_MESSAGES.started.zh]);
  });

  it('never books a room twice at one time', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.post('meeting.send', NOTICE)).e).toBe(0);
    const overlapping = await staff.post('meeting.send', { ...NOTICE, title: '另一个会', start: '2026-05-12T16:00', end: '2026-05-12T17:00' });
    expect([overlapping.e, overlapping.m]).toEqual([SandboxErrorCode.conflict, MEETING_MESSAGES.roomTaken('教学督导反馈会', '15:00', '16:30').zh]);
    const seeded = await staff.post('meeting.send', { ...NOTICE, start: '2026-05-12T08:30', end: '2026-05-12T09:30' });
    expect(seeded.m).toBe(MEETING_MESSAGES.roomTaken('校长办公会', '09:00', '10:30').zh);
    // Back to back is not an overlap; another room at the same time is free.
    expect((await staff.post('meeting.send', { ...NOTICE, start: '2026-05-12T16:30', end: '2026-05-12T17:00' })).e).toBe(0);
    expect((await staff.post('meeting.send', { ...NOTICE, roomId: 4 })).e).toBe(0);
  });

  it('refuses students and teachers sending, and hides whom to invite from them', async () => {
    for (const username of ['student', 'teacher', 'instructor']) {
      const user = await as(env.sandbox.app, username);
      const sent = await user.post('meeting.send', NOTICE);
      expect([sent.e, sent.m]).toEqual([SandboxErrorCode.forbidden, MEETING_MESSAGES.sendOnly.zh]);
      expect((await user.get('meeting.invitees')).e).toBe(SandboxErrorCode.forbidden);
    }
    const admin = await as(env.sandbox.app, 'admin');
    expect((await admin.post('meeting.send', NOTICE)).e).toBe(0);
  });

  it('refuses in the reader’s language: English or Traditional Chinese', async () => {
    const inEnglish = await (await as(env.sandbox.app, 'teacher', 'en')).post('meeting.send', NOTICE);
    expect([inEnglish.e, inEnglish.m]).toEqual([SandboxErrorCode.forbidden, 'Only administrative office staff can send meeting notices']);
    const inTraditional = await (await as(env.sandbox.app, 'student', 'tw')).post('meeting.send', NOTICE);
    expect([inTraditional.e, inTraditional.m]).toEqual([SandboxErrorCode.forbidden, '只有行政辦公人員可以發送會議通知']);
    // A refusal that names the meeting in the way says so in the reader's words around it.
    const staff = await as(env.sandbox.app, 'staff', 'en');
    const taken = await staff.post('meeting.send', { ...NOTICE, start: '2026-05-12T08:30', end: '2026-05-12T09:30' });
    expect([taken.e, taken.m]).toEqual([SandboxErrorCode.conflict, 'The room is already booked at this time: 校长办公会 (09:00–10:30)']);
  });

  it('invites by role and by name', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const choices = await staff.get('meeting.invitees');
    expectContract('meeting.invitees', choices.d);
    expect(choices.d.people.some((one) => one.username === 'staff')).toBe(false);
    expect(choices.d.people.some((one) => one.username === 'visitor')).toBe(false);
    const teachers = choices.d.roles.find((one) => one.role === 'teacher')!.count;
    const sent = await staff.post('meeting.send', { ...NOTICE, roomId: 5, roles: ['teacher'], usernames: ['leader'] });
    expect(sent.d.invited).toBe(teachers + 1);
  });

  it.each([
    [{ title: ' ' }, '请填写会议名称'],
    [{ title: '会'.repeat(41) }, '会议名称最多 40 个字'],
    [{ roomId: 0 }, MEETING_MESSAGES.noRoom.zh],
    [{ roomId: 99 }, MEETING_MESSAGES.noRoom.zh],
    [{ start: 'tomorrow' }, MEETING_MESSAGES.badStart.zh],
    [{ end: '2026-05-12T14:00' }, MEETING_MESSAGES.endBeforeStart.zh],
    [{ start: '2026-05-11T09:00', end: '2026-05-11T10:00' }, MEETING_MESSAGES.past.zh],
    [{ usernames: [] }, MEETING_MESSAGES.noInvitees.zh],
    [{ usernames: ['nobody'] }, MEETING_MESSAGES.unknownInvitee('nobody').zh],
  ])('refuses %o', async (change, message) => {
    const staff = await as(env.sandbox.app, 'staff');
    const answer = await staff.post('meeting.send', { ...NOTICE, ...change });
    expect([answer.e, answer.m]).toEqual([SandboxErrorCode.badRequest, message]);
  });

  it.each([
    [{ answer: 'maybe' }, '请选择参加或请假'],
    [{ id: undefined }, '缺少会议编号'],
    [{ reason: '因'.repeat(101) }, '请假原因最多 100 个字'],
  ])('refuses a reply %o in its own words', async (change, message) => {
    const teacher = await as(env.sandbox.app, 'teacher');
    // Off the contract on purpose: what a hand-made request may send.
    const answer = await teacher.post('meeting.reply', { id: 1, answer: 'leave', reason: '监考', ...change } as MeetingReplyBody);
    expect([answer.e, answer.m]).toEqual([SandboxErrorCode.badRequest, message]);
  });
});

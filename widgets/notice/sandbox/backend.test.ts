/**
 * The notices module: the notice centre (list, detail, tips, acknowledge), publishing, the message
 * centre and do-not-disturb, each answer checked against its widget's contract, and the flows between
 * them: a published notice reaches its audience only, sends each a message, and reading the notice reads
 * the message too.
 */
import { describe, expect, it } from 'vitest';
import type { AnnouncementReleaseMineData, AnnouncementReleasePublishData } from '../../announcement-release/generated/types.ts';
import type { DoNotDisturbSettingsData } from '../../do-not-disturb/generated/types.ts';
import type { MessageCenterDetailData, MessageCenterListData, MessageCenterReadData } from '../../message-center/generated/types.ts';
import type { NoticeAcknowledgeData, NoticeDetailData, NoticeListData, NoticeTipsData } from '../generated/types.ts';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { PUBLISH_MESSAGES } from './announcementRoutes.ts';
import { MESSAGE_TEXTS } from './messageRoutes.ts';
import { NOTICE_MESSAGES } from './routes.ts';
import { SEED_NOTICES } from './seed.ts';
import { as, uploadPdf } from './testSupport.ts';
import { expectContract, clockedSandbox, getAs } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
/** Accounts with these roles in the sandbox (the profile module adds a graduate student to the five demo accounts). */
const accountsWithRole = (...roles: string[]) =>
  env.sandbox.db.prepare<string[], { n: number }>(`SELECT COUNT(*) AS n FROM users WHERE role IN (${roles.map(() => '?').join(', ')})`).get(...roles)!.n;
const forGroup = (group: 'students' | 'teachers' | 'staff') => SEED_NOTICES.filter((n) => n.audience.includes(group));
/** 2026-11-22 10:00 China time: after the seed's newest notice. */
const NOV_22_10AM = Date.UTC(2026, 10, 22, 2, 0, 0);

const publishFields = (extra: Record<string, string> = {}) => ({
  title: '关于期末考试安排的通知',
  department: '教务处',
  content: '<p>期末考试将于<strong>第18周</strong>进行。</p><ul><li>携带学生证</li></ul>',
  audience: 'students',
  important: '0',
  ...extra,
});

describe('notice.list', () => {
  it('answers each role the notices for its group, newest first, with unread and pending counts', async () => {
    const student = await as(env.sandbox.app, 'student');
    const page = await student.get<NoticeListData>('/api/notice/list?size=50');
    expect(page.e).toBe(0);
    expectContract('notice.list', page.d);
    const mine = forGroup('students');
    expect(page.d.total).toBe(mine.length);
    expect(page.d.list.map((n) => n.title)).toEqual(mine.map((n) => n.title));
    expect(page.d.unread).toBe(mine.filter((n) => !n.readBy?.includes('student')).length);
    expect(page.d.pendingTips).toBe(mine.filter((n) => n.important).length);
    expect(page.d.list.find((n) => n.title.includes('查重'))?.attachmentCount).toBe(1);

    const teacher = await as(env.sandbox.app, 'teacher');
    const theirs = await teacher.get<NoticeListData>('/api/notice/list?size=50');
    expect(theirs.d.list.map((n) => n.title)).toEqual(forGroup('teachers').map((n) => n.title));
  });

  it('pages and filters unread', async () => {
    const student = await as(env.sandbox.app, 'student');
    const first = await student.get<NoticeListData>('/api/notice/list?page=1&size=5');
    const second = await student.get<NoticeListData>('/api/notice/list?page=2&size=5');
    expect(first.d.list).toHaveLength(5);
    expect(second.d.list[0]!.id).not.toBe(first.d.list[0]!.id);
    const unread = await student.get<NoticeListData>('/api/notice/list?filter=unread&size=50');
    expectContract('notice.list', unread.d);
    expect(unread.d.total).toBe(unread.d.unread);
    expect(unread.d.list.every((n) => !n.read)).toBe(true);
    expect((await student.get('/api/notice/list?size=51')).e).toBe(400);
    expect((await student.get('/api/notice/list?filter=nope')).e).toBe(400);
  });

  it('refuses visitors (no notice permission) and anonymous users', async () => {
    const visitor = await as(env.sandbox.app, 'visitor');
    const refused = await visitor.get('/api/notice/list');
    expect(refused).toEqual({ e: SandboxErrorCode.forbidden, m: NOTICE_MESSAGES.forbidden.zh, d: null });
    expect((await getAs(env.sandbox.app, '/api/notice/list')).body.e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('notice.detail', () => {
  it('answers the notice with its attachments, which download as PDF; reading marks it and its message read', async () => {
    const student = await as(env.sandbox.app, 'student');
    const list = await student.get<NoticeListData>('/api/notice/list?size=50');
    const target = list.d.list.find((n) => n.title.includes('查重'))!;
    expect(target.read).toBe(false);
    const detail = await student.get<NoticeDetailData>(`/api/notice/detail?id=${target.id}`);
    expectContract('notice.detail', detail.d);
    expect(detail.d.audience).toEqual(['students', 'teachers']);
    expect(detail.d.attachments[0]!.name).toBe('毕业论文查重工作安排.pdf');
    const file = await env.sandbox.app.fetch(new Request(`http://sandbox${detail.d.attachments[0]!.url}`));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const after = await student.get<NoticeListData>('/api/notice/list?size=50');
    expect(after.d.list.find((n) => n.id === target.id)?.read).toBe(true);
    expect(after.d.unread).toBe(list.d.unread - 1);
    const messages = await student.get<MessageCenterListData>('/api/message/list?channel=notice&size=50');
    expect(messages.d.list.find((m) => m.link === `/notice/noticepage?id=${target.id}`)?.read).toBe(true);
  });

  it('answers 404 for a notice not addressed to the user, 400 for a bad id', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const student = await as(env.sandbox.app, 'student');
    const studentsOnly = (await student.get<NoticeListData>('/api/notice/list?size=50')).d.list.find((n) => n.title.includes('四六级'))!;
    expect(await teacher.get(`/api/notice/detail?id=${studentsOnly.id}`)).toEqual({ e: 404, m: NOTICE_MESSAGES.notFound.zh, d: null });
    expect((await teacher.get('/api/notice/detail?id=abc')).e).toBe(400);
  });
});

describe('notice.tips and notice.acknowledge', () => {
  it('lists important notices still to confirm, oldest first, and takes confirmations', async () => {
    const student = await as(env.sandbox.app, 'student');
    const tips = await student.get<NoticeTipsData>('/api/notice/tips');
    expectContract('notice.tips', tips.d);
    expect(tips.d.list.map((n) => n.title)).toEqual(['校园网认证系统升级维护公告', '关于做好2027年寒假学生离校工作的通知']);
    const first = tips.d.list[0]!;
    const done = await student.post<NoticeAcknowledgeData>('/api/notice/acknowledge', { id: String(first.id) });
    expect(done.e).toBe(0);
    expectContract('notice.acknowledge', done.d);
    expect(done.d.pendingTips).toBe(1);
    // Confirming again keeps the first time.
    const again = await student.post<NoticeAcknowledgeData>('/api/notice/acknowledge', { id: String(first.id) });
    expect(again.d.acknowledgedAt).toBe(done.d.acknowledgedAt);
    expect((await student.get<NoticeTipsData>('/api/notice/tips')).d.list).toHaveLength(1);
    expect((await student.get<NoticeDetailData>(`/api/notice/detail?id=${first.id}`)).d.acknowledged).toBe(true);
  });

  it('refuses to confirm a notice that is not important, or not the user’s', async () => {
    const student = await as(env.sandbox.app, 'student');
    const plain = (await student.get<NoticeListData>('/api/notice/list?size=50')).d.list.find((n) => !n.important)!;
    expect(await student.post('/api/notice/acknowledge', { id: String(plain.id) })).toEqual({ e: 400, m: NOTICE_MESSAGES.notImportant.zh, d: null });
    const staff = await as(env.sandbox.app, 'staff');
    const studentsOnly = (await student.get<NoticeTipsData>('/api/notice/tips')).d.list.find((n) => n.title.includes('寒假'))!;
    expect((await staff.post('/api/notice/acknowledge', { id: String(studentsOnly.id) })).e).toBe(404);
  });
});

describe('announcement-release.publish', () => {
  it('publishes to the chosen group only, with an attachment, and messages each recipient', async () => {
    env.clock = NOV_22_10AM;
    const staff = await as(env.sandbox.app, 'staff');
    const url = await uploadPdf(env.sandbox.app, staff.cookie, '期末考试安排.pdf');
    const published = await staff.post<AnnouncementReleasePublishData>('/api/announcement/publish', publishFields({ attachments: url, important: '1' }));
    expect(published.e).toBe(0);
    expectContract('announcement-release.publish', published.d);
    expect(published.d.recipients).toBe(accountsWithRole('student'));

    const student = await as(env.sandbox.app, 'student');
    const list = await student.get<NoticeListData>('/api/notice/list');
    expect(list.d.list[0]).toMatchObject({
      id: published.d.id,
      title: '关于期末考试安排的通知',
      read: false,
      important: true,
      attachmentCount: 1,
      department: '教务处',
    });
    const inbox = await student.get<MessageCenterListData>('/api/message/list');
    expect(inbox.d.list[0]).toMatchObject({
      channel: 'notice',
      title: '新通知：关于期末考试安排的通知',
      read: false,
      link: `/notice/noticepage?id=${published.d.id}`,
    });
    const detail = await student.get<NoticeDetailData>(`/api/notice/detail?id=${published.d.id}`);
    expect(detail.d).toMatchObject({ publisher: '张老师', attachments: [{ name: '期末考试安排.pdf', url }] });
    expect((await student.get<MessageCenterListData>('/api/message/list')).d.unread).toBe(inbox.d.unread - 1);

    const teacher = await as(env.sandbox.app, 'teacher');
    expect((await teacher.get<NoticeListData>('/api/notice/list?size=50')).d.list.some((n) => n.id === published.d.id)).toBe(false);
    expect((await teacher.get(`/api/notice/detail?id=${published.d.id}`)).e).toBe(404);
    expect((await teacher.get<MessageCenterListData>('/api/message/list?size=50')).d.list.some((m) => m.title.includes('期末考试'))).toBe(false);

    const mine = await staff.get<AnnouncementReleaseMineData>('/api/announcement/mine');
    expectContract('announcement-release.mine', mine.d);
    expect(mine.d.list[0]).toMatchObject({
      id: published.d.id,
      audience: ['students'],
      recipients: accountsWithRole('student'),
      readCount: 1,
      attachmentCount: 1,
      important: true,
    });
  });

  it('sends "all" to students, teachers, staff and administrators (the campus staff among them), never to visitors', async () => {
    const admin = await as(env.sandbox.app, 'admin');
    const published = await admin.post<AnnouncementReleasePublishData>('/api/announcement/publish', publishFields({ audience: 'all' }));
    expect(published.d.recipients).toBe(accountsWithRole('student', 'teacher', 'staff', 'admin', 'instructor', 'leader', 'manager'));
    const visitor = await as(env.sandbox.app, 'visitor');
    expect((await visitor.get<MessageCenterListData>('/api/message/list?size=50')).d.list.some((m) => m.title.includes('期末考试'))).toBe(false);
  });

  it.each(['student', 'teacher', 'visitor'])('refuses %s (no publish permission)', async (username) => {
    const user = await as(env.sandbox.app, username);
    expect(await user.post('/api/announcement/publish', publishFields())).toEqual({ e: 403, m: PUBLISH_MESSAGES.forbidden.zh, d: null });
    expect((await user.get('/api/announcement/mine')).e).toBe(403);
  });

  it.each([
    [{ title: '  ' }, PUBLISH_MESSAGES.titleMissing.zh],
    [{ title: '通'.repeat(81) }, PUBLISH_MESSAGES.titleTooLong.zh],
    [{ department: '' }, PUBLISH_MESSAGES.departmentMissing.zh],
    [{ content: '<script>alert(1)</script><p> </p>' }, PUBLISH_MESSAGES.contentMissing.zh],
    [{ audience: '' }, PUBLISH_MESSAGES.audienceMissing.zh],
    [{ audience: 'students,visitors' }, PUBLISH_MESSAGES.audienceInvalid.zh],
    [{ attachments: '/site/attach?file=all/2026/0000000000000000.pdf' }, PUBLISH_MESSAGES.attachmentInvalid.zh],
  ])('refuses %j: %s', async (fields, message) => {
    const staff = await as(env.sandbox.app, 'staff');
    expect(await staff.post('/api/announcement/publish', publishFields(fields as Record<string, string>))).toEqual({ e: 400, m: message, d: null });
  });

  it("refuses someone else's upload as an attachment", async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const url = await uploadPdf(env.sandbox.app, teacher.cookie, '别人的文件.pdf');
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.post('/api/announcement/publish', publishFields({ attachments: url }))).m).toBe(PUBLISH_MESSAGES.attachmentInvalid.zh);
  });

  it('stores the rich text sanitized, whatever the browser sent', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const content =
      '<p onclick="alert(1)">正文<img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a><a href="https://www.demo.edu.cn/">官网</a></p><script>alert(1)</script>';
    const published = await staff.post<AnnouncementReleasePublishData>('/api/announcement/publish', publishFields({ content }));
    const student = await as(env.sandbox.app, 'student');
    const detail = await student.get<NoticeDetailData>(`/api/notice/detail?id=${published.d.id}`);
    expect(detail.d.content).toBe('<p>正文<a>链接</a><a href="https://www.demo.edu.cn/" target="_blank" rel="noopener noreferrer">官网</a></p>');
  });
});

describe('message centre', () => {
  it('lists messages newest first with every channel’s unread count, by channel and page', async () => {
    const student = await as(env.sandbox.app, 'student');
    const all = await student.get<MessageCenterListData>('/api/message/list?size=50');
    expectContract('message-center.list', all.d);
    expect(all.d.channels.map((c) => c.id)).toEqual(['notice', 'approval', 'service', 'system']);
    expect(all.d.unread).toBe(all.d.channels.reduce((sum, c) => sum + c.unread, 0));
    expect(all.d.unread).toBe(all.d.list.filter((m) => !m.read).length);
    const times = all.d.list.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const approvals = await student.get<MessageCenterListData>('/api/message/list?channel=approval');
    expect(approvals.d.list.every((m) => m.channel === 'approval')).toBe(true);
    const page = await student.get<MessageCenterListData>('/api/message/list?size=5&page=2');
    expect(page.d.list).toHaveLength(5);
    expect((await student.get('/api/message/list?channel=nope')).e).toBe(400);
  });

  it('reads one by opening it, only one’s own', async () => {
    const student = await as(env.sandbox.app, 'student');
    const unread = (await student.get<MessageCenterListData>('/api/message/list?filter=unread')).d;
    const first = unread.list[0]!;
    const detail = await student.get<MessageCenterDetailData>(`/api/message/detail?id=${first.id}`);
    expectContract('message-center.detail', detail.d);
    expect(detail.d).toMatchObject({ id: first.id, read: true, channelName: expect.any(String) });
    expect((await student.get<MessageCenterListData>('/api/message/list')).d.unread).toBe(unread.unread - 1);
    const teacher = await as(env.sandbox.app, 'teacher');
    expect(await teacher.get(`/api/message/detail?id=${first.id}`)).toEqual({ e: 404, m: MESSAGE_TEXTS.notFound.zh, d: null });
  });

  it('marks one, a channel, or all read', async () => {
    const student = await as(env.sandbox.app, 'student');
    const before = (await student.get<MessageCenterListData>('/api/message/list?filter=unread')).d;
    const one = await student.post<MessageCenterReadData>('/api/message/read', { id: String(before.list[0]!.id) });
    expectContract('message-center.read', one.d);
    expect(one.d).toEqual({ marked: 1, unread: before.unread - 1 });
    const notices = before.channels.find((c) => c.id === 'notice')!.unread - (before.list[0]!.channel === 'notice' ? 1 : 0);
    const channel = await student.post<MessageCenterReadData>('/api/message/read', { all: '1', channel: 'notice' });
    expect(channel.d.marked).toBe(notices);
    const rest = await student.post<MessageCenterReadData>('/api/message/read', { all: '1' });
    expect(rest.d.unread).toBe(0);
    expect((await student.post('/api/message/read', {})).m).toBe(MESSAGE_TEXTS.readWhat.zh);
  });
});

describe('do-not-disturb', () => {
  it('answers the defaults before the first save, then what was saved, across midnight', async () => {
    const student = await as(env.sandbox.app, 'student');
    const first = await student.get<DoNotDisturbSettingsData>('/api/message/dnd');
    expectContract('do-not-disturb.settings', first.d);
    expect(first.d).toMatchObject({ enabled: false, start: '22:00', end: '07:00' });
    expect(first.d.updatedAt).toBeUndefined();
    const saved = await student.post<DoNotDisturbSettingsData>('/api/message/dnd/save', { enabled: '1', start: '23:30', end: '06:45', muted: 'notice,system' });
    expect(saved.e).toBe(0);
    expectContract('do-not-disturb.save', saved.d);
    const again = await student.get<DoNotDisturbSettingsData>('/api/message/dnd');
    expect(again.d).toEqual(saved.d);
    expect(again.d.channels.filter((c) => c.muted).map((c) => c.id)).toEqual(['notice', 'system']);
    // Settings are per user.
    expect((await (await as(env.sandbox.app, 'teacher')).get<DoNotDisturbSettingsData>('/api/message/dnd')).d.enabled).toBe(false);
  });

  it.each([
    [{ start: '24:00' }, MESSAGE_TEXTS.badTime.zh],
    [{ end: '7:00' }, MESSAGE_TEXTS.badTime.zh],
    [{ start: '22:00', end: '22:00' }, MESSAGE_TEXTS.sameTimes.zh],
    [{ muted: '' }, MESSAGE_TEXTS.noChannel.zh],
    [{ muted: 'notice,sms' }, MESSAGE_TEXTS.badChannel.zh],
    [{ enabled: 'yes' }, MESSAGE_TEXTS.badEnabled.zh],
  ])('refuses %j: %s', async (fields, message) => {
    const student = await as(env.sandbox.app, 'student');
    const body = { enabled: '1', start: '22:00', end: '07:00', muted: 'notice', ...fields } as Record<string, string>;
    expect(await student.post('/api/message/dnd/save', body)).toEqual({ e: 400, m: message, d: null });
  });

  it('a switched-off window may keep no channel', async () => {
    const student = await as(env.sandbox.app, 'student');
    expect((await student.post('/api/message/dnd/save', { enabled: '0', start: '22:00', end: '07:00', muted: '' })).e).toBe(0);
  });

  it('marks a notice message silent when it arrives in the quiet window on a muted channel', async () => {
    await (await as(env.sandbox.app, 'student')).post('/api/message/dnd/save', { enabled: '1', start: '22:00', end: '07:00', muted: 'notice' });
    // Sessions last two hours: each moment logs in afresh.
    const publishAt = async (clock: number, title: string) => {
      env.clock = clock;
      await (await as(env.sandbox.app, 'staff')).post('/api/announcement/publish', publishFields({ title }));
    };
    await publishAt(Date.UTC(2026, 10, 22, 15, 30), '夜间发布的通知'); // 23:30 China time
    await publishAt(Date.UTC(2026, 10, 23, 2, 0), '白天发布的通知'); // 10:00 China time
    const student = await as(env.sandbox.app, 'student');
    const inbox = (await student.get<MessageCenterListData>('/api/message/list?channel=notice')).d.list;
    expect(inbox.find((m) => m.title.includes('夜间'))?.silent).toBe(true);
    expect(inbox.find((m) => m.title.includes('白天'))?.silent).toBe(false);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const visitor = await as(env.sandbox.app, 'visitor', language);
      expect(await visitor.get('/api/notice/list'), language).toEqual({ e: SandboxErrorCode.forbidden, m: NOTICE_MESSAGES.forbidden[language], d: null });
      const staff = await as(env.sandbox.app, 'staff', language);
      expect((await staff.post('/api/announcement/publish', publishFields({ audience: 'students,visitors' }))).m, language).toBe(
        PUBLISH_MESSAGES.audienceInvalid[language],
      );
      const student = await as(env.sandbox.app, 'student', language);
      const sameTimes = { enabled: '1', start: '22:00', end: '22:00', muted: 'notice' };
      expect((await student.post('/api/message/dnd/save', sameTimes)).m, language).toBe(MESSAGE_TEXTS.sameTimes[language]);
    }
    const teacher = await as(env.sandbox.app, 'teacher', 'en');
    expect((await teacher.post('/api/announcement/publish', publishFields())).m).toBe('You do not have permission to publish notices');
    const student = await as(env.sandbox.app, 'student', 'tw');
    expect((await student.post('/api/message/read', {})).m).toBe('請指定要標記為已讀的訊息');
  });
});

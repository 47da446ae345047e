/**
 * The publishing backend: a published notice reaches its audience only (read through the notice
 * centre's API), sends each recipient a message (read through the message centre's), and counts who read
 * it; refusals, sanitizing and attachments. Answers checked against the widget's contracts.
 */
import { describe, expect, it } from 'vitest';
import type { AnnouncementReleasePublishBody } from '../generated/types.ts';
import { PUBLISH_MESSAGES } from './routes.ts';
import { uploadPdf } from './testSupport.ts';
import { callAs, expectContract, clockedSandbox } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
/** Accounts with these roles in the sandbox (the profile module adds a graduate student to the five demo accounts). */
const accountsWithRole = (...roles: string[]) =>
  env.sandbox.db.prepare<string[], { n: number }>(`SELECT COUNT(*) AS n FROM users WHERE role IN (${roles.map(() => '?').join(', ')})`).get(...roles)!.n;
/** 2026-11-22 10:00 China time: after the seed's newest notice. */
const NOV_22_10AM = Date.UTC(2026, 10, 22, 2, 0, 0);

const publishFields = (extra: Partial<AnnouncementReleasePublishBody> = {}): AnnouncementReleasePublishBody => ({
  title: '关于期末考试安排的通知',
  department: '教务处',
  content: '<p>期末考试将于<strong>第18周</strong>进行。</p><ul><li>携带学生证</li></ul>',
  audience: 'students',
  important: 0,
  ...extra,
});

describe('announcement-release.publish', () => {
  it('publishes to the chosen group only, with an attachment, and messages each recipient', async () => {
    env.clock = NOV_22_10AM;
    const staff = await callAs(env.sandbox.app, 'staff');
    const url = await uploadPdf(env.sandbox.app, staff.cookie, '期末考试安排.pdf');
    const published = await staff.post('announcement-release.publish', publishFields({ attachments: url, important: 1 }));
    expect(published.e).toBe(0);
    expectContract('announcement-release.publish', published.d);
    expect(published.d.recipients).toBe(accountsWithRole('student'));

    const student = await callAs(env.sandbox.app, 'student');
    const list = await student.get('notice.list');
    expect(list.d.list[0]).toMatchObject({
      id: published.d.id,
      title: '关于期末考试安排的通知',
      read: false,
      important: true,
      attachmentCount: 1,
      department: '教务处',
    });
    const inbox = await student.get('message-center.list');
    expect(inbox.d.list[0]).toMatchObject({
      channel: 'notice',
      title: '新通知：关于期末考试安排的通知',
      read: false,
      link: `/notice/noticepage?id=${published.d.id}`,
    });
    const detail = await student.get('notice.detail', { id: published.d.id });
    expect(detail.d).toMatchObject({ publisher: '张老师', attachments: [{ name: '期末考试安排.pdf', url }] });
    expect((await student.get('message-center.list')).d.unread).toBe(inbox.d.unread - 1);

    const teacher = await callAs(env.sandbox.app, 'teacher');
    expect((await teacher.get('notice.list', { size: 50 })).d.list.some((n) => n.id === published.d.id)).toBe(false);
    expect((await teacher.get('notice.detail', { id: published.d.id })).e).toBe(404);
    expect((await teacher.get('message-center.list', { size: 50 })).d.list.some((m) => m.title.includes('期末考试'))).toBe(false);

    const mine = await staff.get('announcement-release.mine');
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
    const admin = await callAs(env.sandbox.app, 'admin');
    const published = await admin.post('announcement-release.publish', publishFields({ audience: 'all' }));
    expect(published.d.recipients).toBe(accountsWithRole('student', 'teacher', 'staff', 'admin', 'instructor', 'leader', 'manager'));
    const visitor = await callAs(env.sandbox.app, 'visitor');
    expect((await visitor.get('message-center.list', { size: 50 })).d.list.some((m) => m.title.includes('期末考试'))).toBe(false);
  });

  it.each(['student', 'teacher', 'visitor'])('refuses %s (no publish permission)', async (username) => {
    const user = await callAs(env.sandbox.app, username);
    expect(await user.post('announcement-release.publish', publishFields())).toEqual({ e: 403, m: PUBLISH_MESSAGES.forbidden.zh, d: null });
    expect((await user.get('announcement-release.mine')).e).toBe(403);
  });

  it.each([
    [{ title: '  ' }, '请填写通知标题'],
    [{ title: '通'.repeat(81) }, '通知标题不能超过 80 个字'],
    [{ department: '' }, '请填写发布单位'],
    [{ department: '处'.repeat(41) }, '发布单位不能超过 40 个字'],
    [{ content: '<script>alert(1)</script><p> </p>' }, PUBLISH_MESSAGES.contentMissing.zh],
    [{ content: undefined }, PUBLISH_MESSAGES.contentMissing.zh],
    [{ content: `<p>${'长'.repeat(20_000)}</p>` }, '通知正文过长，请精简后再发布'],
    [{ audience: '' }, '请选择通知对象'],
    [{ audience: 'students,visitors' }, '通知对象无效：可选 students、teachers、staff 或 all'],
    [{ attachments: '/site/attach?file=all/2026/0000000000000000.pdf' }, PUBLISH_MESSAGES.attachmentInvalid.zh],
  ])('refuses %j: %s', async (fields, message) => {
    const staff = await callAs(env.sandbox.app, 'staff');
    expect(await staff.post('announcement-release.publish', publishFields(fields))).toEqual({ e: 400, m: message, d: null });
  });

  it("refuses someone else's upload as an attachment", async () => {
    const teacher = await callAs(env.sandbox.app, 'teacher');
    const url = await uploadPdf(env.sandbox.app, teacher.cookie, '别人的文件.pdf');
    const staff = await callAs(env.sandbox.app, 'staff');
    expect((await staff.post('announcement-release.publish', publishFields({ attachments: url }))).m).toBe(PUBLISH_MESSAGES.attachmentInvalid.zh);
  });

  it('stores the rich text sanitized, whatever the browser sent', async () => {
    const staff = await callAs(env.sandbox.app, 'staff');
    const content =
      '<p onclick="alert(1)">正文<img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a><a href="https://www.demo.edu.cn/">官网</a></p><script>alert(1)</script>';
    const published = await staff.post('announcement-release.publish', publishFields({ content }));
    const student = await callAs(env.sandbox.app, 'student');
    const detail = await student.get('notice.detail', { id: published.d.id });
    expect(detail.d.content).toBe('<p>正文<a>链接</a><a href="https://www.demo.edu.cn/" target="_blank" rel="noopener noreferrer">官网</a></p>');
  });
});

describe('a notice arriving in the quiet window', () => {
  it('marks a notice message silent when it arrives in the quiet window on a muted channel', async () => {
    await (await callAs(env.sandbox.app, 'student')).post('do-not-disturb.save', { enabled: 1, start: '22:00', end: '07:00', muted: 'notice' });
    // Sessions last two hours: each moment logs in afresh.
    const publishAt = async (clock: number, title: string) => {
      env.clock = clock;
      await (await callAs(env.sandbox.app, 'staff')).post('announcement-release.publish', publishFields({ title }));
    };
    await publishAt(Date.UTC(2026, 10, 22, 15, 30), '夜间发布的通知'); // 23:30 China time
    await publishAt(Date.UTC(2026, 10, 23, 2, 0), '白天发布的通知'); // 10:00 China time
    const student = await callAs(env.sandbox.app, 'student');
    const inbox = (await student.get('message-center.list', { channel: 'notice' })).d.list;
    expect(inbox.find((m) => m.title.includes('夜间'))?.silent).toBe(true);
    expect(inbox.find((m) => m.title.includes('白天'))?.silent).toBe(false);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const staff = await callAs(env.sandbox.app, 'staff', language);
      expect((await staff.post('announcement-release.publish', publishFields({ audience: 'students,visitors' }))).m, language).toBe(
        { en: 'The audience is not valid: choose students, teachers, staff or all', tw: '通知對象無效：可選 students、teachers、staff 或 all' }[language],
      );
    }
    const teacher = await callAs(env.sandbox.app, 'teacher', 'en');
    expect((await teacher.post('announcement-release.publish', publishFields())).m).toBe('You do not have permission to publish notices');
  });
});

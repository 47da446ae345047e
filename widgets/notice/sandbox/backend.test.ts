/**
 * The notice centre's backend: list, detail, tips and acknowledge, each answer checked against the
 * widget's contract; a notice reaches its audience only, and reading it reads its message too.
 */
import { describe, expect, it } from 'vitest';
import type { NoticeListQuery } from '../generated/types.ts';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { NOTICE_MESSAGES } from './routes.ts';
import { SEED_NOTICES } from './seed.ts';
import { callAs, expectContract, clockedSandbox, keyedCaller } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const forGroup = (group: 'students' | 'teachers' | 'staff') => SEED_NOTICES.filter((n) => n.audience.includes(group));

describe('notice.list', () => {
  it('answers each role the notices for its group, newest first, with unread and pending counts', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const page = await student.get('notice.list', { size: 50 });
    expect(page.e).toBe(0);
    expectContract('notice.list', page.d);
    const mine = forGroup('students');
    expect(page.d.total).toBe(mine.length);
    expect(page.d.list.map((n) => n.title)).toEqual(mine.map((n) => n.title));
    expect(page.d.unread).toBe(mine.filter((n) => !n.readBy?.includes('student')).length);
    expect(page.d.pendingTips).toBe(mine.filter((n) => n.important).length);
    expect(page.d.list.find((n) => n.title.includes('查重'))?.attachmentCount).toBe(1);

    const teacher = await callAs(env.sandbox.app, 'teacher');
    const theirs = await teacher.get('notice.list', { size: 50 });
    expect(theirs.d.list.map((n) => n.title)).toEqual(forGroup('teachers').map((n) => n.title));
  });

  it('pages and filters unread', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const first = await student.get('notice.list', { page: 1, size: 5 });
    const second = await student.get('notice.list', { page: 2, size: 5 });
    expect(first.d.list).toHaveLength(5);
    expect(second.d.list[0]!.id).not.toBe(first.d.list[0]!.id);
    const unread = await student.get('notice.list', { filter: 'unread', size: 50 });
    expectContract('notice.list', unread.d);
    expect(unread.d.total).toBe(unread.d.unread);
    expect(unread.d.list.every((n) => !n.read)).toBe(true);
    // Off the contract on purpose: what a hand-made request may send.
    expect((await student.get('notice.list', { size: 51 })).e).toBe(400);
    expect((await student.get('notice.list', { filter: 'nope' } as unknown as NoticeListQuery)).e).toBe(400);
  });

  it('refuses visitors (no notice permission) and anonymous users', async () => {
    const visitor = await callAs(env.sandbox.app, 'visitor');
    const refused = await visitor.get('notice.list');
    expect(refused).toEqual({ e: SandboxErrorCode.forbidden, m: NOTICE_MESSAGES.forbidden.zh, d: null });
    expect((await keyedCaller(env.sandbox.app).get('notice.list')).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('notice.detail', () => {
  it('answers the notice with its attachments, which download as PDF; reading marks it and its message read', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const list = await student.get('notice.list', { size: 50 });
    const target = list.d.list.find((n) => n.title.includes('查重'))!;
    expect(target.read).toBe(false);
    const detail = await student.get('notice.detail', { id: target.id });
    expectContract('notice.detail', detail.d);
    expect(detail.d.audience).toEqual(['students', 'teachers']);
    expect(detail.d.attachments[0]!.name).toBe('毕业论文查重工作安排.pdf');
    const file = await env.sandbox.app.fetch(new Request(`http://sandbox${detail.d.attachments[0]!.url}`));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const after = await student.get('notice.list', { size: 50 });
    expect(after.d.list.find((n) => n.id === target.id)?.read).toBe(true);
    expect(after.d.unread).toBe(list.d.unread - 1);
    const messages = await student.get('message-center.list', { channel: 'notice', size: 50 });
    expect(messages.d.list.find((m) => m.link === `/notice/noticepage?id=${target.id}`)?.read).toBe(true);
  });

  it('answers 404 for a notice not addressed to the user, 400 for a bad id', async () => {
    const teacher = await callAs(env.sandbox.app, 'teacher');
    const student = await callAs(env.sandbox.app, 'student');
    const studentsOnly = (await student.get('notice.list', { size: 50 })).d.list.find((n) => n.title.includes('四六级'))!;
    expect(await teacher.get('notice.detail', { id: studentsOnly.id })).toEqual({ e: 404, m: NOTICE_MESSAGES.notFound.zh, d: null });
    // Off the contract on purpose: what a hand-made request may send.
    expect((await teacher.get('notice.detail', { id: 'abc' } as unknown as { id: number })).e).toBe(400);
  });
});

describe('notice.tips and notice.acknowledge', () => {
  it('lists important notices still to confirm, oldest first, and takes confirmations', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const tips = await student.get('notice.tips');
    expectContract('notice.tips', tips.d);
    expect(tips.d.list.map((n) => n.title)).toEqual(['校园网认证系统升级维护公告', '关于做好2027年寒假学生离校工作的通知']);
    const first = tips.d.list[0]!;
    const done = await student.post('notice.acknowledge', { id: first.id });
    expect(done.e).toBe(0);
    expectContract('notice.acknowledge', done.d);
    expect(done.d.pendingTips).toBe(1);
    // Confirming again keeps the first time.
    const again = await student.post('notice.acknowledge', { id: first.id });
    expect(again.d.acknowledgedAt).toBe(done.d.acknowledgedAt);
    expect((await student.get('notice.tips')).d.list).toHaveLength(1);
    expect((await student.get('notice.detail', { id: first.id })).d.acknowledged).toBe(true);
  });

  it('refuses to confirm a notice that is not important, or not the user’s', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const plain = (await student.get('notice.list', { size: 50 })).d.list.find((n) => !n.important)!;
    expect(await student.post('notice.acknowledge', { id: plain.id })).toEqual({ e: 400, m: NOTICE_MESSAGES.notImportant.zh, d: null });
    const staff = await callAs(env.sandbox.app, 'staff');
    const studentsOnly = (await student.get('notice.tips')).d.list.find((n) => n.title.includes('寒假'))!;
    expect((await staff.post('notice.acknowledge', { id: studentsOnly.id })).e).toBe(404);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const visitor = await callAs(env.sandbox.app, 'visitor', language);
      expect(await visitor.get('notice.list'), language).toEqual({ e: SandboxErrorCode.forbidden, m: NOTICE_MESSAGES.forbidden[language], d: null });
    }
  });
});

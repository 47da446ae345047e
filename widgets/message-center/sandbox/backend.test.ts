/**
 * The message centre's backend: the list with every channel's unread count, opening and marking read,
 * each answer checked against the widget's contract; each user sees only their own messages.
 */
import { describe, expect, it } from 'vitest';
import type { MessageCenterListQuery } from '../generated/types.ts';
import { MESSAGE_TEXTS } from './routes.ts';
import { callAs, expectContract, clockedSandbox } from '../../../sandbox/testing.ts';

const env = clockedSandbox();

describe('message centre', () => {
  it('lists messages newest first with every channel’s unread count, by channel and page', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const all = await student.get('message-center.list', { size: 50 });
    expectContract('message-center.list', all.d);
    expect(all.d.channels.map((c) => c.id)).toEqual(['notice', 'approval', 'service', 'system']);
    expect(all.d.unread).toBe(all.d.channels.reduce((sum, c) => sum + c.unread, 0));
    expect(all.d.unread).toBe(all.d.list.filter((m) => !m.read).length);
    const times = all.d.list.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const approvals = await student.get('message-center.list', { channel: 'approval' });
    expect(approvals.d.list.every((m) => m.channel === 'approval')).toBe(true);
    const page = await student.get('message-center.list', { size: 5, page: 2 });
    expect(page.d.list).toHaveLength(5);
    expect((await student.get('message-center.list', { channel: 'nope' })).e).toBe(400);
    // Off the contract on purpose: what a hand-made request may send.
    expect((await student.get('message-center.list', { filter: 'read' } as unknown as MessageCenterListQuery)).e).toBe(400);
  });

  it('shows one without changing it (a GET), then the page marks it read; only one’s own', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const unread = (await student.get('message-center.list', { filter: 'unread' })).d;
    const first = unread.list[0]!;
    const detail = await student.get('message-center.detail', { id: first.id });
    expectContract('message-center.detail', detail.d);
    expect(detail.d).toMatchObject({ id: first.id, read: false, channelName: expect.any(String) });
    expect((await student.get('message-center.list')).d.unread).toBe(unread.unread);
    await student.post('message-center.read', { id: first.id });
    expect((await student.get('message-center.list')).d.unread).toBe(unread.unread - 1);
    const teacher = await callAs(env.sandbox.app, 'teacher');
    expect(await teacher.get('message-center.detail', { id: first.id })).toEqual({ e: 404, m: MESSAGE_TEXTS.notFound.zh, d: null });
  });

  it('marks one, a channel, or all read', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const before = (await student.get('message-center.list', { filter: 'unread' })).d;
    const one = await student.post('message-center.read', { id: before.list[0]!.id });
    expectContract('message-center.read', one.d);
    expect(one.d).toEqual({ marked: 1, unread: before.unread - 1 });
    const notices = before.channels.find((c) => c.id === 'notice')!.unread - (before.list[0]!.channel === 'notice' ? 1 : 0);
    const channel = await student.post('message-center.read', { all: 1, channel: 'notice' });
    expect(channel.d.marked).toBe(notices);
    const rest = await student.post('message-center.read', { all: 1 });
    expect(rest.d.unread).toBe(0);
    expect((await student.post('message-center.read', {})).m).toBe(MESSAGE_TEXTS.readWhat.zh);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await callAs(env.sandbox.app, 'student', language);
      expect((await student.post('message-center.read', {})).m, language).toBe(MESSAGE_TEXTS.readWhat[language]);
    }
    const student = await callAs(env.sandbox.app, 'student', 'tw');
    expect((await student.post('message-center.read', {})).m).toBe('請指定要標記為已讀的訊息');
  });
});

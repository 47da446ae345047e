/**
 * The do-not-disturb backend: settings per user, saved and refused, each answer checked against the
 * widget's contract; the kit's message delivery honours what was saved.
 */
import { describe, expect, it } from 'vitest';
import type { DoNotDisturbSettingsData } from '../generated/types.ts';
import { deliverMessage } from '../../../sandbox/kit.ts';
import { DND_MESSAGES } from './routes.ts';
import { as } from './testSupport.ts';
import { expectContract, clockedSandbox } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
/** What this test reads of the message centre's list (message-center.list, another widget's contract). */
type Inbox = { list: Array<{ title: string; silent: boolean }> };

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
    [{ start: '24:00' }, DND_MESSAGES.badTime.zh],
    [{ end: '7:00' }, DND_MESSAGES.badTime.zh],
    [{ start: '22:00', end: '22:00' }, DND_MESSAGES.sameTimes.zh],
    [{ muted: '' }, DND_MESSAGES.noChannel.zh],
    [{ muted: 'notice,sms' }, DND_MESSAGES.badChannel.zh],
    [{ enabled: 'yes' }, DND_MESSAGES.badEnabled.zh],
  ])('refuses %j: %s', async (fields, message) => {
    const student = await as(env.sandbox.app, 'student');
    const body = { enabled: '1', start: '22:00', end: '07:00', muted: 'notice', ...fields } as Record<string, string>;
    expect(await student.post('/api/message/dnd/save', body)).toEqual({ e: 400, m: message, d: null });
  });

  it('a switched-off window may keep no channel', async () => {
    const student = await as(env.sandbox.app, 'student');
    expect((await student.post('/api/message/dnd/save', { enabled: '0', start: '22:00', end: '07:00', muted: '' })).e).toBe(0);
  });

  it('makes a message arriving in the quiet window on a muted channel silent, and only that one', async () => {
    await (await as(env.sandbox.app, 'student')).post('/api/message/dnd/save', { enabled: '1', start: '22:00', end: '07:00', muted: 'notice' });
    const deliver = (createdAt: number, title: string, channel = 'notice') =>
      deliverMessage(env.sandbox.db, { username: 'student', channel, title, body: title, createdAt: createdAt / 1000 });
    deliver(Date.UTC(2026, 10, 22, 15, 30), '夜间的通知'); // 23:30 China time
    deliver(Date.UTC(2026, 10, 23, 2, 0), '白天的通知'); // 10:00 China time
    deliver(Date.UTC(2026, 10, 22, 15, 30), '夜间的系统消息', 'system');
    const inbox = (await (await as(env.sandbox.app, 'student')).get<Inbox>('/api/message/list?size=50')).d.list;
    expect(inbox.find((m) => m.title === '夜间的通知')?.silent).toBe(true);
    expect(inbox.find((m) => m.title === '白天的通知')?.silent).toBe(false);
    expect(inbox.find((m) => m.title === '夜间的系统消息')?.silent).toBe(false);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await as(env.sandbox.app, 'student', language);
      const sameTimes = { enabled: '1', start: '22:00', end: '22:00', muted: 'notice' };
      expect((await student.post('/api/message/dnd/save', sameTimes)).m, language).toBe(DND_MESSAGES.sameTimes[language]);
    }
  });
});

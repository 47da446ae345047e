/**
 * The do-not-disturb backend: settings per user, saved and refused, each answer checked against the
 * widget's contract; the kit's message delivery honours what was saved.
 */
import { describe, expect, it } from 'vitest';
import type { DoNotDisturbSaveBody } from '../generated/types.ts';
import { deliverMessage } from '../../../sandbox/kit.ts';
import { DND_MESSAGES } from './routes.ts';
import { callAs, expectContract, clockedSandbox } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const QUIET: DoNotDisturbSaveBody = { enabled: 1, start: '22:00', end: '07:00', muted: 'notice' };

describe('do-not-disturb', () => {
  it('answers the defaults before the first save, then what was saved, across midnight', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const first = await student.get('do-not-disturb.settings');
    expectContract('do-not-disturb.settings', first.d);
    expect(first.d).toMatchObject({ enabled: false, start: '22:00', end: '07:00' });
    expect(first.d.updatedAt).toBeUndefined();
    const saved = await student.post('do-not-disturb.save', { enabled: 1, start: '23:30', end: '06:45', muted: 'notice,system' });
    expect(saved.e).toBe(0);
    expectContract('do-not-disturb.save', saved.d);
    const again = await student.get('do-not-disturb.settings');
    expect(again.d).toEqual(saved.d);
    expect(again.d.channels.filter((c) => c.muted).map((c) => c.id)).toEqual(['notice', 'system']);
    // Settings are per user.
    expect((await (await callAs(env.sandbox.app, 'teacher')).get('do-not-disturb.settings')).d.enabled).toBe(false);
  });

  it.each([
    [{ start: '24:00' }, '请输入有效的时间（00:00—23:59）'],
    [{ end: '7:00' }, '请输入有效的时间（00:00—23:59）'],
    [{ start: '22:00', end: '22:00' }, DND_MESSAGES.sameTimes.zh],
    [{ muted: '' }, DND_MESSAGES.noChannel.zh],
    [{ muted: 'notice,sms' }, DND_MESSAGES.badChannel.zh],
    [{ enabled: 'yes' }, '参数 enabled 无效：应为 1 或 0'],
  ])('refuses %j: %s', async (fields, message) => {
    const student = await callAs(env.sandbox.app, 'student');
    // Off the contract on purpose: what a hand-made request may send.
    expect(await student.post('do-not-disturb.save', { ...QUIET, ...fields } as DoNotDisturbSaveBody)).toEqual({ e: 400, m: message, d: null });
  });

  it('a switched-off window may keep no channel', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    expect((await student.post('do-not-disturb.save', { ...QUIET, enabled: 0, muted: '' })).e).toBe(0);
  });

  it('makes a message arriving in the quiet window on a muted channel silent, and only that one', async () => {
    await (await callAs(env.sandbox.app, 'student')).post('do-not-disturb.save', QUIET);
    const deliver = (createdAt: number, title: string, channel = 'notice') =>
      deliverMessage(env.sandbox.db, { username: 'student', channel, title, body: title, createdAt: createdAt / 1000 });
    deliver(Date.UTC(2026, 10, 22, 15, 30), '夜间的通知'); // 23:30 China time
    deliver(Date.UTC(2026, 10, 23, 2, 0), '白天的通知'); // 10:00 China time
    deliver(Date.UTC(2026, 10, 22, 15, 30), '夜间的系统消息', 'system');
    const inbox = (await (await callAs(env.sandbox.app, 'student')).get('message-center.list', { size: 50 })).d.list;
    expect(inbox.find((m) => m.title === '夜间的通知')?.silent).toBe(true);
    expect(inbox.find((m) => m.title === '白天的通知')?.silent).toBe(false);
    expect(inbox.find((m) => m.title === '夜间的系统消息')?.silent).toBe(false);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await callAs(env.sandbox.app, 'student', language);
      expect((await student.post('do-not-disturb.save', { ...QUIET, end: '22:00' })).m, language).toBe(DND_MESSAGES.sameTimes[language]);
      expect((await student.post('do-not-disturb.save', { ...QUIET, end: '25:00' })).m, language).toBe(
        { en: 'Enter a valid time (00:00–23:59)', tw: '請輸入有效的時間（00:00—23:59）' }[language],
      );
    }
  });
});

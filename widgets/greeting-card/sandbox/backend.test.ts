/**
 * The 电子贺卡 endpoints: behind a login and the app's grant (visitors have none); recipients searched;
 * a card checked, sent, found in the sender's sent box and the recipient's inbox, then marked read;
 * every `d` validates against widgets/greeting-card/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { GreetingCardSendBody } from '../generated/types.ts';
import { GREETING_MESSAGES } from './routes.ts';
import { GREETING_TEMPLATES } from './seed.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
const userId = (username: string) => env.sandbox.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?').get(username)!.id;

describe('greeting cards', () => {
  it('need a login and the app: a visitor is refused (e = 403)', async () => {
    expect((await keyedCaller(env.sandbox.app).get('greeting-card.templates')).e).toBe(10013);
    const visitor = await as('visitor');
    expect(await visitor.get('greeting-card.templates')).toMatchObject({ e: 403, m: GREETING_MESSAGES.forbidden.zh });
    expect((await visitor.post('greeting-card.send', { templateId: 'newyear', recipientId: userId('staff'), content: '好' })).e).toBe(403);
  });

  it('answers the designs and searches colleagues, never the user or a visitor', async () => {
    const teacher = await as('teacher');
    const templates = await teacher.get('greeting-card.templates');
    expectContract('greeting-card.templates', templates.d);
    expect(templates.d.list.map((t) => t.id)).toEqual(GREETING_TEMPLATES.map((t) => t.id));
    const all = await teacher.get('greeting-card.recipients');
    expectContract('greeting-card.recipients', all.d);
    // Two people may share a name (the student and the graduate student 王小明): the role tells them apart.
    expect(all.d.list.map((p) => `${p.name}（${p.roleName}）`).sort()).toEqual(
      [
        '张老师（职工）',
        '王小明（学生）',
        '王小明（研究生）',
        '林晓雨（新生）',
        '系统管理员（管理员）',
        // The office staff (staff accounts the widgets' sandboxes add).
        '孙建国（资产管理员）',
        '赵敏（文书）',
        '马建华（报修调度）',
        '赵国强（维修师傅）',
        '何静（初审人）',
        '吴振华（终审人）',
        '周敏（活动组织者）',
        '韩冬（二手市场管理员）',
        '郭小芸（失物招领审核员）',
        '陈立峰（检票员）',
        // A second student (the seat widget's, to book against 王小明).
        '陈思远（学生）',
      ].sort(),
    );
    expect((await teacher.get('greeting-card.recipients', { q: '张' })).d.list).toEqual([{ id: userId('staff'), name: '张老师', roleName: '职工' }]);
    expect((await teacher.get('greeting-card.recipients', { q: '%' })).d.list).toEqual([]);
  });

  it('sends a card from teacher to staff: in the sent box, then unread in the inbox, then read', async () => {
    const teacher = await as('teacher');
    const sent = await teacher.post('greeting-card.send', { templateId: 'midautumn', recipientId: userId('staff'), content: ' 中秋快乐！ ' });
    expectContract('greeting-card.send', sent.d);
    expect(sent.d.recipientName).toBe('张老师');
    const outbox = await teacher.get('greeting-card.list', { box: 'sent' });
    expectContract('greeting-card.list', outbox.d);
    expect(outbox.d.list[0]).toMatchObject({
      id: sent.d.id,
      templateId: 'midautumn',
      templateName: '中秋',
      content: '中秋快乐！',
      peer: { name: '张老师' },
      read: false,
    });

    const staff = await as('staff');
    const inbox = await staff.get('greeting-card.list', { box: 'received' });
    expectContract('greeting-card.list', inbox.d);
    expect(inbox.d.list[0]).toMatchObject({ id: sent.d.id, peer: { name: '李老师' }, read: false });
    expect(inbox.d.unread).toBe(1);
    // Only the recipient marks a card read.
    expect((await teacher.post('greeting-card.read', { id: sent.d.id })).e).toBe(404);
    const read = await staff.post('greeting-card.read', { id: sent.d.id });
    expectContract('greeting-card.read', read.d);
    expect((await staff.get('greeting-card.list')).d).toMatchObject({ unread: 0 });
  });

  it('refuses a card without design, recipient or greeting, to oneself, to a visitor, or too long', async () => {
    const student = await as('student');
    const send = (fields: Partial<Record<keyof GreetingCardSendBody, unknown>>) =>
      // Off the contract on purpose where a test sends a field as a hand-made request may (a recipient 'x').
      student.post('greeting-card.send', { templateId: 'newyear', recipientId: userId('teacher'), content: '新年快乐', ...fields } as GreetingCardSendBody);
    expect(await send({ templateId: 'nope' })).toMatchObject({ e: 400, m: GREETING_MESSAGES.badTemplate.zh });
    expect(await send({ templateId: '' })).toMatchObject({ e: 400, m: GREETING_MESSAGES.badTemplate.zh });
    expect(await send({ recipientId: 'x' })).toMatchObject({ e: 400, m: GREETING_MESSAGES.badRecipient.zh });
    expect(await send({ recipientId: userId('visitor') })).toMatchObject({ e: 400, m: GREETING_MESSAGES.badRecipient.zh });
    expect(await send({ recipientId: userId('student') })).toMatchObject({ e: 400, m: GREETING_MESSAGES.toSelf.zh });
    expect(await send({ content: '  ' })).toMatchObject({ e: 400, m: '请填写祝福语' });
    expect(await send({ content: '福'.repeat(201) })).toMatchObject({ e: 400, m: '祝福语不能超过 200 个字' });
    expect((await send({})).e).toBe(0);
  });

  it('tells a refusal in the reader’s language: en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await as('student', language);
      const toSelf = await student.post('greeting-card.send', { templateId: 'newyear', recipientId: userId('student'), content: '好' });
      expect(toSelf, language).toEqual({ e: 400, m: GREETING_MESSAGES.toSelf[language], d: null });
      expect((await (await as('visitor', language)).get('greeting-card.templates')).m, language).toBe(GREETING_MESSAGES.forbidden[language]);
    }
    const tooLong = { templateId: 'newyear', recipientId: userId('teacher'), content: '福'.repeat(201) };
    expect((await (await as('student', 'en')).post('greeting-card.send', tooLong)).m).toBe('The greeting can be at most 200 characters');
    expect((await (await as('student', 'tw')).post('greeting-card.send', tooLong)).m).toBe('祝福語不能超過 200 個字');
    expect((await (await as('student', 'en')).get('greeting-card.recipients', { q: '张'.repeat(21) })).m).toBe('The search can be at most 20 characters');
  });

  it('pages the boxes and refuses an unknown box', async () => {
    const student = await as('student');
    const page = await student.get('greeting-card.list', { box: 'received', size: 1, page: 2 });
    expectContract('greeting-card.list', page.d);
    expect(page.d.list).toHaveLength(1);
    expect(page.d.total).toBe(2);
    // Off the contract on purpose: a box there is not.
    expect((await student.get('greeting-card.list', { box: 'trash' as 'sent' })).e).toBe(400);
  });
});

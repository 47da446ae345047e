/**
 * The 电子贺卡 endpoints: behind a login and the app's grant (visitors have none); recipients searched;
 * a card checked, sent, found in the sender's sent box and the recipient's inbox, then marked read;
 * every `d` validates against widgets/greeting-card/contracts.
 */
import { describe, expect, it } from 'vitest';
import type {
  GreetingCardListData,
  GreetingCardReadData,
  GreetingCardRecipientsData,
  GreetingCardSendData,
  GreetingCardTemplatesData,
} from '../generated/types.ts';
import type { Envelope } from '../../../sandbox/kit.ts';
import { GREETING_MESSAGES } from './routes.ts';
import { GREETING_TEMPLATES } from './seed.ts';
import { clockedSandbox, formRequest, getAs, logIn, expectContract } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const get = <T>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, path, cookie).then((answer) => answer.body);
const post = async <T>(path: string, fields: Record<string, string>, cookie?: string) =>
  (await (await env.sandbox.app.fetch(formRequest(path, fields, { cookie }))).json()) as Envelope<T>;
const userId = (username: string) => env.sandbox.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?').get(username)!.id;

describe('greeting cards', () => {
  it('need a login and the app: a visitor is refused (e = 403)', async () => {
    expect((await get('/api/greetingCard/templates')).e).toBe(10013);
    const visitor = await logIn(env.sandbox.app, 'visitor');
    expect(await get('/api/greetingCard/templates', visitor.cookie)).toMatchObject({ e: 403, m: GREETING_MESSAGES.forbidden.zh });
    expect((await post('/api/greetingCard/send', { templateId: 'newyear', recipientId: String(userId('staff')), content: '好' }, visitor.cookie)).e).toBe(403);
  });

  it('answers the designs and searches colleagues, never the user or a visitor', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'teacher');
    const templates = await get<GreetingCardTemplatesData>('/api/greetingCard/templates', cookie);
    expectContract('greeting-card.templates', templates.d);
    expect(templates.d.list.map((t) => t.id)).toEqual(GREETING_TEMPLATES.map((t) => t.id));
    const all = await get<GreetingCardRecipientsData>('/api/greetingCard/recipients', cookie);
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
      ].sort(),
    );
    expect((await get<GreetingCardRecipientsData>(`/api/greetingCard/recipients?q=${encodeURIComponent('张')}`, cookie)).d.list).toEqual([
      { id: userId('staff'), name: '张老师', roleName: '职工' },
    ]);
    expect((await get<GreetingCardRecipientsData>('/api/greetingCard/recipients?q=%25', cookie)).d.list).toEqual([]);
  });

  it('sends a card from teacher to staff: in the sent box, then unread in the inbox, then read', async () => {
    const teacher = await logIn(env.sandbox.app, 'teacher');
    const sent = await post<GreetingCardSendData>(
      '/api/greetingCard/send',
      { templateId: 'midautumn', recipientId: String(userId('staff')), content: ' 中秋快乐！ ' },
      teacher.cookie,
    );
    expectContract('greeting-card.send', sent.d);
    expect(sent.d.recipientName).toBe('张老师');
    const outbox = await get<GreetingCardListData>('/api/greetingCard/list?box=sent', teacher.cookie);
    expectContract('greeting-card.list', outbox.d);
    expect(outbox.d.list[0]).toMatchObject({
      id: sent.d.id,
      templateId: 'midautumn',
      templateName: '中秋',
      content: '中秋快乐！',
      peer: { name: '张老师' },
      read: false,
    });

    const staff = await logIn(env.sandbox.app, 'staff');
    const inbox = await get<GreetingCardListData>('/api/greetingCard/list?box=received', staff.cookie);
    expectContract('greeting-card.list', inbox.d);
    expect(inbox.d.list[0]).toMatchObject({ id: sent.d.id, peer: { name: '李老师' }, read: false });
    expect(inbox.d.unread).toBe(1);
    // Only the recipient marks a card read.
    expect((await post('/api/greetingCard/read', { id: String(sent.d.id) }, teacher.cookie)).e).toBe(404);
    const read = await post<GreetingCardReadData>('/api/greetingCard/read', { id: String(sent.d.id) }, staff.cookie);
    expectContract('greeting-card.read', read.d);
    expect((await get<GreetingCardListData>('/api/greetingCard/list', staff.cookie)).d).toMatchObject({ unread: 0 });
  });

  it('refuses a card without design, recipient or greeting, to oneself, to a visitor, or too long', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const send = (fields: Record<string, string>) =>
      post('/api/greetingCard/send', { templateId: 'newyear', recipientId: String(userId('teacher')), content: '新年快乐', ...fields }, cookie);
    expect(await send({ templateId: 'nope' })).toMatchObject({ e: 400, m: GREETING_MESSAGES.badTemplate.zh });
    expect(await send({ recipientId: 'x' })).toMatchObject({ e: 400, m: GREETING_MESSAGES.badRecipient.zh });
    expect(await send({ recipientId: String(userId('visitor')) })).toMatchObject({ e: 400, m: GREETING_MESSAGES.badRecipient.zh });
    expect(await send({ recipientId: String(userId('student')) })).toMatchObject({ e: 400, m: GREETING_MESSAGES.toSelf.zh });
    expect(await send({ content: '  ' })).toMatchObject({ e: 400, m: GREETING_MESSAGES.contentEmpty.zh });
    expect(await send({ content: '福'.repeat(201) })).toMatchObject({ e: 400, m: GREETING_MESSAGES.contentTooLong.zh });
    expect((await send({})).e).toBe(0);
  });

  it('tells a refusal in the reader’s language: en and tw by the portal-lang cookie', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const visitor = await logIn(env.sandbox.app, 'visitor');
    for (const language of ['en', 'tw'] as const) {
      const reader = `${cookie}; portal-lang=${language}`;
      const toSelf = await post('/api/greetingCard/send', { templateId: 'newyear', recipientId: String(userId('student')), content: '好' }, reader);
      expect(toSelf, language).toEqual({ e: 400, m: GREETING_MESSAGES.toSelf[language], d: null });
      expect((await get('/api/greetingCard/templates', `${visitor.cookie}; portal-lang=${language}`)).m, language).toBe(GREETING_MESSAGES.forbidden[language]);
    }
    const tooLong = { templateId: 'newyear', recipientId: String(userId('teacher')), content: '福'.repeat(201) };
    expect((await post('/api/greetingCard/send', tooLong, `${cookie}; portal-lang=en`)).m).toBe('The greeting can be at most 200 characters');
    expect((await post('/api/greetingCard/send', tooLong, `${cookie}; portal-lang=tw`)).m).toBe('祝福語不能超過 200 個字');
  });

  it('pages the boxes and refuses an unknown box', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const page = await get<GreetingCardListData>('/api/greetingCard/list?box=received&size=1&page=2', cookie);
    expectContract('greeting-card.list', page.d);
    expect(page.d.list).toHaveLength(1);
    expect(page.d.total).toBe(2);
    expect((await get('/api/greetingCard/list?box=trash', cookie)).e).toBe(400);
  });
});

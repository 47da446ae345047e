/**
 * The lost and found endpoints (lost-found widget): published posts by kind and category, one's own posts,
 * publishing with one's own pictures only and never a card number, review by the reviewer only (a
 * rejection needs its reason), marking solved by the author only; every answer against its contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, scenePng, seedScene, type KeyedCaller } from '../../../sandbox/testing.ts';
import type { LostFoundPublishBody } from '../generated/types.ts';
import { cardNumberIn } from '../cardNumbers.ts';
import { LOST_FOUND_MESSAGES } from './messages.ts';
import { SEED_POSTS } from './seed.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);

async function uploadPng(user: KeyedCaller, n = 1): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(scenePng(seedScene(n), 40, 30))], `物品${n}.png`, { type: 'image/png' }));
  const response = await env.sandbox.app.fetch(
    new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie: user.cookie } }),
  );
  return ((await response.json()) as Envelope<{ url: string }>).d.url;
}

const today = () => new Date(env.clock + 8 * 3_600_000).toISOString().slice(0, 10);
const found = (extra: Partial<LostFoundPublishBody> = {}): LostFoundPublishBody => ({
  kind: 'found',
  category: 'electronics',
  title: '捡到一副耳机',
  description: '白色有线耳机，已交到图书馆总服务台。',
  place: '图书馆一楼',
  happenedOn: today(),
  contact: '图书馆总服务台',
  ...extra,
});

describe('lost-found.list', () => {
  it('shows the published lost items, newest first, with their cover', async () => {
    const student = await as('student');
    const body = await student.get('lost-found.list', { view: 'lost', size: 50 });
    expectContract('lost-found.list', body.d);
    const open = SEED_POSTS.filter((p) => p.kind === 'lost' && p.status === 'open');
    expect(body.d.list.map((p) => p.title)).toEqual(open.map((p) => p.title));
    expect(body.d.list[0]!.cover).toMatch(/^\/site\/attach\?file=/);
    const cards = await student.get('lost-found.list', { view: 'found', category: 'idCard' });
    expect(cards.d.list.map((p) => p.title)).toEqual(['捡到身份证一张']);
  });

  it('shows my posts in every state', async () => {
    const body = await (await as('student')).get('lost-found.list', { view: 'mine' });
    expect(body.d.list.map((p) => p.status).sort()).toEqual(['pending', 'rejected', 'solved']);
  });

  it('needs a login', async () => {
    const { keyedCaller } = await import('../../../sandbox/testing.ts');
    expect((await keyedCaller(env.sandbox.app).get('lost-found.list', {})).e).toBe(10013);
  });
});

describe('publishing and review', () => {
  it('a found item waits for review, the reviewer approves it, others then see it', async () => {
    const student = await as('student');
    const pictures = [await uploadPng(student, 1), await uploadPng(student, 2)];
    const sent = await student.post('lost-found.publish', found({ images: pictures }));
    expectContract('lost-found.publish', sent.d);
    const { id } = sent.d;
    const freshman = await as('freshman');
    expect((await freshman.get('lost-found.detail', { id })).e).toBe(404);
    expect((await freshman.post('lost-found.review', { id, action: 'approve' })).e).toBe(403);

    const reviewer = await as('foundreviewer');
    const queue = await reviewer.get('lost-found.pending', {});
    expectContract('lost-found.pending', queue.d);
    expect(queue.d.list.map((p) => p.id)).toContain(id);
    const detail = await reviewer.get('lost-found.detail', { id });
    expectContract('lost-found.detail', detail.d);
    expect([detail.d.canReview, detail.d.images]).toEqual([true, pictures]);
    const approved = await reviewer.post('lost-found.review', { id, action: 'approve' });
    expectContract('lost-found.review', approved.d);
    expect(approved.d.status).toBe('open');
    expect((await reviewer.post('lost-found.review', { id, action: 'reject', note: '重复' })).m).toBe(LOST_FOUND_MESSAGES.reviewed.zh);

    const seen = await freshman.get('lost-found.list', { view: 'found' });
    expect(seen.d.list[0]).toMatchObject({ id, title: '捡到一副耳机', imageCount: 2 });
    expect((await freshman.get('lost-found.detail', { id })).d.mine).toBe(false);
  });

  it('a rejection needs a reason, which the author reads', async () => {
    const student = await as('student');
    const { id } = (await student.post('lost-found.publish', found())).d;
    const reviewer = await as('foundreviewer', 'en');
    expect((await reviewer.post('lost-found.review', { id, action: 'reject' })).m).toBe(LOST_FOUND_MESSAGES.reasonMissing.en);
    await reviewer.post('lost-found.review', { id, action: 'reject', note: '请补充物品特征' });
    const mine = await student.get('lost-found.detail', { id });
    expect([mine.d.status, mine.d.reason]).toEqual(['rejected', '请补充物品特征']);
  });

  it('refuses an ID-card or bank-card number, in the reader language, whatever the spacing', async () => {
    const student = await as('student');
    const id = await student.post('lost-found.publish', found({ category: 'idCard', title: '捡到身份证 110101 19990307 123X' }));
    expect([id.e, id.m]).toEqual([400, LOST_FOUND_MESSAGES.idCardNumber.zh]);
    const bank = await (await as('student', 'tw')).post('lost-found.publish', found({ category: 'bankCard', description: '卡号 6222 0210 0112 3456 789' }));
    expect(bank.m).toBe(LOST_FOUND_MESSAGES.bankCardNumber.tw);
    // A phone number or a room number is no card number.
    expect((await student.post('lost-found.publish', found({ description: '电话 13800001234，宿舍 12-305' }))).e).toBe(0);
  });

  it('takes only the user own uploaded pictures, at most 9, and no day after today', async () => {
    const student = await as('student');
    const teacher = await as('teacher');
    const theirs = await uploadPng(teacher);
    expect((await student.post('lost-found.publish', found({ images: [theirs] }))).m).toBe(LOST_FOUND_MESSAGES.notOwnImage.zh);
    const ten = Array.from({ length: 10 }, () => theirs);
    expect((await student.post('lost-found.publish', found({ images: ten }))).m).toBe(LOST_FOUND_MESSAGES.tooManyImages.zh);
    expect((await student.post('lost-found.publish', found({ happenedOn: '2099-01-01' }))).m).toBe(LOST_FOUND_MESSAGES.futureDay.zh);
    expect((await student.post('lost-found.publish', found({ title: ' ' }))).m).toBe('请填写物品名称');
  });
});

describe('lost-found.form', () => {
  it('says how many pictures a post may carry and how many of mine wait for review', async () => {
    const body = await (await as('student')).get('lost-found.form', {});
    expectContract('lost-found.form', body.d);
    expect(body.d).toEqual({ maxImages: 9, today: today(), pending: 1 });
  });
});

describe('lost-found.solve', () => {
  it('only the author marks a published post solved', async () => {
    const student = await as('student');
    const { id } = (await student.post('lost-found.publish', found())).d;
    expect((await student.post('lost-found.solve', { id })).m).toBe(LOST_FOUND_MESSAGES.notOpen.zh);
    await (await as('foundreviewer')).post('lost-found.review', { id, action: 'approve' });
    expect((await (await as('freshman')).post('lost-found.solve', { id })).m).toBe(LOST_FOUND_MESSAGES.notYours.zh);
    const solved = await student.post('lost-found.solve', { id });
    expectContract('lost-found.solve', solved.d);
    expect(solved.d.status).toBe('solved');
    expect((await student.get('lost-found.list', { view: 'found' })).d.list.map((p) => p.id)).not.toContain(id);
  });
});

describe('cardNumberIn', () => {
  it.each([
    ['身份证 11010119990307123X', 'idCard'],
    ['110101-1999-0307-1234', 'idCard'],
    ['6222021001123456789', 'bankCard'],
    ['6222 0210 0112 3456', 'bankCard'],
    ['手机 138 0013 5521', undefined],
    ['学号 2023012345', undefined],
  ])('%s → %s', (text, kind) => expect(cardNumberIn(text)).toBe(kind));
});

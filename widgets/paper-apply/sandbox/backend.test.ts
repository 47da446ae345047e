/**
 * The printed certificates' backend (widgets/paper-apply): the form and the service hall, 王小明's seeded
 * applications with what each state tells him, applying (checked against the form: copies 1–10, an
 * address only when mailed; one record per submission id; one pending application per certificate and
 * language), the office's queue and its forward-only steps, and who may call what (students apply, the
 * office handles; each refused the other's keys).
 */
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { PaperApplyHandleBody } from '../generated/types.ts';
import { SandboxErrorCode, FORM_PROBLEMS_CODE } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller } from '../../../sandbox/testing.ts';
import { PAPER_MESSAGES } from './routes.ts';
import { SERVICE_HALL } from './paperForm.ts';

const env = clockedSandbox();

/** A demo user calling by key, reading `language`; `apply` sends the form's values with a fresh submission id. */
async function as(app: Hono, username: string, language?: 'en' | 'tw') {
  const caller = await callAs(app, username, language);
  return Object.assign(caller, {
    apply: (values: Record<string, unknown>, id: string = crypto.randomUUID()) => caller.post('paper-apply.submit', { values, _submission: id }),
    handle: (body: PaperApplyHandleBody) => caller.post('paper-apply.handle', body),
  });
}

const transcript = { certificate: 'transcript', language: 'en', copies: 2, purpose: '申请出国交换项目', pickup: 'self', phone: '13812345678' };

describe('paper-apply.form and .mine', () => {
  it("answers the school's form and the service hall, and 王小明's two applications: ready at the hall, and in the post", async () => {
    const student = await as(env.sandbox.app, 'student');
    const form = await student.get('paper-apply.form');
    expectContract('paper-apply.form', form.d);
    expect(form.d.definition.id).toBe('paper-certificate');
    expect(form.d.office).toEqual(SERVICE_HALL);
    const mine = await student.get('paper-apply.mine');
    expectContract('paper-apply.mine', mine.d);
    expect(mine.d.list.map((one) => [one.certificate, one.language, one.state])).toEqual([
      ['transcript', 'en', 'ready'],
      ['enrolment', 'zh', 'mailed'],
    ]);
    expect(mine.d.list[0]).toMatchObject({ copies: 3, pickupPlace: SERVICE_HALL.place, pickupHours: SERVICE_HALL.hours });
    expect(mine.d.list[1]).toMatchObject({ courier: '顺丰速运', trackingNumber: 'SF1428305517' });
    expect(mine.d.list[1]!.pickupPlace).toBeUndefined();
  });

  it('needs a login, and only students (module apply) may apply: the office is refused', async () => {
    expect((await keyedCaller(env.sandbox.app).get('paper-apply.mine')).e).toBe(SandboxErrorCode.notLoggedIn);
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.get('paper-apply.mine')).e).toBe(SandboxErrorCode.forbidden);
    expect((await staff.apply(transcript)).e).toBe(SandboxErrorCode.forbidden);
  });
});

describe('paper-apply.submit', () => {
  it('keeps an application, pending, with the name and class from the campus directory', async () => {
    const student = await as(env.sandbox.app, 'student');
    const answer = await student.apply({ ...transcript, language: 'zh' });
    expect(answer.e).toBe(0);
    expectContract('paper-apply.submit', answer.d);
    const [first] = (await student.get('paper-apply.mine')).d.list;
    expect(first).toMatchObject({ id: answer.d.id, certificate: 'transcript', language: 'zh', copies: 2, pickup: 'self', state: 'pending' });
    const staff = await as(env.sandbox.app, 'staff');
    const queue = await staff.get('paper-apply.queue', { state: 'pending' });
    expect(queue.d.list[0]).toMatchObject({ id: answer.d.id, name: '王小明', className: '计科2301班', phone: '13812345678' });
  });

  it('says copies out of 1–10 and a missing address for the post at their fields', async () => {
    const student = await as(env.sandbox.app, 'student');
    const many = await student.apply({ ...transcript, copies: 11 });
    expect(many.e).toBe(FORM_PROBLEMS_CODE);
    expect((many.d as unknown as { problems: unknown[] }).problems).toEqual([{ path: ['copies'], code: 'aboveMax', params: { max: 10 } }]);
    expect(((await student.apply({ ...transcript, copies: 0 })).d as unknown as { problems: Array<{ path: string[] }> }).problems[0]!.path).toEqual(['copies']);
    const post = await student.apply({ ...transcript, pickup: 'mail' });
    expect((post.d as unknown as { problems: Array<{ path: string[]; code: string }> }).problems).toEqual([{ path: ['address'], code: 'required' }]);
    expect((await student.get('paper-apply.mine')).d.list).toHaveLength(2);
  });

  it('sent again with the same id keeps one application; 20 at once too', async () => {
    const student = await as(env.sandbox.app, 'student');
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => student.apply({ ...transcript, certificate: 'status' }, id)));
    expect(new Set(answers.map((answer) => answer.d.id)).size).toBe(1);
    expect((await student.get('paper-apply.mine')).d.list.filter((one) => one.certificate === 'status')).toHaveLength(1);
  });

  it('refuses a second pending application for the same certificate and language, not for the other language', async () => {
    const student = await as(env.sandbox.app, 'student');
    expect((await student.apply({ ...transcript, certificate: 'degree' })).e).toBe(0);
    expect(await student.apply({ ...transcript, certificate: 'degree' })).toEqual({ e: SandboxErrorCode.conflict, m: PAPER_MESSAGES.pendingTwice.zh, d: null });
    expect((await student.apply({ ...transcript, certificate: 'degree', language: 'zh' })).e).toBe(0);
    // The seeded English transcript is ready, no longer pending: another may be asked for.
    expect((await student.apply(transcript)).e).toBe(0);
  });
});

describe('paper-apply.queue and .handle', () => {
  it('answers the office 42 applications, counted per state, filtered and paged newest first', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const all = await staff.get('paper-apply.queue', { size: 50 });
    expectContract('paper-apply.queue', all.d);
    expect(all.d.total).toBe(42);
    expect(all.d.counts).toEqual({ pending: 12, ready: 7, mailed: 6, collected: 8, delivered: 5, returned: 4 });
    const submitted = all.d.list.map((one) => one.submittedAt);
    expect(submitted).toEqual([...submitted].sort((a, b) => b - a));
    const returned = await staff.get('paper-apply.queue', { state: 'returned' });
    expect(returned.d.total).toBe(4);
    expect(returned.d.list.every((one) => one.state === 'returned' && one.note)).toBe(true);
    const second = await staff.get('paper-apply.queue', { state: 'pending', page: 2, size: 5 });
    expect(second.d.list).toHaveLength(5);
    // Off the contract on purpose: a state there is not.
    expect((await staff.get('paper-apply.queue', { state: 'lost' as 'pending' })).e).toBe(SandboxErrorCode.badRequest);
  });

  it('moves a pickup on: ready (the student sees where), then collected; never back', async () => {
    env.clock = Date.UTC(2026, 4, 12, 2);
    const student = await as(env.sandbox.app, 'student');
    const { id } = (await student.apply({ ...transcript, certificate: 'enrolment' })).d;
    const staff = await as(env.sandbox.app, 'staff');
    expect(await staff.handle({ id, to: 'mailed', courier: '顺丰速运', trackingNumber: 'SF1234567890' })).toMatchObject({
      e: SandboxErrorCode.conflict,
      m: PAPER_MESSAGES.badStep.zh,
    });
    const ready = await staff.handle({ id, to: 'ready' });
    expectContract('paper-apply.handle', ready.d);
    expect(ready.d).toEqual({ id, state: 'ready', updatedAt: Date.UTC(2026, 4, 12, 2) / 1000 });
    const mine = (await student.get('paper-apply.mine')).d.list.find((one) => one.id === id);
    expect(mine).toMatchObject({ state: 'ready', pickupPlace: SERVICE_HALL.place });
    expect((await staff.handle({ id, to: 'pending' })).e).toBe(SandboxErrorCode.conflict);
    expect((await staff.handle({ id, to: 'ready' })).e).toBe(SandboxErrorCode.conflict);
    expect((await staff.handle({ id, to: 'collected' })).d.state).toBe('collected');
    expect((await staff.handle({ id, to: 'returned', note: '晚了' })).e).toBe(SandboxErrorCode.conflict);
  });

  it('mails only with a courier and tracking number, then delivered; returns only with a note', async () => {
    const student = await as(env.sandbox.app, 'student');
    const address = '北京市海淀区学院路 37 号 5 号楼 2 单元 301 室';
    const { id } = (await student.apply({ ...transcript, pickup: 'mail', address, certificate: 'degree' })).d;
    const staff = await as(env.sandbox.app, 'staff');
    expect(await staff.handle({ id, to: 'mailed', courier: '顺丰速运' })).toEqual({
      e: SandboxErrorCode.badRequest,
      m: PAPER_MESSAGES.trackingMissing.zh,
      d: null,
    });
    expect((await staff.handle({ id, to: 'mailed', courier: '顺丰速运', trackingNumber: 'SF-12' })).m).toBe(PAPER_MESSAGES.badTracking.zh);
    expect((await staff.handle({ id, to: 'ready' })).e).toBe(SandboxErrorCode.conflict);
    expect((await staff.handle({ id, to: 'mailed', courier: '顺丰速运', trackingNumber: 'sf1234567890' })).d.state).toBe('mailed');
    const mailed = (await student.get('paper-apply.mine')).d.list.find((one) => one.id === id);
    expect(mailed).toMatchObject({ state: 'mailed', address, courier: '顺丰速运', trackingNumber: 'SF1234567890' });
    expect((await staff.handle({ id, to: 'delivered' })).d.state).toBe('delivered');

    const other = (await student.apply({ ...transcript, certificate: 'status' })).d.id;
    expect(await staff.handle({ id: other, to: 'returned' })).toEqual({ e: SandboxErrorCode.badRequest, m: PAPER_MESSAGES.noteMissing.zh, d: null });
    expect((await staff.handle({ id: other, to: 'returned', note: '学籍信息待核实，请先到学院教务办确认。' })).d.state).toBe('returned');
    expect((await student.get('paper-apply.mine')).d.list.find((one) => one.id === other)?.note).toBe('学籍信息待核实，请先到学院教务办确认。');
    expect((await staff.handle({ id: 9999, to: 'ready' })).e).toBe(SandboxErrorCode.notFound);
  });

  it('refuses a step without its application, or to a state there is not, in its own words (e = 400)', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    // Off the contract on purpose: what a hand-made request may send.
    expect(await staff.handle({ to: 'ready' } as PaperApplyHandleBody)).toEqual({ e: SandboxErrorCode.badRequest, m: '缺少申请编号', d: null });
    expect(await staff.handle({ id: 1, to: 'lost' } as unknown as PaperApplyHandleBody)).toEqual({
      e: SandboxErrorCode.badRequest,
      m: PAPER_MESSAGES.badStep.zh,
      d: null,
    });
  });

  it('refuses the queue and the steps to a student and a teacher (403), and answers the administrator', async () => {
    for (const username of ['student', 'teacher']) {
      const user = await as(env.sandbox.app, username);
      expect((await user.get('paper-apply.queue')).e).toBe(SandboxErrorCode.forbidden);
      expect((await user.handle({ id: 1, to: 'ready' })).e).toBe(SandboxErrorCode.forbidden);
    }
    const admin = await as(env.sandbox.app, 'admin');
    expect((await admin.get('paper-apply.queue')).d.total).toBe(42);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    const { id } = (await (await as(env.sandbox.app, 'student')).apply({ ...transcript, certificate: 'degree' })).d;
    for (const language of ['en', 'tw'] as const) {
      const staff = await as(env.sandbox.app, 'staff', language);
      expect(await staff.handle({ id, to: 'returned' }), language).toEqual({
        e: SandboxErrorCode.badRequest,
        m: PAPER_MESSAGES.noteMissing[language],
        d: null,
      });
      const student = await as(env.sandbox.app, 'student', language);
      expect((await student.apply({ ...transcript, certificate: 'degree' })).m, language).toBe(PAPER_MESSAGES.pendingTwice[language]);
    }
    expect((await (await as(env.sandbox.app, 'staff', 'en')).handle({ id, to: 'mailed', courier: '顺丰速运' })).m).toBe(
      'To mail it, enter the courier and the tracking number',
    );
    expect((await (await as(env.sandbox.app, 'staff', 'tw')).handle({ id, to: 'mailed', courier: '顺丰速运' })).m).toBe('郵寄須填寫快遞公司和快遞單號');
  });
});

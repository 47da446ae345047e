/**
 * The vehicle pass's backend (widgets/car-license): the form, my applications with their states (an
 * approved pass past its last day reads expired), one application (only mine), and applying: checked
 * against the form (a bad plate at its field), the dates in order and a year at most, one record per
 * submission id however often it is sent, one open application per plate.
 */
import { describe, expect, it } from 'vitest';
import { SandboxErrorCode, FORM_PROBLEMS_CODE, ACCEPT_SUBMISSION_MESSAGES } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import type { CarLicenseDetailQuery, CarLicenseSubmitBody } from '../generated/types.ts';
import { CAR_LICENSE_MESSAGES } from './routes.ts';

const env = clockedSandbox();

/** Applies as `caller` with the form's `values`, a fresh submission id unless a retry's is given. */
const apply = (caller: KeyedCaller, values: Record<string, unknown>, id: string = crypto.randomUUID()) =>
  caller.post('car-license.submit', { values, _submission: id });

const application = {
  plate: '京B5Z901',
  vehicleType: 'electric',
  owner: 'self',
  registration: ['/site/attach?file=all/2026/0123456789abcdef.png'],
  phone: '13812345678',
  validFrom: '2026-06-01',
  validTo: '2026-12-31',
  reason: '实验室在东校区，需开车往返。',
};

describe('car-license.form and .mine', () => {
  it("answers the school's form, and 王小明's applications newest first with their states", async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const form = await student.get('car-license.form');
    expectContract('car-license.form', form.d);
    expect(form.d.definition.id).toBe('vehicle-pass');
    const mine = await student.get('car-license.mine');
    expectContract('car-license.mine', mine.d);
    expect(mine.d.list.map((pass) => [pass.plate, pass.state])).toEqual([
      ['京N2M77A', 'rejected'],
      ['京A8K312', 'approved'],
    ]);
  });

  it('reads an approved pass past its last day as expired', async () => {
    env.clock = Date.UTC(2027, 8, 1, 4);
    const mine = await (await callAs(env.sandbox.app, 'student')).get('car-license.mine');
    expect(mine.d.list.find((pass) => pass.plate === '京A8K312')?.state).toBe('expired');
  });

  it('needs a login', async () => {
    expect((await keyedCaller(env.sandbox.app).get('car-license.mine')).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('car-license.detail', () => {
  it('answers my application with its pass, and nobody else’s (the same answer as a missing one)', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const [, approved] = (await student.get('car-license.mine')).d.list;
    const detail = await student.get('car-license.detail', { id: approved!.id });
    expectContract('car-license.detail', detail.d);
    expect(detail.d).toMatchObject({ plate: '京A8K312', state: 'approved', passNumber: 'BW2026-0318', reviewer: '保卫处' });
    const teacher = await callAs(env.sandbox.app, 'teacher');
    expect(await teacher.get('car-license.detail', { id: approved!.id })).toEqual({
      e: SandboxErrorCode.notFound,
      m: CAR_LICENSE_MESSAGES.notFound.zh,
      d: null,
    });
    // Off the contract on purpose: what a hand-made link may carry.
    const malformed = await teacher.get('car-license.detail', { id: 'abc' } as unknown as CarLicenseDetailQuery);
    expect([malformed.e, malformed.m]).toEqual([SandboxErrorCode.badRequest, '参数 id 无效：应为整数，收到「abc」']);
  });
});

describe('car-license.submit', () => {
  it('keeps an application, pending, and answers it in my list and in detail', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const answer = await apply(student, application);
    expect(answer.e).toBe(0);
    expectContract('car-license.submit', answer.d);
    const detail = await student.get('car-license.detail', { id: answer.d.id });
    expect(detail.d).toMatchObject({ plate: '京B5Z901', state: 'pending', validFrom: '2026-06-01', validTo: '2026-12-31', values: application });
    expect(detail.d.passNumber).toBeUndefined();
  });

  it('says a bad plate at its field, and dates out of order or longer than a year at the last day', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const badPlate = await apply(student, { ...application, plate: '京B5Z9O1' });
    expect(badPlate.e).toBe(FORM_PROBLEMS_CODE);
    expect((badPlate.d as unknown as { problems: unknown[] }).problems).toEqual([{ path: ['plate'], code: 'pattern' }]);
    const backwards = await apply(student, { ...application, validTo: '2026-05-01' });
    expect(backwards).toEqual({ e: FORM_PROBLEMS_CODE, m: '结束日期不能早于开始日期', d: { problems: [{ path: ['validTo'], code: 'badDate' }] } });
    const tooLong = await apply(student, { ...application, validTo: '2027-07-01' });
    expect(tooLong.m).toBe('通行证有效期最长一年');
    expect((await student.get('car-license.mine')).d.list).toHaveLength(2);
  });

  it('sent again with the same id (a double tap, a retry), keeps one application; 20 at once too', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(student, application, id)));
    expect(new Set(answers.map((answer) => answer.d.id)).size).toBe(1);
    expect((await student.get('car-license.mine')).d.list.filter((pass) => pass.plate === '京B5Z901')).toHaveLength(1);
  });

  it('refuses a body without the form or without a well-formed submission id, in the form kit’s words', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    // Off the contract on purpose: what a hand-made request may send.
    const noValues = await student.post('car-license.submit', { _submission: crypto.randomUUID() } as unknown as CarLicenseSubmitBody);
    expect([noValues.e, noValues.m]).toEqual([SandboxErrorCode.badRequest, '缺少表单内容：values 应为对象']);
    const badId = await apply(student, application, 'twice');
    expect([badId.e, badId.m]).toEqual([SandboxErrorCode.badRequest, '缺少或无效的提交编号 _submission，请刷新页面后重新提交']);
  });

  it('refuses a second application for a plate still under review', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    expect((await apply(student, application)).e).toBe(0);
    expect(await apply(student, application)).toEqual({ e: SandboxErrorCode.conflict, m: CAR_LICENSE_MESSAGES.plateOpen.zh, d: null });
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie, the form’s own problems included', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await callAs(env.sandbox.app, 'student', language);
      expect(await student.get('car-license.detail', { id: 99999 })).toEqual({
        e: SandboxErrorCode.notFound,
        m: CAR_LICENSE_MESSAGES.notFound[language],
        d: null,
      });
      expect((await apply(student, { ...application, validTo: '2026-05-01' })).m).toBe(CAR_LICENSE_MESSAGES.endBeforeStart[language]);
      expect((await apply(student, { ...application, plate: '' })).m).toBe(ACCEPT_SUBMISSION_MESSAGES.formProblems[language]);
    }
    expect((await apply(await callAs(env.sandbox.app, 'student', 'en'), { ...application, validTo: '2027-07-01' })).m).toBe(
      'A pass is valid for one year at most',
    );
    expect((await (await callAs(env.sandbox.app, 'student', 'tw')).get('car-license.detail', { id: 99999 })).m).toBe('該申請不存在或不是你的');
  });
});

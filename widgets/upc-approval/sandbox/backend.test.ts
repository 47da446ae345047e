/**
 * The approvals backend (widgets/upc-approval): the seed (about 60 applications in every state, each
 * decision with who and when); applying with a type's form (422 at fields, one record per submission id);
 * the chain drawn from the answers (a trip over 5000 元 passes the leader in charge); the rules of a
 * decision: only the level's decider, only while the application waits there, once, a comment to return
 * or reject; a rejection ends it; a return lets the applicant resubmit the same application in a new
 * round with the history kept; withdrawing only before the first decision; who may see what.
 */
import { describe, expect, it } from 'vitest';
import type { UpcApprovalDecideBody, UpcApprovalDetailData } from '../generated/types.ts';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { APPROVAL_MESSAGES } from './routes.ts';
import { PINNED_APPLICATIONS } from './approvalSeed.ts';
import { checkedChain } from './approvalChain.ts';

const env = clockedSandbox();
let submission = 0;
/** A well-formed submission id (a UUID), new for each filling. */
const newSubmissionId = () => `00000000-0000-4000-8000-${String(++submission).padStart(12, '0')}`;

/** A demo account, reading in `language` when given (the portal's `portal-lang` cookie). */
const login = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
const submit = (caller: KeyedCaller, type: string, values: Record<string, unknown>, id = newSubmissionId()) =>
  caller.post('upc-approval.submit', { type, values, _submission: id });
const resubmit = (caller: KeyedCaller, id: number, values: Record<string, unknown>) =>
  caller.post('upc-approval.resubmit', { id, values, _submission: newSubmissionId() });
const decide = (caller: KeyedCaller, id: number, level: number, action: UpcApprovalDecideBody['action'], comment = '') =>
  caller.post('upc-approval.decide', { id, level, action, comment });
const detail = (caller: KeyedCaller, id: number) => caller.get('upc-approval.detail', { id });
const withdraw = (caller: KeyedCaller, id: number) => caller.post('upc-approval.withdraw', { id });

const SEAL = { subject: '关于报送2026年度预算的函', seal: 'school', document: 'letter', copies: 3, recipient: '市财政局' };
const TRIP = { purpose: '参加全国高校教务管理研讨会', destination: '杭州', startDate: '2026-12-08', endDate: '2026-12-10', transport: 'train' };

describe('the seed', () => {
  it('holds about 60 applications in every state, each decision with who and when, work waiting for each decider', async () => {
    const admin = await login('admin');
    const all: UpcApprovalDetailData[] = [];
    for (let id = 1; ; id++) {
      const answer = await detail(admin, id);
      if (answer.e !== 0) break;
      all.push(answer.d);
    }
    expect(all.length).toBeGreaterThanOrEqual(55);
    expect(new Set(all.map((one) => one.state))).toEqual(new Set(['pending', 'returned', 'approved', 'rejected', 'withdrawn']));
    expect(new Set(all.map((one) => one.type))).toEqual(new Set(['seal', 'trip', 'expense']));
    expect(all.some((one) => one.round === 2)).toBe(true);
    for (const one of all) {
      expect(one.history[0]).toMatchObject({ round: 1, action: 'submit', by: one.applicant });
      for (const step of one.history.filter((s) => s.level !== undefined)) expect(step.by).toMatch(/^(何静|刘书记|吴振华)$/u);
    }
    expectContract('upc-approval.detail', all[0]);

    const approved = all[PINNED_APPLICATIONS.approvedSeal - 1]!;
    expect([approved.applicant, approved.state, approved.levels.map((level) => [level.decider, level.state])]).toEqual([
      '李老师',
      'approved',
      [
        ['何静', 'passed'],
        ['吴振华', 'approved'],
      ],
    ]);
    for (const [username, least] of [
      ['reviewer', 5],
      ['leader', 3],
      ['approver', 3],
    ] as const) {
      const inbox = await (await login(username)).get('upc-approval.inbox');
      expectContract('upc-approval.inbox', inbox.d);
      expect(inbox.d.pending.length, username).toBeGreaterThanOrEqual(least);
      expect(inbox.d.done.length, username).toBeGreaterThan(0);
    }
  });
});

describe('applying', () => {
  it('offers the three types with their chains and forms; refuses a student and an unknown type', async () => {
    const teacher = await login('teacher');
    const mine = await teacher.get('upc-approval.mine');
    expectContract('upc-approval.mine', mine.d);
    expect(mine.d.types.map((type) => [type.page, type.name.zh, type.levels.map((level) => level.zh)])).toEqual([
      ['upcTypeOne', '用印申请', ['部门负责人初审', '党政办公室终审']],
      ['upcTypeTwo', '出差审批', ['部门初审', '分管领导审批', '校领导终审']],
      ['upcTypeThree', '经费报销', ['部门初审', '分管领导审核', '校领导终审']],
    ]);
    expect(mine.d.list.length).toBeGreaterThanOrEqual(4);
    const form = await teacher.get('upc-approval.form', { type: 'upcTypeTwo' });
    expectContract('upc-approval.form', form.d);
    expect(form.d.levels).toEqual([
      { name: { zh: '部门初审', en: 'Department review', tw: '部門初審' }, decider: '何静' },
      {
        name: { zh: '分管领导审批', en: 'Leader in charge', tw: '分管領導審批' },
        decider: '刘书记',
        condition: { zh: '预算超过 5000 元', en: 'Budget over 5000 yuan', tw: '預算超過 5000 元' },
      },
      { name: { zh: '校领导终审', en: 'University approval', tw: '校領導終審' }, decider: '吴振华' },
    ]);
    expect((await teacher.get('upc-approval.form', { type: 'upcTypeNine' })).e).toBe(SandboxErrorCode.notFound);
    const student = await login('student');
    expect(await student.get('upc-approval.mine')).toEqual({ e: SandboxErrorCode.forbidden, m: APPROVAL_MESSAGES.forbidden.zh, d: null });
    expect((await submit(student, 'upcTypeOne', SEAL)).e).toBe(SandboxErrorCode.forbidden);
    expect((await keyedCaller(env.sandbox.app).get('upc-approval.mine')).e).toBe(SandboxErrorCode.notLoggedIn);
  });

  it('points at the fields a submission gets wrong, and keeps one application per submission id', async () => {
    const staff = await login('staff');
    const wrong = await submit(staff, 'upcTypeOne', { ...SEAL, subject: '', copies: 90 });
    expect(wrong.e).toBe(SandboxErrorCode.formProblems);
    expect((wrong.d as unknown as { problems: { path: string[] }[] }).problems.map((problem) => problem.path[0]).toSorted()).toEqual(['copies', 'subject']);
    const id = newSubmissionId();
    const first = await submit(staff, 'upcTypeOne', SEAL, id);
    const again = await submit(staff, 'upcTypeOne', SEAL, id);
    expect(first.e).toBe(0);
    expect(again.d.id).toBe(first.d.id);
    const application = await detail(staff, first.d.id);
    expect([application.d.title, application.d.applicant, application.d.state, application.d.levels.map((level) => level.state)]).toEqual([
      '关于报送2026年度预算的函',
      '张老师',
      'pending',
      ['current', 'waiting'],
    ]);
  });

  it('draws a trip’s chain from its budget: over 5000 元 the leader in charge decides too', async () => {
    const teacher = await login('teacher');
    const small = await detail(teacher, (await submit(teacher, 'upcTypeTwo', { ...TRIP, budget: 5000 })).d.id);
    const large = await detail(teacher, (await submit(teacher, 'upcTypeTwo', { ...TRIP, budget: 5000.01 })).d.id);
    expect(small.d.levels.map((level) => level.decider)).toEqual(['何静', '吴振华']);
    expect(large.d.levels.map((level) => level.decider)).toEqual(['何静', '刘书记', '吴振华']);
  });
});

describe('no one decides on what they applied for', () => {
  it('skips the reviewer’s own first review and hands the approver’s own final level to the leader in charge, as the chain says', async () => {
    const reviewer = await login('reviewer');
    const own = await detail(reviewer, (await submit(reviewer, 'upcTypeTwo', { ...TRIP, budget: 3000 })).d.id);
    expect(own.d.levels.map((level) => level.decider)).toEqual(['吴振华']);

    const approver = await login('approver');
    const form = await approver.get('upc-approval.form', { type: 'upcTypeTwo' });
    expect(form.d.levels.map((level) => level.decider)).toEqual(['何静', '刘书记', '刘书记']);
    const { id } = (await submit(approver, 'upcTypeTwo', { ...TRIP, budget: 3000 })).d;
    expect((await detail(approver, id)).d.levels.map((level) => level.decider)).toEqual(['何静', '刘书记']);
    expect((await decide(reviewer, id, 0, 'pass', '同意。')).d).toEqual({ id, state: 'pending', level: 1 });
    expect(await decide(approver, id, 1, 'approve', '同意。')).toEqual({ e: SandboxErrorCode.forbidden, m: APPROVAL_MESSAGES.notDecider.zh, d: null });
    expect((await approver.get('upc-approval.inbox')).d.pending.map((one) => one.id)).not.toContain(id);
    expect((await detail(approver, id)).d.can.decide).toBeUndefined();
    const leader = await login('leader');
    expect((await leader.get('upc-approval.inbox')).d.pending.map((one) => one.id)).toContain(id);
    expect((await decide(leader, id, 1, 'approve', '同意出差。')).d).toEqual({ id, state: 'approved' });
  });

  it('refuses at startup a chain whose final level names no stand-in for its decider’s own applications', () => {
    const name = { zh: '终审', en: 'Final', tw: '終審' };
    const final = { id: 'final', name, kind: 'final', decider: 'approver' } as const;
    expect(() => checkedChain({ id: 'seal', chain: [final] })).toThrow(/ownApplication/);
    expect(() => checkedChain({ id: 'seal', chain: [{ ...final, ownApplication: { decider: 'approver' } }] })).toThrow(/ownApplication/);
    expect(() => checkedChain({ id: 'seal', chain: [{ ...final, ownApplication: { decider: 'leader' } }] })).not.toThrow();
  });

  it('refuses a decision on one’s own application even where an older chain names the applicant', async () => {
    const approver = await login('approver');
    const { id } = (await submit(approver, 'upcTypeOne', SEAL)).d;
    // As a chain drawn before the type named a stand-in would hold it: the applicant decides the final level.
    const chain = JSON.parse(env.sandbox.db.prepare<[number], { chain: string }>('SELECT chain FROM upc_approval_applications WHERE id = ?').get(id)!.chain);
    chain[1].decider = 'approver';
    env.sandbox.db.prepare('UPDATE upc_approval_applications SET chain = ?, level = 1 WHERE id = ?').run(JSON.stringify(chain), id);
    expect(await decide(approver, id, 1, 'approve', '同意。')).toEqual({ e: SandboxErrorCode.forbidden, m: APPROVAL_MESSAGES.ownApplication.zh, d: null });
    expect((await approver.get('upc-approval.inbox')).d.pending.map((one) => one.id)).not.toContain(id);
  });
});

describe('deciding', () => {
  it('lets only the level’s decider decide it, only while it waits there, once; records who, when and the comment', async () => {
    env.clock = Date.UTC(2026, 10, 24, 1, 0);
    const teacher = await login('teacher');
    const reviewer = await login('reviewer');
    const approver = await login('approver');
    const { id } = (await submit(teacher, 'upcTypeOne', SEAL)).d;
    // The teacher may not decide (no module review), nor the approver the first level, nor the last level yet.
    expect(await decide(teacher, id, 0, 'pass')).toEqual({ e: SandboxErrorCode.forbidden, m: APPROVAL_MESSAGES.reviewOnly.zh, d: null });
    expect(await decide(approver, id, 0, 'pass')).toEqual({ e: SandboxErrorCode.forbidden, m: APPROVAL_MESSAGES.notDecider.zh, d: null });
    expect((await decide(approver, id, 1, 'approve')).m).toBe(APPROVAL_MESSAGES.notYet.zh);
    expect((await decide(await login('admin'), id, 0, 'pass')).m).toBe(APPROVAL_MESSAGES.notDecider.zh);
    expect((await decide(reviewer, id, 0, 'approve')).m).toBe(APPROVAL_MESSAGES.badAction.zh);

    const passed = await decide(reviewer, id, 0, 'pass', '同意，请按规定办理。');
    expect(passed.d).toEqual({ id, state: 'pending', level: 1 });
    expectContract('upc-approval.decide', passed.d);
    expect((await decide(reviewer, id, 0, 'pass')).m).toBe(APPROVAL_MESSAGES.decided.zh);
    expect((await decide(approver, id, 1, 'reject', ' ')).m).toBe(APPROVAL_MESSAGES.commentNeeded.zh);

    env.clock = Date.UTC(2026, 10, 24, 2, 30);
    expect((await decide(approver, id, 1, 'approve', '同意用印。')).d).toEqual({ id, state: 'approved' });
    expect((await decide(approver, id, 1, 'approve')).m).toBe(APPROVAL_MESSAGES.closed.zh);
    const application = await detail(teacher, id);
    expect(application.d.levels.map((level) => [level.state, level.decision?.by, level.decision?.at, level.decision?.comment])).toEqual([
      ['passed', '何静', Date.UTC(2026, 10, 24, 1, 0) / 1000, '同意，请按规定办理。'],
      ['approved', '吴振华', Date.UTC(2026, 10, 24, 2, 30) / 1000, '同意用印。'],
    ]);
    expect(application.d.can).toEqual({ withdraw: false, resubmit: false });
    const done = (await approver.get('upc-approval.inbox')).d.done[0];
    expect([done?.id, done?.action, done?.state, done?.comment]).toEqual([id, 'approve', 'approved', '同意用印。']);
  });

  it('ends an application with a rejection, at any level', async () => {
    const teacher = await login('teacher');
    const reviewer = await login('reviewer');
    const { id } = (await submit(teacher, 'upcTypeTwo', { ...TRIP, budget: 9800 })).d;
    await decide(reviewer, id, 0, 'pass');
    const leader = await login('leader');
    expect((await leader.get('upc-approval.inbox')).d.pending.map((item) => item.id)).toContain(id);
    expect((await decide(leader, id, 1, 'reject', '本年度部门差旅经费已超支，不予批准。')).d).toEqual({ id, state: 'rejected' });
    expect((await decide(await login('approver'), id, 2, 'approve')).m).toBe(APPROVAL_MESSAGES.closed.zh);
    const application = await detail(teacher, id);
    expect(application.d.levels.map((level) => level.state)).toEqual(['passed', 'rejected', 'closed']);
    expect((await withdraw(teacher, id)).m).toBe(APPROVAL_MESSAGES.cannotWithdraw.zh);
  });

  it('returns an application to its applicant, who changes and resubmits it: a new round, the history kept', async () => {
    const teacher = await login('teacher');
    const reviewer = await login('reviewer');
    const { id } = (await submit(teacher, 'upcTypeTwo', { ...TRIP, budget: 3000 })).d;
    expect((await decide(reviewer, id, 0, 'return', '')).m).toBe(APPROVAL_MESSAGES.commentNeeded.zh);
    expect((await decide(reviewer, id, 0, 'return', '预算请按差旅标准重新核算后再提交。')).d).toEqual({ id, state: 'returned' });
    expect((await decide(reviewer, id, 0, 'pass')).m).toBe(APPROVAL_MESSAGES.returned.zh);
    expect((await detail(teacher, id)).d.can).toEqual({ withdraw: false, resubmit: true });
    expect((await resubmit(await login('staff'), id, { ...TRIP, budget: 2600 })).e).toBe(SandboxErrorCode.notFound);

    const again = await resubmit(teacher, id, { ...TRIP, budget: 6200 });
    expect(again.d).toEqual({ id });
    expect((await resubmit(teacher, id, { ...TRIP, budget: 6200 })).m).toBe(APPROVAL_MESSAGES.notReturned.zh);
    const application = await detail(teacher, id);
    expect([application.d.round, application.d.state, application.d.values.budget]).toEqual([2, 'pending', 6200]);
    // Redrawn from the new budget, this round's levels undecided; the first round stays in the history.
    expect(application.d.levels.map((level) => [level.decider, level.state])).toEqual([
      ['何静', 'current'],
      ['刘书记', 'waiting'],
      ['吴振华', 'waiting'],
    ]);
    expect(application.d.history.map((step) => [step.round, step.action, step.by, step.comment])).toEqual([
      [1, 'submit', '李老师', undefined],
      [1, 'return', '何静', '预算请按差旅标准重新核算后再提交。'],
      [2, 'resubmit', '李老师', undefined],
    ]);
    expect((await decide(reviewer, id, 0, 'pass')).d).toEqual({ id, state: 'pending', level: 1 });
  });

  it('lets the applicant withdraw before the first decision only; others see nothing of it', async () => {
    const staff = await login('staff');
    const teacher = await login('teacher');
    const first = (
      await submit(staff, 'upcTypeThree', { item: '实验室耗材采购', category: 'office', amount: 860, project: '2026 年实验教学经费', receipts: 3 })
    ).d.id;
    expect((await withdraw(teacher, first)).e).toBe(SandboxErrorCode.notFound);
    expect((await detail(teacher, first)).e).toBe(SandboxErrorCode.notFound);
    expect((await detail(staff, first)).d.can.withdraw).toBe(true);
    expect((await withdraw(staff, first)).d).toEqual({ id: first, state: 'withdrawn' });
    expect((await decide(await login('reviewer'), first, 0, 'pass')).m).toBe(APPROVAL_MESSAGES.closed.zh);

    const second = (await submit(staff, 'upcTypeOne', SEAL)).d.id;
    await decide(await login('reviewer'), second, 0, 'pass');
    expect((await withdraw(staff, second)).m).toBe(APPROVAL_MESSAGES.cannotWithdraw.zh);
    // A decider of the chain sees it (and the level they decide); the administrator sees it without deciding.
    const approver = await login('approver');
    expect((await detail(approver, second)).d.can).toEqual({ withdraw: false, resubmit: false, decide: { level: 1, kind: 'final' } });
    expect((await detail(await login('admin'), second)).d.can).toEqual({ withdraw: false, resubmit: false });
    expect((await detail(await login('leader'), second)).e).toBe(SandboxErrorCode.notFound);
  });

  it('refuses a decision off its contract in the app’s own words', async () => {
    const reviewer = await login('reviewer', 'en');
    expect((await decide(reviewer, 1, 0, 'reject', '字'.repeat(201))).m).toBe('The comment can be at most 200 characters');
    // Off the contract on purpose: what a hand-made request may send.
    expect((await decide(reviewer, 1, 0, 'sign' as UpcApprovalDecideBody['action'])).m).toBe(APPROVAL_MESSAGES.badAction.en);
    expect((await decide(reviewer, 1, -1, 'pass')).m).toBe(APPROVAL_MESSAGES.notFound.en);
  });

  it('tells a refused decision in the reader’s language: en and tw by the portal-lang cookie', async () => {
    const { id } = (await submit(await login('teacher'), 'upcTypeOne', SEAL)).d;
    for (const language of ['en', 'tw'] as const) {
      const teacher = await login('teacher', language);
      expect(await decide(teacher, id, 0, 'pass'), language).toEqual({ e: SandboxErrorCode.forbidden, m: APPROVAL_MESSAGES.reviewOnly[language], d: null });
      const approver = await login('approver', language);
      expect((await decide(approver, id, 0, 'pass')).m, language).toBe(APPROVAL_MESSAGES.notDecider[language]);
    }
    expect((await decide(await login('approver', 'en'), id, 1, 'approve')).m).toBe('The application has not reached this approval step yet');
    expect((await decide(await login('approver', 'tw'), id, 1, 'approve')).m).toBe('申請尚未流轉到該審批環節');
  });
});

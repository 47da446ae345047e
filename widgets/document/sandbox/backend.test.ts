/**
 * The document flow's backend (widgets/document): the seed's 40 documents; a 收文 from registration to
 * 办结 (拟办, the leader's instruction, a parallel countersign that waits for every signer, circulation
 * with receipt); a 发文's serial countersign passing signer to signer, 签发 and 用印; only the current
 * handler acts; send back only to an earlier step; transfer and remind logged (remind only by the sender);
 * withdraw allowed before the next handler opens the document and refused after; a report goes to its
 * supervising department; students and non-senders refused.
 */
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { DocumentActBody, DocumentDetailData, DocumentListQuery, DocumentStartBody } from '../generated/types.ts';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract } from '../../../sandbox/testing.ts';
import { DOCUMENT_MESSAGES } from './documentFlow.ts';

const env = clockedSandbox();

/** A demo user calling by key, reading `language` (the portal's `portal-lang` cookie beside the session). */
async function as(app: Hono, username: string, language?: 'en' | 'tw') {
  const caller = await callAs(app, username, language);
  return Object.assign(caller, {
    detail: (id: number) => caller.get('document.detail', { id }),
    list: (box: NonNullable<DocumentListQuery['box']>) => caller.get('document.list', { box, size: 50 }),
    act: (body: DocumentActBody) => caller.post('document.act', body),
    start: (body: DocumentStartBody) => caller.post('document.start', body),
  });
}
type Client = Awaited<ReturnType<typeof as>>;

const INCOMING: DocumentStartBody = {
  type: 'incoming',
  title: '关于做好2026年秋季学期开学安全检查的通知',
  office: '湖北省教育厅',
  urgency: 'urgent',
  deadline: '2026-05-20',
  body: '各高等学校：\n为确保秋季学期开学安全，现将有关事项通知如下。',
  attachments: ['检查表.xlsx'],
  receiptRequired: true,
};
const OUTGOING: DocumentStartBody = {
  type: 'outgoing',
  title: '示范大学关于调整2026年端午节放假安排的通知',
  office: '示范大学党政办公室',
  urgency: 'normal',
  body: '各学院、各部门：\n经学校研究，现将端午节放假安排通知如下。',
  handlers: { '2': ['teacher', 'manager'] },
};

const stepOf = (detail: DocumentDetailData) => detail.steps[detail.document.stepIndex]!;

async function started(sender: Client, body: DocumentStartBody) {
  const answer = await sender.start(body);
  expect(answer.m).toBe('');
  expectContract('document.start', answer.d);
  return answer.d;
}

describe('document seed and lists', () => {
  it('seeds the three flow types as data and 40 documents, in every state', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const types = await handler.get('document.types');
    expectContract('document.types', types.d);
    expect(types.d.types.map((type) => type.name)).toEqual(['收文', '发文', '上报']);
    expect(types.d.types[0]!.steps.map((step) => step.name)).toEqual(['登记', '拟办', '领导批示', '会签', '传阅', '办结']);
    expect(types.d.types[1]!.steps.find((step) => step.kind === 'countersign')).toMatchObject({ parallel: false, pick: true });
    expect(types.d.companies.map((one) => one.name)).toContain('湖北省教育厅');
    const db = env.sandbox.db;
    expect(db.prepare('SELECT count(*) AS n FROM documents').get()).toEqual({ n: 40 });
    const states = db.prepare('SELECT state, count(*) AS n FROM documents GROUP BY state ORDER BY state').all() as { state: string; n: number }[];
    expect(states.find((one) => one.state === 'done')!.n).toBeGreaterThanOrEqual(24);
    const sent = await handler.list('sent');
    expectContract('document.list', sent.d);
    expect(sent.d.total).toBe(40 - states.find((one) => one.state === 'done')!.n);
    const leader = await as(env.sandbox.app, 'leader');
    expect((await leader.list('todo')).d.total).toBeGreaterThan(0);
    expect((await (await as(env.sandbox.app, 'teacher')).list('read')).d.total).toBeGreaterThan(5);
    const done = await leader.list('done');
    expect(done.d.total).toBeGreaterThan(10);
    expect(done.d.list[0]!.number).toMatch(/^示大(收|办|报)〔2026〕\d+号$/u);
    const reports = await handler.list('reports');
    expect(reports.d.total).toBe(13);
    expect(reports.d.list.every((one) => one.company !== null)).toBe(true);
  });

  it('refuses a student everything, and a teacher drafting (module send)', async () => {
    const student = await as(env.sandbox.app, 'student');
    expect(await student.list('todo')).toEqual({ e: SandboxErrorCode.forbidden, m: DOCUMENT_MESSAGES.forbidden.zh, d: null });
    expect((await student.start(INCOMING)).e).toBe(SandboxErrorCode.forbidden);
    const teacher = await as(env.sandbox.app, 'teacher');
    expect(await teacher.start(INCOMING)).toEqual({ e: SandboxErrorCode.forbidden, m: DOCUMENT_MESSAGES.sendOnly.zh, d: null });
    const users = await teacher.get('document.users');
    expectContract('document.users', users.d);
    expect(users.d.list.map((one) => one.name)).toEqual(expect.arrayContaining(['刘书记', '张老师', '李老师', '赵敏']));
    expect(users.d.list.map((one) => one.name)).not.toContain('王小明');
  });

  it('checks a new document: title, deadline not past, a report needs its department', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    expect((await handler.start({ ...INCOMING, title: '通知' })).m).toBe(DOCUMENT_MESSAGES.badTitle.zh);
    expect((await handler.start({ ...INCOMING, deadline: '2026-05-01' })).m).toBe(DOCUMENT_MESSAGES.badDeadline.zh);
    // Off the contract on purpose: an urgency there is not.
    expect((await handler.start({ ...INCOMING, urgency: 'asap' as 'urgent' })).m).toBe('紧急程度须为普通、急或特急');
    expect((await handler.start({ ...INCOMING, handlers: { '3': ['student'] } })).m).toBe(DOCUMENT_MESSAGES.badHandlers.zh);
    expect((await handler.start({ ...OUTGOING, type: 'report' })).m).toBe(DOCUMENT_MESSAGES.noCompany.zh);
    const report = await started(handler, { ...OUTGOING, type: 'report', title: '示范大学关于开学安全检查情况的报告', companyId: 2 });
    expect(report.number).toBe('示大报〔2026〕14号');
    const detail = await handler.detail(report.id);
    expect(detail.d.document.company).toBe('武汉市教育局');
  });

  it('refuses a request of the wrong form in its own words (e = 400)', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    // Off the contract on purpose: what a hand-made request may send.
    expect((await handler.act({ action: 'agree' } as DocumentActBody)).m).toBe('缺少公文编号');
    expect((await handler.act({ id: 1, action: 'approve' as 'agree' })).m).toBe('不支持的操作');
    expect((await handler.start({ ...OUTGOING, type: 'report', companyId: 0 })).m).toBe(DOCUMENT_MESSAGES.noCompany.zh);
  });

  it('tells a refusal in the reader’s language: en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const teacher = await as(env.sandbox.app, 'teacher', language);
      expect(await teacher.start(INCOMING), language).toEqual({ e: SandboxErrorCode.forbidden, m: DOCUMENT_MESSAGES.sendOnly[language], d: null });
      const handler = await as(env.sandbox.app, 'dochandler', language);
      expect((await handler.start({ ...INCOMING, title: '通知' })).m, language).toBe(DOCUMENT_MESSAGES.badTitle[language]);
    }
    expect((await (await as(env.sandbox.app, 'teacher', 'en')).start(INCOMING)).m).toBe('Only the clerk can draft and register documents');
    expect((await (await as(env.sandbox.app, 'dochandler', 'tw')).start({ ...INCOMING, title: '通知' })).m).toBe('標題須為 4 到 80 個字');
  });
});

describe('a 收文 from registration to 办结', () => {
  it('moves 拟办 → the leader’s instruction → a parallel countersign → circulation with receipt → 办结', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const doc = await started(handler, INCOMING);
    expect(doc.step).toBe('拟办');
    expect(doc.number).toBe('示大收〔2026〕15号');
    const leader = await as(env.sandbox.app, 'leader');
    // Only the current handler acts: the leader may not do 拟办.
    expect(await leader.act({ id: doc.id, action: 'agree', opinion: '同意' })).toEqual({
      e: SandboxErrorCode.forbidden,
      m: DOCUMENT_MESSAGES.notHandler.zh,
      d: null,
    });
    expect((await handler.act({ id: doc.id, action: 'agree', opinion: '拟请刘书记阅示。' })).d.step).toBe('领导批示');

    const todo = await leader.list('todo');
    expect(todo.d.list.find((one) => one.id === doc.id)).toMatchObject({
      id: doc.id,
      urgency: 'urgent',
      deadline: '2026-05-20',
      overdue: false,
      openedAt: null,
    });
    const opened = await leader.detail(doc.id);
    expectContract('document.detail', opened.d);
    expect(opened.d.mine).toMatchObject({ kind: 'instruct', actions: ['agree', 'back', 'transfer'] });
    expect((await leader.act({ id: doc.id, action: 'agree', opinion: '  ' })).m).toBe(DOCUMENT_MESSAGES.needOpinion.zh);
    expect((await leader.act({ id: doc.id, action: 'seal' })).m).toBe(DOCUMENT_MESSAGES.wrongKind.zh);
    const instructed = await leader.act({ id: doc.id, action: 'agree', opinion: '请学工部、后勤保障处抓好落实。' });
    expectContract('document.act', instructed.d);
    expect(instructed.d.step).toBe('会签');

    // Parallel: both 张老师 and 李老师 hold it; it waits until both signed.
    const staff = await as(env.sandbox.app, 'staff');
    const teacher = await as(env.sandbox.app, 'teacher');
    expect(stepOf((await handler.detail(doc.id)).d).tasks.map((task) => [task.name, task.state])).toEqual([
      ['张老师', 'open'],
      ['李老师', 'open'],
    ]);
    expect((await staff.act({ id: doc.id, action: 'agree', opinion: '同意' })).d.step).toBe('会签');
    expect((await teacher.act({ id: doc.id, action: 'agree', opinion: '同意' })).d.step).toBe('办结');

    // Circulated to three readers, who confirm receipt; the flow itself went on to 办结.
    const reading = await teacher.list('read');
    expect(reading.d.list.find((one) => one.id === doc.id)).toMatchObject({ id: doc.id, receiptRequired: true, doneAt: null });
    expect((await teacher.detail(doc.id)).d.mine).toMatchObject({ kind: 'circulate', actions: ['read'] });
    expect((await teacher.act({ id: doc.id, action: 'read' })).e).toBe(0);
    expect((await teacher.act({ id: doc.id, action: 'read' })).m).toBe(DOCUMENT_MESSAGES.nothingToRead.zh);
    expect((await teacher.list('read')).d.list.find((one) => one.id === doc.id)!.doneAt).not.toBeNull();

    const closed = await handler.act({ id: doc.id, action: 'finish', opinion: '已按批示落实，办结。' });
    expect(closed.d.state).toBe('done');
    expect((await handler.act({ id: doc.id, action: 'remind' })).m).toBe(DOCUMENT_MESSAGES.closed.zh);
    const log = (await handler.detail(doc.id)).d.log;
    expect(log.map((one) => [one.by, one.action, one.step])).toEqual([
      ['赵敏', 'start', '登记'],
      ['赵敏', 'agree', '拟办'],
      ['刘书记', 'agree', '领导批示'],
      ['张老师', 'agree', '会签'],
      ['李老师', 'agree', '会签'],
      ['李老师', 'circulate', '传阅'],
      ['李老师', 'read', '传阅'],
      ['赵敏', 'finish', '办结'],
    ]);
    expect(log.find((one) => one.action === 'read')!.opinion).toBe('已签收');
    expect(log.find((one) => one.action === 'circulate')!.opinion).toBe('张老师、李老师、周老师');
  });
});

describe('a 发文 with a serial countersign, 签发 and 用印', () => {
  it('passes the countersign signer to signer, then 签发 and 用印 are recorded', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const doc = await started(handler, OUTGOING);
    expect(doc.number).toBe('示大办〔2026〕14号');
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.act({ id: doc.id, action: 'agree', opinion: '文字已核' })).d.step).toBe('会签');
    const teacher = await as(env.sandbox.app, 'teacher');
    const manager = await as(env.sandbox.app, 'manager');
    expect((await manager.act({ id: doc.id, action: 'agree' })).m).toBe(DOCUMENT_MESSAGES.notHandler.zh);
    expect((await teacher.act({ id: doc.id, action: 'agree', opinion: '同意' })).d.step).toBe('会签');
    expect(stepOf((await handler.detail(doc.id)).d).tasks.map((task) => [task.name, task.state])).toEqual([
      ['李老师', 'done'],
      ['周老师', 'open'],
    ]);
    expect((await manager.act({ id: doc.id, action: 'agree', opinion: '同意' })).d.step).toBe('签发');
    const leader = await as(env.sandbox.app, 'leader');
    expect((await leader.act({ id: doc.id, action: 'agree', opinion: '同意印发。' })).d.step).toBe('用印');
    expect((await handler.act({ id: doc.id, action: 'agree' })).m).toBe(DOCUMENT_MESSAGES.wrongKind.zh);
    expect((await handler.act({ id: doc.id, action: 'seal' })).d.step).toBe('办结');
    const detail = (await handler.detail(doc.id)).d.document;
    expect([detail.signedBy, detail.signedAt, detail.sealedAt]).toEqual(['刘书记', env.clock / 1000, env.clock / 1000]);
  });
});

describe('send back, transfer, remind, withdraw', () => {
  it('sends back only to an earlier step, to whoever did it', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const doc = await started(handler, OUTGOING);
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.act({ id: doc.id, action: 'back', toStep: 0 })).m).toBe(DOCUMENT_MESSAGES.needReason.zh);
    expect((await staff.act({ id: doc.id, action: 'back', toStep: 1, opinion: '格式有误' })).m).toBe(DOCUMENT_MESSAGES.backEarlier.zh);
    expect((await staff.act({ id: doc.id, action: 'back', toStep: 3, opinion: '格式有误' })).m).toBe(DOCUMENT_MESSAGES.backEarlier.zh);
    expect((await staff.act({ id: doc.id, action: 'back', toStep: 0, opinion: '请按公文格式修改落款' })).d.step).toBe('拟稿');
    const detail = (await handler.detail(doc.id)).d;
    expect(detail.mine).toMatchObject({ kind: 'draft', actions: ['agree', 'transfer'] });
    expect(detail.log.at(-1)).toMatchObject({ by: '张老师', action: 'back', opinion: '退回至「拟稿」：请按公文格式修改落款' });
    expect((await handler.act({ id: doc.id, action: 'agree', opinion: '已修改' })).d.step).toBe('核稿');
  });

  it('transfers a task to another handler (logged), who then acts; the first may not', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const doc = await started(handler, OUTGOING);
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.act({ id: doc.id, action: 'transfer', to: 'student' })).m).toBe(DOCUMENT_MESSAGES.transferWho.zh);
    expect((await staff.act({ id: doc.id, action: 'transfer', to: 'staff' })).m).toBe(DOCUMENT_MESSAGES.transferSame.zh);
    expect((await staff.act({ id: doc.id, action: 'transfer', to: 'manager', opinion: '请周老师核稿' })).e).toBe(0);
    expect((await staff.act({ id: doc.id, action: 'agree' })).m).toBe(DOCUMENT_MESSAGES.notHandler.zh);
    const manager = await as(env.sandbox.app, 'manager');
    expect((await manager.list('todo')).d.list.map((one) => one.id)).toContain(doc.id);
    expect((await manager.act({ id: doc.id, action: 'agree', opinion: '已核' })).d.step).toBe('会签');
    const log = (await handler.detail(doc.id)).d.log;
    expect(log.find((one) => one.action === 'transfer')).toMatchObject({ by: '张老师', opinion: '转交 周老师：请周老师核稿' });
  });

  it('lets only the sender remind the pending handlers, logged', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const doc = await started(handler, OUTGOING);
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.act({ id: doc.id, action: 'remind' })).m).toBe(DOCUMENT_MESSAGES.remindSender.zh);
    expect((await handler.detail(doc.id)).d.canRemind).toBe(true);
    env.clock += 3 * 86_400_000;
    const later = await as(env.sandbox.app, 'dochandler'); // three days on: a new login
    expect((await later.act({ id: doc.id, action: 'remind' })).e).toBe(0);
    expect((await later.detail(doc.id)).d.log.at(-1)).toMatchObject({ by: '赵敏', action: 'remind', step: '核稿', opinion: '张老师', at: env.clock / 1000 });
  });

  it('withdraws while the next handler has not opened it, refuses once opened', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const doc = await started(handler, INCOMING);
    await handler.act({ id: doc.id, action: 'agree', opinion: '拟请刘书记阅示。' });
    expect((await handler.detail(doc.id)).d.canWithdraw).toBe(true);
    const staff = await as(env.sandbox.app, 'staff');
    expect((await staff.act({ id: doc.id, action: 'withdraw' })).m).toBe(DOCUMENT_MESSAGES.withdrawNot.zh);
    const back = await handler.act({ id: doc.id, action: 'withdraw' });
    expect(back.d.step).toBe('拟办');
    const leader = await as(env.sandbox.app, 'leader');
    expect((await leader.list('todo')).d.list.map((one) => one.id)).not.toContain(doc.id);

    await handler.act({ id: doc.id, action: 'agree', opinion: '拟请刘书记阅示，并请相关部门会签。' });
    expect((await leader.detail(doc.id)).d.mine?.kind).toBe('instruct'); // the leader opens it
    expect((await handler.detail(doc.id)).d.canWithdraw).toBe(false);
    expect(await handler.act({ id: doc.id, action: 'withdraw' })).toEqual({ e: SandboxErrorCode.conflict, m: DOCUMENT_MESSAGES.withdrawOpened.zh, d: null });
    expect((await leader.list('todo')).d.list.find((one) => one.id === doc.id)!.openedAt).toBe(env.clock / 1000);
  });

  it('shows a document only to whoever sent it or holds a task on it', async () => {
    const handler = await as(env.sandbox.app, 'dochandler');
    const doc = await started(handler, OUTGOING);
    const manager = await as(env.sandbox.app, 'manager');
    expect((await manager.detail(doc.id)).m).toBe(DOCUMENT_MESSAGES.notYours.zh);
    expect((await manager.detail(99_999)).e).toBe(SandboxErrorCode.notFound);
  });
});

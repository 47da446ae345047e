/**
 * The repair halls' backend (widgets/repair): the seed (about 300 orders, realistic, the halls' data);
 * the whole chain through the API (a student reports with a photo → the dispatcher assigns 赵国强 → he
 * starts and finishes with a note → the student rates, once), each answer against its contract; the state
 * machine's refusals (only the dispatcher dispatches, only the assigned repairman starts and finishes,
 * only the reporter rates, only a done order, once; a send-back needs a reason); overdue by the category's
 * limit; statistics counted in SQL agree with the rows, only where the hall offers them and to whom.
 */
import { describe, expect, it } from 'vitest';
import type { RepairActBody, RepairHallQuery, RepairOrdersQuery } from '../generated/types.ts';
import { SandboxErrorCode, type Envelope } from '../../../sandbox/kit.ts';
import { scenePng, seedScene, clockedSandbox, expectContract, callAs, keyedCaller } from '../../../sandbox/testing.ts';
import { REPAIR_MESSAGES } from './routes.ts';
import { SEED_END, seedOrders } from './repairSeed.ts';

const env = clockedSandbox();
/** A day after the seed's last day: the seed's open orders are then late by their limits. */
const AFTER_SEED = (SEED_END + 86_400) * 1000;

type RepairStep = Omit<RepairActBody, 'variant'>;

/** A demo account in the halls (reading in `language` when given), with its steps in the `repair` hall, its reports and its photo uploads. */
async function as(username: string, language?: 'en' | 'tw') {
  const caller = await callAs(env.sandbox.app, username, language);
  return Object.assign(caller, {
    act: (body: RepairStep) => caller.post('repair.act', { variant: 'repair', ...body }),
    submit: (values: Record<string, unknown>, variant = 'repair') => caller.post('repair.submit', { variant, values, _submission: crypto.randomUUID() }),
    /** A photo uploaded as this account (the portal's upload, a multipart form): its stored URL. */
    upload: async () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(scenePng(seedScene(3), 40, 30))], '水龙头.png', { type: 'image/png' }));
      const response = await env.sandbox.app.fetch(
        new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie: caller.cookie } }),
      );
      return ((await response.json()) as Envelope<{ url: string }>).d.url;
    },
  });
}

const REPORT = { category: 'water', building: '北苑3号楼', room: '412', description: '宿舍卫生间水龙头漏水，关紧了还一直滴', phone: '13812345678' };

describe('the seed', () => {
  it('holds about 300 orders over 60 days, each category and state, every step one the hall allows', () => {
    const orders = seedOrders();
    expect(orders.length).toBeGreaterThanOrEqual(300);
    expect(Math.min(...orders.map((order) => order.createdAt))).toBeGreaterThanOrEqual(SEED_END - 60 * 86_400);
    expect(new Set(orders.map((order) => order.state))).toEqual(new Set(['awaiting', 'dispatched', 'inProgress', 'done', 'rated', 'returned']));
    expect(new Set(orders.filter((order) => order.variant === 'scurepair').map((order) => order.category)).size).toBe(6);
    expect(orders.every((order) => order.description.length >= 5)).toBe(true);
  });
});

describe('repair.hall and repair.form', () => {
  it('tells each account its part in the hall and builds the form from the hall’s categories and buildings', async () => {
    env.clock = AFTER_SEED;
    const parts = async (username: string, variant = 'repair') => (await (await as(username)).get('repair.hall', { variant })).d;
    const student = await parts('student');
    expectContract('repair.hall', student);
    expect(student.roles).toEqual({ reporter: true, dispatcher: false, repairman: false, statistic: false });
    expect(student.counts.mineOpen).toBe(3);
    const dispatcher = await parts('dispatcher', 'scurepair');
    expect(dispatcher.roles).toEqual({ reporter: true, dispatcher: true, repairman: false, statistic: true });
    expect(dispatcher.counts.awaiting).toBeGreaterThan(5);
    const repairman = await parts('repairman');
    expect([repairman.roles.repairman, repairman.roles.dispatcher, repairman.counts.tasks]).toEqual([true, false, 2]);

    const form = (await (await as('teacher')).get('repair.form', { variant: 'scurepair' })).d;
    expectContract('repair.form', form);
    expect(form.categories.map((one) => [one.name.zh, one.limitHours])).toEqual([
      ['水电', 24],
      ['门窗', 48],
      ['空调', 48],
      ['网络', 24],
      ['家具', 72],
      ['教学设备', 12],
    ]);
    const repairForm = (await (await as('teacher')).get('repair.form', { variant: 'repair' })).d;
    expect(repairForm.categories.map((one) => one.key)).not.toContain('teaching');
  });

  it('refuses a missing or unknown hall, and a visitor', async () => {
    const student = await as('student');
    // Off the contract on purpose: what a hand-made request may send.
    expect((await student.get('repair.hall', {} as RepairHallQuery)).m).toBe('缺少参数 variant（报修大厅）');
    expect((await student.get('repair.hall', { variant: 'nosuch' })).m).toBe(REPAIR_MESSAGES.variantUnknown.zh);
    expect((await (await as('visitor')).get('repair.hall', { variant: 'repair' })).e).toBe(SandboxErrorCode.forbidden);
    expect((await keyedCaller(env.sandbox.app).get('repair.hall', { variant: 'repair' })).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('the chain: report → dispatch → start → finish → rate', () => {
  it('runs through the API, each step recorded with who and when, and refuses whoever may not take it', async () => {
    env.clock = AFTER_SEED;
    const student = await as('student');
    const dispatcher = await as('dispatcher');
    const repairman = await as('repairman');
    const teacher = await as('teacher');
    const photo = await student.upload();
    // A photo must be the reporter's own upload.
    const foreign = await teacher.upload();
    expect((await student.submit({ ...REPORT, photos: [foreign] })).m).toBe(REPAIR_MESSAGES.notOwnPhoto.zh);
    expect((await student.submit({ ...REPORT, description: '漏水' })).e).toBe(SandboxErrorCode.formProblems);
    const made = await student.submit({ ...REPORT, photos: [photo] });
    expect(made.e).toBe(0);
    expectContract('repair.submit', made.d);
    expect(made.d.number).toMatch(/^BX20261121-\d{4}$/);
    const id = made.d.id;

    const queue = await dispatcher.get('repair.orders', { variant: 'repair', view: 'queue' });
    expectContract('repair.orders', queue.d);
    expect(queue.d.list[0]).toMatchObject({ id, state: 'awaiting', reporter: '王小明', photos: 1, overdue: false });
    expect(queue.d.workers.map((one) => one.name)).toContain('赵国强');

    // Only the dispatcher dispatches; only awaiting orders.
    expect(await student.act({ id, action: 'dispatch', worker: 'repairman' })).toEqual({
      e: SandboxErrorCode.forbidden,
      m: REPAIR_MESSAGES.dispatcherOnly.zh,
      d: null,
    });
    expect((await repairman.get('repair.orders', { variant: 'repair', view: 'queue' })).e).toBe(SandboxErrorCode.forbidden);
    expect((await dispatcher.act({ id, action: 'dispatch', worker: 'nobody' })).m).toBe(REPAIR_MESSAGES.noWorker.zh);
    expect((await repairman.act({ id, action: 'start' })).e).toBe(SandboxErrorCode.notFound);
    env.clock += 1200_000;
    expect((await dispatcher.act({ id, action: 'dispatch', worker: 'repairman' })).d).toEqual({ id, state: 'dispatched' });
    expect((await dispatcher.act({ id, action: 'dispatch', worker: 'worker-li' })).m).toBe(REPAIR_MESSAGES.notNow('dispatched', 'dispatch').zh);

    // Only the assigned repairman starts and finishes; finishing needs a note.
    expect((await dispatcher.act({ id, action: 'start' })).m).toBe(REPAIR_MESSAGES.repairmanOnly.zh);
    expect((await student.act({ id, action: 'rate', score: 5 })).m).toBe(REPAIR_MESSAGES.notNow('dispatched', 'rate').zh);
    const tasks = await repairman.get('repair.orders', { variant: 'repair', view: 'tasks' });
    expect(tasks.d.list.map((one) => one.id)).toContain(id);
    expect((await repairman.act({ id, action: 'finish', note: '已更换阀芯' })).m).toBe(REPAIR_MESSAGES.notNow('dispatched', 'finish').zh);
    env.clock += 600_000;
    expect((await repairman.act({ id, action: 'start' })).d.state).toBe('inProgress');
    expect((await repairman.act({ id, action: 'finish', note: ' ' })).m).toBe(REPAIR_MESSAGES.noNote.zh);
    env.clock += 1200_000;
    const finished = await repairman.act({ id, action: 'finish', note: '已更换水龙头阀芯' });
    expect(finished.m).toBe('');
    expect(finished.d.state).toBe('done');

    // Only the reporter rates, 1–5, once.
    expect((await dispatcher.act({ id, action: 'rate', score: 5 })).m).toBe(REPAIR_MESSAGES.reporterOnly.zh);
    expect((await student.act({ id, action: 'rate', score: 6 })).m).toBe(REPAIR_MESSAGES.badScore.zh);
    expect((await student.act({ id, action: 'rate', score: 5, comment: '师傅很快就来了，修得很好' })).d.state).toBe('rated');
    expect((await student.act({ id, action: 'rate', score: 1 })).m).toBe(REPAIR_MESSAGES.notNow('rated', 'rate').zh);

    const detail = await student.get('repair.detail', { variant: 'repair', id });
    expectContract('repair.detail', detail.d);
    expect(detail.d.timeline.map((one) => [one.state, one.by, one.note ?? ''])).toEqual([
      ['awaiting', '王小明', ''],
      ['dispatched', '马建华', '赵国强（水电维修班）'],
      ['inProgress', '赵国强', ''],
      ['done', '赵国强', '已更换水龙头阀芯'],
      ['rated', '王小明', '师傅很快就来了，修得很好'],
    ]);
    expect(detail.d.timeline[1]!.at).toBe(AFTER_SEED / 1000 + 1200);
    expect([detail.d.score, detail.d.comment, detail.d.worker, detail.d.photoUrls]).toEqual([5, '师傅很快就来了，修得很好', '赵国强', [photo]]);
    expect(detail.d.can).toEqual({ dispatch: false, sendBack: false, start: false, finish: false, rate: false });
    // Not the teacher's order: not shown to him.
    expect((await teacher.get('repair.detail', { variant: 'repair', id })).e).toBe(SandboxErrorCode.notFound);
    // Not in the other hall.
    expect((await student.get('repair.detail', { variant: 'scurepair', id })).e).toBe(SandboxErrorCode.notFound);
  });

  it('sends back only with a reason, and the reporter sees it', async () => {
    env.clock = AFTER_SEED;
    const student = await as('student');
    const dispatcher = await as('dispatcher');
    const { id } = (await student.submit(REPORT)).d;
    expect((await dispatcher.act({ id, action: 'sendBack', reason: '' })).m).toBe(REPAIR_MESSAGES.noReason.zh);
    expect((await dispatcher.act({ id, action: 'sendBack', reason: '同一问题已有报修单在处理中' })).d.state).toBe('returned');
    const detail = await student.get('repair.detail', { variant: 'repair', id });
    expect([detail.d.state, detail.d.returnedReason, detail.d.overdue]).toEqual(['returned', '同一问题已有报修单在处理中', false]);
    expect((await dispatcher.act({ id, action: 'dispatch', worker: 'repairman' })).e).toBe(SandboxErrorCode.conflict);
  });

  it('flags an order overdue past its category’s limit (水电 24 h, 家具 72 h)', async () => {
    env.clock = AFTER_SEED;
    const student = await as('student');
    const water = (await student.submit(REPORT)).d.id;
    const furniture = (await student.submit({ ...REPORT, category: 'furniture', description: '上铺床板断裂，睡觉时往下塌' })).d.id;
    const overdue = async () =>
      // A fresh login each time: sessions last two hours (sandbox/auth/sessions.ts).
      new Map((await (await as('student')).get('repair.orders', { variant: 'repair', view: 'mine', size: 50 })).d.list.map((one) => [one.id, one.overdue]));
    env.clock += 23 * 3600_000;
    expect([(await overdue()).get(water), (await overdue()).get(furniture)]).toEqual([false, false]);
    env.clock += 2 * 3600_000;
    expect([(await overdue()).get(water), (await overdue()).get(furniture)]).toEqual([true, false]);
    env.clock += 48 * 3600_000;
    expect((await overdue()).get(furniture)).toBe(true);
  });
});

describe('what the contracts refuse, in the hall’s words', () => {
  it('refuses a list without its view, an unknown step, a score off the scale and an overlong comment', async () => {
    const student = await as('student');
    // Off the contract on purpose: what a hand-made request may send.
    expect((await student.get('repair.orders', { variant: 'repair' } as RepairOrdersQuery)).m).toBe('参数 view 无效：应为 mine、queue 或 tasks');
    expect((await student.act({ id: 1, action: 'fly' } as unknown as RepairStep)).m).toBe('未知的操作');
    expect((await student.act({ id: 1, action: 'rate', score: 0 })).m).toBe(REPAIR_MESSAGES.badScore.zh);
    expect((await student.act({ id: 1, action: 'rate', score: 5, comment: '好'.repeat(201) })).m).toBe('评价内容不能超过 200 个字');
  });
});

describe('refusals in the reader’s language', () => {
  it('answers a refused step in English or Traditional Chinese as the portal-lang cookie asks', async () => {
    const made = await (await as('student')).submit(REPORT);
    expect(made.e).toBe(0);
    const words = {
      en: ['Only a repair dispatcher can dispatch or send back a repair request', 'This repair request is now "Awaiting dispatch" and cannot be rated'],
      tw: ['只有報修調度員可以派單或退回報修單', '該報修單目前為「待派單」，不能評價'],
    };
    for (const [language, [dispatchOnly, notNow]] of Object.entries(words)) {
      const student = await as('student', language as 'en' | 'tw');
      expect(await student.act({ id: made.d.id, action: 'dispatch', worker: 'worker-li' }), language).toMatchObject({
        e: SandboxErrorCode.forbidden,
        m: dispatchOnly,
      });
      expect(await student.act({ id: made.d.id, action: 'rate', score: 5 }), language).toMatchObject({ e: SandboxErrorCode.conflict, m: notNow });
    }
  });
});

describe('repair.statistic', () => {
  it('counts by category, building and state what the rows say, with hours to fix, only in scurepair and to whom it is granted', async () => {
    env.clock = AFTER_SEED;
    const dispatcher = await as('dispatcher');
    const stats = await dispatcher.get('repair.statistic', { variant: 'scurepair' });
    expect(stats.e).toBe(0);
    expectContract('repair.statistic', stats.d);
    const rows = seedOrders().filter((order) => order.variant === 'scurepair' && order.createdAt >= AFTER_SEED / 1000 - 60 * 86_400);
    expect(stats.d.total).toBe(rows.length);
    expect(stats.d.total).toBeGreaterThan(150);
    expect(stats.d.byCategory.reduce((sum, one) => sum + one.count, 0)).toBe(rows.length);
    expect(stats.d.byBuilding.reduce((sum, one) => sum + one.count, 0)).toBe(rows.length);
    for (const one of stats.d.byState) expect(one.count, one.state).toBe(rows.filter((row) => row.state === one.state).length);
    const water = rows.filter((row) => row.category === 'water' && row.events.some((e) => e.state === 'done'));
    const hours = water.map((row) => (row.events.find((e) => e.state === 'done')!.at - row.createdAt) / 3600);
    expect(stats.d.byCategory[0]!.avgHours).toBeCloseTo(hours.reduce((a, b) => a + b, 0) / hours.length, 1);
    expect(stats.d.overdue).toBeGreaterThan(10);
    expect(stats.d.overdue).toBeLessThan(stats.d.total / 2);

    expect((await dispatcher.get('repair.statistic', { variant: 'repair' })).m).toBe(REPAIR_MESSAGES.noStatistic.zh);
    expect((await (await as('student')).get('repair.statistic', { variant: 'scurepair' })).e).toBe(SandboxErrorCode.forbidden);
    expect((await (await as('repairman')).get('repair.statistic', { variant: 'scurepair' })).e).toBe(SandboxErrorCode.forbidden);
  });
});

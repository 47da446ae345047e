/**
 * The lucky draw's backend (widgets/lottery): the seeded 迎新抽奖 with each outcome's chance ("no prize"
 * one of them), draws decided by the server within the limits per day and per event, a prize gone turned
 * into no prize, and the stock never below zero under many draws at once. The clock: 2026-05-11 16:00
 * China time (clockedSandbox); every answer validates against widgets/lottery/contracts.
 */
import { describe, expect, it } from 'vitest';
import { DAY_S } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, visitorCaller } from '../../../sandbox/testing.ts';
import { outcomeOf } from './routes.ts';
import { SEED_LOTTERY } from './seed.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
const EVENT = 1;

/** Makes the event's first prize the only outcome, with `stock` left and no limit on draws. */
function onlyFirstPrize(stock: number) {
  const db = env.sandbox.db;
  db.prepare('UPDATE lottery_events SET per_day = NULL, per_event = NULL, no_prize_odds = 0').run();
  db.prepare('UPDATE lottery_prizes SET odds = 0').run();
  db.prepare('UPDATE lottery_prizes SET odds = 10000, stock = ? WHERE sort = 1').run(stock);
}
const stockOf = (sort: number) => env.sandbox.db.prepare<[number], { stock: number }>('SELECT stock FROM lottery_prizes WHERE sort = ?').get(sort)!.stock;

describe('outcomeOf', () => {
  it('walks the odds in order, and past them is no prize', () => {
    const prizes = [
      { id: 1, odds: 50 },
      { id: 2, odds: 300 },
    ];
    expect([0, 49, 50, 349, 350, 9999].map((roll) => outcomeOf(prizes, roll))).toEqual([1, 1, 2, 2, null, null]);
  });
});

describe('lottery.event', () => {
  it('gives the running event, its prizes with stock and chances, and "no prize" as an outcome', async () => {
    const event = await (await as('student')).get('lottery.event', {});
    expect(event.e).toBe(0);
    expectContract('lottery.event', event.d);
    expect(event.d).toMatchObject({ id: EVENT, title: SEED_LOTTERY.title, status: 'open', perDay: 3, perEvent: 10, drawsLeft: 3, myPrizes: [], myDraws: 0 });
    expect(event.d.prizes.map((p) => [p.level, p.stock, p.probability])).toEqual([
      ['一等奖', 5, 0.005],
      ['二等奖', 30, 0.03],
      ['三等奖', 100, 0.12],
      ['纪念奖', 500, 0.25],
    ]);
    expect(event.d.noPrizeProbability).toBeCloseTo(0.595);
    expect(await (await as('student')).get('lottery.event', { id: 9 })).toMatchObject({ e: 404, m: '该抽奖活动不存在' });
  });

  it('needs a login', async () => {
    expect((await visitorCaller(env.sandbox.app).get('lottery.event', {})).e).toBe(10013);
    expect((await visitorCaller(env.sandbox.app).post('lottery.draw', { id: EVENT })).e).toBe(10013);
  });
});

describe('lottery.draw', () => {
  it('draws three times a day, then refuses until tomorrow, and stops at the event’s limit', async () => {
    let student = await as('student');
    const outcomes = [];
    for (let n = 0; n < 3; n += 1) {
      const draw = await student.post('lottery.draw', { id: EVENT });
      expect(draw.e).toBe(0);
      expectContract('lottery.draw', draw.d);
      expect(draw.d.drawsLeft).toBe(2 - n);
      outcomes.push(draw.d.prize);
    }
    const fourth = await student.post('lottery.draw', { id: EVENT });
    expect([fourth.e, fourth.m]).toEqual([409, '今天的 3 次抽奖机会已用完，明天再来吧']);
    const english = await (await as('student', 'en')).post('lottery.draw', { id: EVENT });
    expect(english.m).toBe("You have used today's 3 draws: come back tomorrow");
    const event = await student.get('lottery.event', {});
    expect(event.d.myDraws).toBe(3);
    expect(event.d.myPrizes.map((p) => p.prizeId)).toEqual(
      outcomes
        .filter((p) => p !== null)
        .map((p) => p!.id)
        .reverse(),
    );

    for (let day = 1; day <= 3; day += 1) {
      env.clock += DAY_S * 1000;
      student = await as('student');
      for (let n = 0; n < 3 && day * 3 + n < 10; n += 1) expect((await student.post('lottery.draw', { id: EVENT })).e).toBe(0);
    }
    const over = await student.post('lottery.draw', { id: EVENT });
    expect([over.e, over.m]).toEqual([409, '本次活动的 10 次抽奖机会已全部用完']);
    expect((await student.get('lottery.event', {})).d.drawsLeft).toBe(0);
  });

  it('refuses before it opens and after it ends', async () => {
    env.clock += 7 * DAY_S * 1000;
    const late = await (await as('student')).post('lottery.draw', { id: EVENT });
    expect([late.e, late.m]).toEqual([409, '抽奖活动已结束']);
    env.sandbox.db.prepare('UPDATE lottery_events SET opens_at = opens_at + 30 * 86400, closes_at = closes_at + 30 * 86400').run();
    const early = await (await as('student')).post('lottery.draw', { id: EVENT });
    expect(early.e).toBe(409);
    expect(early.m).toMatch(/^抽奖尚未开始，2026-06-\d\d 16:00 开始$/);
  });

  it('turns a prize that is gone into no prize, and shows its chance as nothing', async () => {
    onlyFirstPrize(1);
    const student = await as('student');
    expect((await student.post('lottery.draw', { id: EVENT })).d.prize).toMatchObject({ level: '一等奖' });
    expect((await student.post('lottery.draw', { id: EVENT })).d.prize).toBeNull();
    const event = await student.get('lottery.event', {});
    expect(event.d.prizes[0]).toMatchObject({ stock: 0, probability: 0 });
    expect(event.d.noPrizeProbability).toBe(1);
    expect(event.d.myPrizes).toHaveLength(1);
  });

  it('never takes the stock below zero under many concurrent draws', async () => {
    onlyFirstPrize(3);
    const callers = await Promise.all(['student', 'teacher', 'staff', 'admin', 'visitor'].map((name) => as(name)));
    const draws = await Promise.all(Array.from({ length: 60 }, (_, n) => callers[n % callers.length]!.post('lottery.draw', { id: EVENT })));
    expect(draws.every((draw) => draw.e === 0)).toBe(true);
    expect(draws.filter((draw) => draw.d.prize !== null)).toHaveLength(3);
    expect(stockOf(1)).toBe(0);
    const recorded = env.sandbox.db.prepare('SELECT count(*) AS draws, count(prize_id) AS won FROM lottery_draws').get();
    expect(recorded).toEqual({ draws: 60, won: 3 });
    expect(() => env.sandbox.db.prepare('UPDATE lottery_prizes SET stock = stock - 1 WHERE sort = 1').run()).toThrow(/CHECK/);
  });
});

/**
 * The sandbox's lucky draw, 迎新抽奖 for the new students, dated from the day it starts: open from
 * yesterday for a week, three draws a day and ten in all, four prizes with their stock and chances (in
 * parts per ten thousand) and "no prize" with its own.
 */
import { DAY_S, type SandboxDatabase } from '../../../sandbox/kit.ts';

/** Chances are parts of this. */
export const ODDS_SCALE = 10_000;

export const SEED_LOTTERY = {
  title: '2026 级迎新抽奖',
  description: '欢迎加入示范大学！活动期间每人每天可抽 3 次，共 10 次。奖品请在活动结束前凭校园卡到学生活动中心一楼服务台领取。',
  organizer: '校学生会 · 新生服务中心',
  opens: -1,
  closes: 6,
  perDay: 3,
  perEvent: 10,
  noPrizeOdds: 5_950,
  prizes: [
    { level: '一等奖', name: '校园纪念卫衣', stock: 5, odds: 50 },
    { level: '二等奖', name: '定制保温杯', stock: 30, odds: 300 },
    { level: '三等奖', name: '校园文创帆布袋', stock: 100, odds: 1_200 },
    { level: '纪念奖', name: '食堂 10 元代金券', stock: 500, odds: 2_500 },
  ],
} as const;

/** Writes the event when the sandbox starts with none, dated from `nowSeconds`. */
export function seedLottery(db: SandboxDatabase, nowSeconds: number): void {
  if (db.prepare<[], { n: number }>('SELECT count(*) AS n FROM lottery_events').get()!.n > 0) return;
  const hour = Math.floor(nowSeconds / 3600) * 3600;
  const seed = SEED_LOTTERY;
  db.transaction(() => {
    const id = db
      .prepare(
        'INSERT INTO lottery_events (title, description, organizer, opens_at, closes_at, per_day, per_event, no_prize_odds) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        seed.title,
        seed.description,
        seed.organizer,
        hour + seed.opens * DAY_S,
        hour + seed.closes * DAY_S,
        seed.perDay,
        seed.perEvent,
        seed.noPrizeOdds,
      ).lastInsertRowid;
    const prize = db.prepare('INSERT INTO lottery_prizes (event_id, sort, level, name, stock, total, odds) VALUES (?, ?, ?, ?, ?, ?, ?)');
    seed.prizes.forEach((one, index) => prize.run(id, index + 1, one.level, one.name, one.stock, one.stock, one.odds));
  })();
}

/**
 * The lucky-draw endpoints (widgets/lottery): an event with its prizes, each outcome's chance and the
 * user's draws (`lottery.event`), and a draw (`lottery.draw`), decided here: the chances are data, "no
 * prize" one of the outcomes, and a prize is handed out only by a guarded decrement of its stock inside
 * the draw's one synchronous transaction, so concurrent draws never take the stock below zero.
 */
import { randomInt } from 'node:crypto';
import type { LotteryEventData } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  clockOf,
  dayOfSeconds,
} from '../../../sandbox/kit.ts';
import { ODDS_SCALE } from './seed.ts';

const when = (seconds: number) => `${dayOfSeconds(seconds)} ${clockOf(seconds * 1000)}`;

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const LOTTERY_MESSAGES = {
  notFound: { zh: '该抽奖活动不存在', en: 'This lucky draw does not exist', tw: '該抽獎活動不存在' },
  none: { zh: '目前没有抽奖活动', en: 'There is no lucky draw at the moment', tw: '目前沒有抽獎活動' },
  notOpen: (opens: number): InThreeLanguages => ({
    zh: `抽奖尚未开始，${when(opens)} 开始`,
    en: `The lucky draw has not started: it opens at ${when(opens)}`,
    tw: `抽獎尚未開始，${when(opens)} 開始`,
  }),
  closed: { zh: '抽奖活动已结束', en: 'The lucky draw has ended', tw: '抽獎活動已結束' },
  todayUsed: (perDay: number): InThreeLanguages => ({
    zh: `今天的 ${perDay} 次抽奖机会已用完，明天再来吧`,
    en: `You have used today's ${perDay} draws: come back tomorrow`,
    tw: `今天的 ${perDay} 次抽獎機會已用完，明天再來吧`,
  }),
  eventUsed: (perEvent: number): InThreeLanguages => ({
    zh: `本次活动的 ${perEvent} 次抽奖机会已全部用完`,
    en: `You have used all ${perEvent} draws of this lucky draw`,
    tw: `本次活動的 ${perEvent} 次抽獎機會已全部用完`,
  }),
} as const;

interface EventRow {
  id: number;
  title: string;
  description: string;
  organizer: string;
  opens_at: number;
  closes_at: number;
  per_day: number | null;
  per_event: number | null;
  no_prize_odds: number;
}
interface PrizeRow {
  id: number;
  level: string;
  name: string;
  stock: number;
  total: number;
  odds: number;
}

type Status = LotteryEventData['status'];

/** The prize a number in [0, scale) lands on, walking the prizes' odds in order; past them, no prize. */
export function outcomeOf(prizes: readonly Pick<PrizeRow, 'id' | 'odds'>[], roll: number): number | null {
  let edge = 0;
  for (const prize of prizes) {
    edge += prize.odds;
    if (roll < edge) return prize.id;
  }
  return null;
}

export function createLotteryRoutes(services: SandboxServices, roll: (scale: number) => number = randomInt) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions), requireGrant(services));

  const one = db.prepare<[number], EventRow>('SELECT * FROM lottery_events WHERE id = ?');
  // The one running now, else the next to open, else the latest to have closed.
  const current = db.prepare<[number, number, number], EventRow>(`
    SELECT * FROM lottery_events
    ORDER BY CASE WHEN opens_at <= ? AND closes_at > ? THEN 0 WHEN opens_at > ? THEN 1 ELSE 2 END, closes_at DESC LIMIT 1`);
  const prizesOf = db.prepare<[number], PrizeRow>('SELECT id, level, name, stock, total, odds FROM lottery_prizes WHERE event_id = ? ORDER BY sort, id');
  const drawsOn = db.prepare<[number, number, string], { n: number }>('SELECT count(*) AS n FROM lottery_draws WHERE event_id = ? AND user_id = ? AND day = ?');
  const drawsIn = db.prepare<[number, number], { n: number }>('SELECT count(*) AS n FROM lottery_draws WHERE event_id = ? AND user_id = ?');
  const won = db.prepare<[number, number], { id: number; prize_id: number; name: string; level: string; drawn_at: number }>(`
    SELECT d.id, d.prize_id, p.name, p.level, d.drawn_at FROM lottery_draws d JOIN lottery_prizes p ON p.id = d.prize_id
    WHERE d.event_id = ? AND d.user_id = ? ORDER BY d.drawn_at DESC, d.id DESC`);
  // The guard: a prize is taken only while some is left.
  const takeOne = db.prepare<[number]>('UPDATE lottery_prizes SET stock = stock - 1 WHERE id = ? AND stock > 0');
  const record = db.prepare<[number, number, number | null, string, number]>(
    'INSERT INTO lottery_draws (event_id, user_id, prize_id, day, drawn_at) VALUES (?, ?, ?, ?, ?)',
  );

  const statusOf = (row: EventRow, now: number): Status => (now < row.opens_at ? 'upcoming' : now < row.closes_at ? 'open' : 'closed');
  const drawsLeft = (row: EventRow, userId: number, now: number) => {
    if (statusOf(row, now) !== 'open') return 0;
    const today = row.per_day === null ? Infinity : row.per_day - drawsOn.get(row.id, userId, dayOfSeconds(now))!.n;
    const inEvent = row.per_event === null ? Infinity : row.per_event - drawsIn.get(row.id, userId)!.n;
    const left = Math.max(0, Math.min(today, inEvent));
    return Number.isFinite(left) ? left : 999;
  };

  routes.get('lottery.event', (c, { input, ok }) => {
    const now = epochSeconds(services);
    const row = input.id === undefined ? current.get(now, now, now) : one.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, input.id === undefined ? LOTTERY_MESSAGES.none : LOTTERY_MESSAGES.notFound);
    const userId = c.get('user').id;
    const prizes = prizesOf.all(row.id);
    // A prize that is gone can no longer be won: its chance falls to "no prize".
    const chance = (prize: PrizeRow) => (prize.stock > 0 ? prize.odds / ODDS_SCALE : 0);
    return ok({
      id: row.id,
      title: row.title,
      description: row.description,
      organizer: row.organizer,
      status: statusOf(row, now),
      opensAt: row.opens_at,
      closesAt: row.closes_at,
      perDay: row.per_day,
      perEvent: row.per_event,
      drawsLeft: drawsLeft(row, userId, now),
      prizes: prizes.map((prize) => ({
        id: prize.id,
        name: prize.name,
        level: prize.level,
        stock: prize.stock,
        total: prize.total,
        probability: chance(prize),
      })),
      noPrizeProbability: Math.max(0, 1 - prizes.reduce((sum, prize) => sum + chance(prize), 0)),
      myPrizes: won
        .all(row.id, userId)
        .map((draw) => ({ drawId: draw.id, prizeId: draw.prize_id, name: draw.name, level: draw.level, drawnAt: draw.drawn_at })),
      myDraws: drawsIn.get(row.id, userId)!.n,
    });
  });

  routes.post('lottery.draw', (c, { input, ok }) => {
    const row = one.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, LOTTERY_MESSAGES.notFound);
    const now = epochSeconds(services);
    const status = statusOf(row, now);
    if (status === 'upcoming') return replyFail(c, SandboxErrorCode.conflict, LOTTERY_MESSAGES.notOpen(row.opens_at));
    if (status === 'closed') return replyFail(c, SandboxErrorCode.conflict, LOTTERY_MESSAGES.closed);
    const userId = c.get('user').id;
    const day = dayOfSeconds(now);
    // One synchronous transaction: the limits counted, the outcome decided and the stock taken with
    // nothing in between, so no two draws see the same last prize.
    const outcome = db
      .transaction(() => {
        if (row.per_day !== null && drawsOn.get(row.id, userId, day)!.n >= row.per_day) return { refused: LOTTERY_MESSAGES.todayUsed(row.per_day) };
        if (row.per_event !== null && drawsIn.get(row.id, userId)!.n >= row.per_event) return { refused: LOTTERY_MESSAGES.eventUsed(row.per_event) };
        const prizes = prizesOf.all(row.id);
        const landed = outcomeOf(prizes, roll(prizes.reduce((sum, prize) => sum + prize.odds, row.no_prize_odds)));
        // Landing on a prize that is gone is no prize: the guard took nothing.
        const prizeId = landed !== null && takeOne.run(landed).changes === 1 ? landed : null;
        const drawId = Number(record.run(row.id, userId, prizeId, day, now).lastInsertRowid);
        return { drawId, prize: prizes.find((prize) => prize.id === prizeId) };
      })
      .immediate();
    if (outcome.refused) return replyFail(c, SandboxErrorCode.conflict, outcome.refused);
    return ok({
      drawId: outcome.drawId,
      prize: outcome.prize ? { id: outcome.prize.id, name: outcome.prize.name, level: outcome.prize.level } : null,
      drawsLeft: drawsLeft(row, userId, now),
      drawnAt: now,
    });
  });

  return routes;
}

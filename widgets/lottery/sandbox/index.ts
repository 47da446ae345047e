/**
 * The lucky draw's backend (widget lottery): `lottery_events`, their `lottery_prizes` (stock never below
 * zero: a CHECK, and a guarded decrement in the draw's transaction) and `lottery_draws` (one row a draw,
 * its prize or none); routes `/api/lottery/*` (routes.ts). The seed event (seed.ts) is written when the
 * sandbox starts with none, dated from its today.
 */
import { type SandboxModule, epochSeconds } from '../../../sandbox/kit.ts';
import { createLotteryRoutes } from './routes.ts';
import { seedLottery } from './seed.ts';

const backend: SandboxModule = {
  name: 'lottery',
  migrations: [
    {
      version: 1,
      description: 'lucky draws (抽奖): events with their limits, prizes with stock and chances, and every draw',
      up(db) {
        // odds and no_prize_odds: parts per ten thousand (seed.ts ODDS_SCALE); together they make the whole.
        db.exec(`
          CREATE TABLE lottery_events (
            id            INTEGER PRIMARY KEY,
            title         TEXT    NOT NULL,
            description   TEXT    NOT NULL DEFAULT '',
            organizer     TEXT    NOT NULL,
            opens_at      INTEGER NOT NULL,
            closes_at     INTEGER NOT NULL CHECK (closes_at > opens_at),
            per_day       INTEGER CHECK (per_day IS NULL OR per_day >= 1),
            per_event     INTEGER CHECK (per_event IS NULL OR per_event >= 1),
            no_prize_odds INTEGER NOT NULL CHECK (no_prize_odds >= 0)
          );
          CREATE TABLE lottery_prizes (
            id       INTEGER PRIMARY KEY,
            event_id INTEGER NOT NULL REFERENCES lottery_events (id),
            sort     INTEGER NOT NULL,
            level    TEXT    NOT NULL,
            name     TEXT    NOT NULL,
            stock    INTEGER NOT NULL CHECK (stock >= 0),
            total    INTEGER NOT NULL CHECK (total >= 0),
            odds     INTEGER NOT NULL CHECK (odds >= 0)
          );
          CREATE INDEX lottery_prizes_by_event ON lottery_prizes (event_id, sort);
          CREATE TABLE lottery_draws (
            id       INTEGER PRIMARY KEY,
            event_id INTEGER NOT NULL REFERENCES lottery_events (id),
            user_id  INTEGER NOT NULL,
            prize_id INTEGER REFERENCES lottery_prizes (id),
            day      TEXT    NOT NULL,
            drawn_at INTEGER NOT NULL
          );
          CREATE INDEX lottery_draws_by_user ON lottery_draws (event_id, user_id, day);
        `);
      },
    },
  ],
  mount(api, services) {
    // At start, not on a request: no GET may change what is stored.
    seedLottery(services.db, epochSeconds(services));
    api.route('/', createLotteryRoutes(services).app);
  },
};

export default backend;

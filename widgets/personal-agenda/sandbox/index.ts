/**
 * The personal agenda's backend (widget personal-agenda): table `personal_agenda_items` (one
 * row per item; a weekly item is one row with its `repeat_until`, expanded per request in routes.ts);
 * routes `/api/personalAgenda/*`. The demo agendas of 王小明 and 李老师 (agendaSeed.ts) are written at
 * start for an account that has none, dated from the sandbox's today.
 */
import { type SandboxModule, epochSeconds } from '../../../sandbox/kit.ts';
import { seedAgendas } from './agendaSeed.ts';
import { createAgendaRoutes } from './routes.ts';

const backend: SandboxModule = {
  name: 'personal-agenda',
  migrations: [
    {
      version: 1,
      description: 'personal agenda items (个人日程): title, time or whole days, place, note, reminder, weekly repeat, done',
      up(db) {
        db.exec(`
          CREATE TABLE personal_agenda_items (
            id             INTEGER PRIMARY KEY,
            username       TEXT    NOT NULL,
            title          TEXT    NOT NULL,
            all_day        INTEGER NOT NULL CHECK (all_day IN (0, 1)),
            start          INTEGER NOT NULL,
            end            INTEGER NOT NULL CHECK (end >= start),
            place          TEXT    NOT NULL DEFAULT '',
            note           TEXT    NOT NULL DEFAULT '',
            remind_minutes INTEGER CHECK (remind_minutes IN (5, 15, 30, 60, 1440)),
            repeat_until   TEXT,
            done           INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1)),
            created_at     INTEGER NOT NULL
          );
          CREATE INDEX personal_agenda_by_user ON personal_agenda_items (username, start);
        `);
      },
    },
  ],
  mount(api, services) {
    // At start, not on a request: no GET may change what is stored.
    seedAgendas(services.db, epochSeconds(services));
    api.route('/', createAgendaRoutes(services).app);
  },
};

export default backend;

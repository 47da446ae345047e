/**
 * The ticket backend (widget ticket): tables `ticket_events` (the sale windows, the counter of tickets
 * sold, the seat map's size, the prerequisite event, whether a form is collected), `ticket_tickets` (one
 * live ticket per user and per seat, UNIQUE), `ticket_subscriptions`; routes `/api/ticket/*` (routes.ts).
 * The events are laid out from the sandbox's clock at its first start (ticketSeed.ts). Adds the demo
 * account `checker` (陈立峰, 检票员), who checks tickets at the door (module `check`).
 */
import { addWidgetAccounts, epochSeconds, type PermissionMap, type SandboxModule } from '../../../sandbox/kit.ts';
import { createTicketRoutes } from './routes.ts';
import { DEMO_CHECKER, seedTicketEvents } from './ticketSeed.ts';

// The app key of the demo site (sites/demo.json `ticket`); module `check` is the door (widget.json `grant`).
const CHECKER: PermissionMap = { ticket: { module: ['check'] } };

const backend: SandboxModule = {
  name: 'ticket',
  migrations: [
    {
      version: 1,
      description: 'tickets (抢票): events with sale windows, tickets (one live per user and per seat), subscriptions; the demo checker account',
      up(db) {
        db.exec(`
          CREATE TABLE ticket_events (
            id              INTEGER PRIMARY KEY,
            kind            TEXT    NOT NULL,
            title           TEXT    NOT NULL,
            place           TEXT    NOT NULL,
            description     TEXT    NOT NULL,
            starts_at       INTEGER NOT NULL,
            opens_at        INTEGER NOT NULL,
            closes_at       INTEGER NOT NULL,
            refund_until    INTEGER NOT NULL,
            stock           INTEGER NOT NULL CHECK (stock >= 0),
            sold            INTEGER NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= stock),
            seat_rows       INTEGER CHECK (seat_rows > 0),
            seats_per_row   INTEGER CHECK (seats_per_row > 0),
            prerequisite_id INTEGER REFERENCES ticket_events (id),
            collects        INTEGER NOT NULL DEFAULT 0 CHECK (collects IN (0, 1)),
            hold_minutes    INTEGER NOT NULL DEFAULT 15 CHECK (hold_minutes > 0)
          );
          CREATE TABLE ticket_tickets (
            id           INTEGER PRIMARY KEY,
            event_id     INTEGER NOT NULL REFERENCES ticket_events (id),
            username     TEXT    NOT NULL,
            holder_name  TEXT    NOT NULL,
            code         TEXT    NOT NULL UNIQUE,
            seat_row     INTEGER,
            seat_no      INTEGER,
            state        TEXT    NOT NULL CHECK (state IN ('held', 'valid', 'checked', 'refunded', 'expired')),
            grabbed_at   INTEGER NOT NULL,
            hold_until   INTEGER,
            confirmed_at INTEGER,
            form_values  TEXT,
            checked_at   INTEGER,
            checked_by   TEXT,
            ended_at     INTEGER
          );
          CREATE UNIQUE INDEX ticket_one_per_user ON ticket_tickets (event_id, username) WHERE state IN ('held', 'valid', 'checked');
          CREATE UNIQUE INDEX ticket_one_per_seat ON ticket_tickets (event_id, seat_row, seat_no)
            WHERE seat_row IS NOT NULL AND state IN ('held', 'valid', 'checked');
          CREATE INDEX ticket_holds ON ticket_tickets (state, hold_until);
          CREATE INDEX ticket_by_user ON ticket_tickets (username, state);
          CREATE TABLE ticket_subscriptions (
            event_id INTEGER NOT NULL REFERENCES ticket_events (id),
            username TEXT    NOT NULL,
            at       INTEGER NOT NULL,
            PRIMARY KEY (event_id, username)
          );
          CREATE TABLE ticket_seeded (at INTEGER NOT NULL);
        `);
        // A staff member like the others (the staff's apps), who also checks tickets at the door.
        addWidgetAccounts(db, [{ ...DEMO_CHECKER, like: 'staff', grants: CHECKER }]);
      },
    },
  ],
  // Everyone logged in grabs (the app has no permission in the manifest); the administrator, who may do
  // whatever any role may, also checks tickets.
  grants: { admin: CHECKER },
  mount(api, services) {
    seedTicketEvents(services.db, epochSeconds(services));
    api.route('/', createTicketRoutes(services).app);
  },
};

export default backend;

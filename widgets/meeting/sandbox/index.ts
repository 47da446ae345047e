/**
 * The meetings' backend (widget meeting): tables `meeting_rooms`, `meetings` and
 * `meeting_invitees` (one row per invitee, with the reply); routes `/api/meeting/*` (routes.ts). The rooms
 * and about 20 meetings (meetingSeed.ts) are written when the sandbox starts with none, dated from its
 * today. Staff and the administrator send notices (module `send`, widget.json `grant`).
 */
import { type SandboxModule, type PermissionMap, epochSeconds } from '../../../sandbox/kit.ts';
import { MEETING_ROOMS, seedMeetings } from './meetingSeed.ts';
import { createMeetingRoutes } from './routes.ts';

// The app key of the demo site (sites/demo.json `meeting`); module `send` is the notice form (widget.json `grant`).
const SENDER: PermissionMap = { meeting: { module: ['index', 'send'] } };

const backend: SandboxModule = {
  name: 'meeting',
  migrations: [
    {
      version: 1,
      description: 'meeting rooms (会议室), meetings and their invitees with replies (参加/请假)',
      up(db) {
        db.exec(`
          CREATE TABLE meeting_rooms (
            id       INTEGER PRIMARY KEY,
            name     TEXT    NOT NULL UNIQUE,
            capacity INTEGER NOT NULL CHECK (capacity > 0)
          );
          CREATE TABLE meetings (
            id             INTEGER PRIMARY KEY,
            title          TEXT    NOT NULL,
            room_id        INTEGER NOT NULL REFERENCES meeting_rooms (id),
            start          INTEGER NOT NULL,
            end            INTEGER NOT NULL CHECK (end > start),
            organizer      TEXT    NOT NULL,
            organizer_name TEXT    NOT NULL,
            agenda         TEXT    NOT NULL DEFAULT '',
            created_at     INTEGER NOT NULL
          );
          CREATE INDEX meetings_by_room ON meetings (room_id, start);
          CREATE TABLE meeting_invitees (
            meeting_id  INTEGER NOT NULL REFERENCES meetings (id),
            username    TEXT    NOT NULL,
            answer      TEXT    CHECK (answer IN ('attend', 'leave')),
            reason      TEXT    NOT NULL DEFAULT '',
            answered_at INTEGER,
            PRIMARY KEY (meeting_id, username)
          );
          CREATE INDEX meeting_invitees_by_user ON meeting_invitees (username);
        `);
        const room = db.prepare('INSERT INTO meeting_rooms (id, name, capacity) VALUES (?, ?, ?)');
        for (const one of MEETING_ROOMS) room.run(one.id, one.name, one.capacity);
      },
    },
  ],
  grants: { staff: SENDER, admin: SENDER },
  mount(api, services) {
    // At start, not on a request: no GET may change what is stored.
    seedMeetings(services.db, epochSeconds(services));
    api.route('/', createMeetingRoutes(services).app);
  },
};

export default backend;

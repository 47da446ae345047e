/**
 * The notice centre's backend (widget notice): tables `notices`, `notice_attachments`, `notice_reads`
 * and `/api/notice/*`. The publishing backend (widgets/announcement-release/sandbox/) writes notices into
 * these tables; each notice's recipients get a message through the kit's delivery (sandbox/messages/),
 * which reading the notice marks read too.
 */
import {
  storeFile,
  sniffFileKind,
  type SandboxDatabase,
  plainText,
  type SandboxModule,
  createMessageTables,
  noticeSummary,
  publishNotice,
} from '../../../sandbox/kit.ts';
import { createNoticeRoutes } from './routes.ts';
import { samplePdf } from './samplePdf.ts';
import { SEED_NOTICES } from './seed.ts';

/**
 * The demo site's app key of the notice centre, which the roles' grants name. Who may read notices is
 * the site's `permission` on its notice apps (routes.ts, requireGrant), not this key.
 */
const NOTICE_APP = 'notice';
const NOTICE_PAGES = { module: ['index', 'noticepage', 'noticetippage'] };

function seed(db: SandboxDatabase): void {
  const publisherName = db.prepare<[string], { name: string }>('SELECT name FROM users WHERE username = ?');
  const insertRead = db.prepare('INSERT INTO notice_reads (notice_id, username, read_at) VALUES (?, ?, ?)');
  // Oldest first, so ids grow with time as they do for notices published later.
  for (const notice of [...SEED_NOTICES].reverse()) {
    const attachments = (notice.attachments ?? []).map((attachment) => {
      const data = samplePdf(attachment.lines);
      const kind = sniffFileKind(data, attachment.name)!;
      const key = storeFile(db, { name: attachment.name, kind, data, owner: notice.publisher ?? null, createdAt: notice.publishedAt });
      return { key, name: attachment.name, size: data.byteLength, type: kind.type };
    });
    const readBy = new Set(notice.readBy ?? []);
    const readAt = notice.publishedAt + 3_600;
    const { id } = publishNotice(
      db,
      {
        ...notice,
        summary: noticeSummary(plainText(notice.content)),
        publisher: notice.publisher ?? null,
        publisherName: notice.publisher ? (publisherName.get(notice.publisher)?.name ?? null) : null,
        important: notice.important ?? false,
        attachments,
      },
      { by: readBy, at: readAt },
    );
    for (const username of readBy) insertRead.run(id, username, readAt);
  }
}

const backend: SandboxModule = {
  name: 'notice',
  migrations: [
    {
      version: 1,
      description: "notices (通知公告) with attachments and reads, seeded for the demo accounts with their messages (the kit's message tables)",
      up(db) {
        db.exec(`
          CREATE TABLE notices (
            id             INTEGER PRIMARY KEY,
            title          TEXT    NOT NULL,
            summary        TEXT    NOT NULL,
            content        TEXT    NOT NULL,
            department     TEXT    NOT NULL,
            publisher      TEXT,
            publisher_name TEXT,
            audience       TEXT    NOT NULL,
            important      INTEGER NOT NULL DEFAULT 0,
            published_at   INTEGER NOT NULL
          );
          CREATE INDEX notices_by_time ON notices (published_at DESC, id DESC);
          CREATE TABLE notice_attachments (
            id        INTEGER PRIMARY KEY,
            notice_id INTEGER NOT NULL REFERENCES notices (id),
            position  INTEGER NOT NULL,
            file_key  TEXT    NOT NULL,
            name      TEXT    NOT NULL,
            size      INTEGER NOT NULL,
            type      TEXT    NOT NULL
          );
          CREATE INDEX notice_attachments_by_notice ON notice_attachments (notice_id, position);
          CREATE TABLE notice_reads (
            notice_id       INTEGER NOT NULL REFERENCES notices (id),
            username        TEXT    NOT NULL,
            read_at         INTEGER NOT NULL,
            acknowledged_at INTEGER,
            PRIMARY KEY (notice_id, username)
          );
        `);
        // The kit's tables the seed delivers into; IF NOT EXISTS, so whichever backend comes first makes them.
        createMessageTables(db);
        seed(db);
      },
    },
  ],
  // Members of the school read notices; visitors do not (announcementRelease is already in the staff and admin maps).
  grants: {
    student: { [NOTICE_APP]: NOTICE_PAGES },
    teacher: { [NOTICE_APP]: NOTICE_PAGES },
    staff: { [NOTICE_APP]: NOTICE_PAGES },
    admin: { [NOTICE_APP]: NOTICE_PAGES },
  },
  mount(api, services) {
    api.route('/', createNoticeRoutes(services));
  },
};

export default backend;

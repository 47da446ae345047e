/** The rss-subscription widget's backend: channels (`rss_channels`), their items (`rss_items`), each user's subscriptions (`rss_subscriptions`), `/api/rssSubscription/*`. */
import { createRssRoutes } from './routes.ts';
import { SEED_CHANNELS, SEED_STUDENT_SUBSCRIPTIONS } from './seed.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'rss-subscription',
  migrations: [
    {
      version: 1,
      description: "rss_channels, rss_items, rss_subscriptions: the school's content channels with items, and who subscribes to which",
      up(db) {
        db.exec(`
          CREATE TABLE rss_channels (
            id          INTEGER PRIMARY KEY,
            code        TEXT    NOT NULL UNIQUE,
            name        TEXT    NOT NULL,
            source      TEXT    NOT NULL,
            description TEXT    NOT NULL,
            sort_order  INTEGER NOT NULL
          );
          CREATE TABLE rss_items (
            id           INTEGER PRIMARY KEY,
            channel_id   INTEGER NOT NULL REFERENCES rss_channels (id),
            title        TEXT    NOT NULL,
            summary      TEXT    NOT NULL,
            content      TEXT,
            link         TEXT,
            published_at INTEGER NOT NULL
          );
          CREATE INDEX rss_items_by_channel ON rss_items (channel_id, published_at DESC);
          CREATE TABLE rss_subscriptions (
            user_id    INTEGER NOT NULL,
            channel_id INTEGER NOT NULL REFERENCES rss_channels (id),
            created_at INTEGER NOT NULL,
            PRIMARY KEY (user_id, channel_id)
          );
        `);
        const channel = db.prepare('INSERT INTO rss_channels (code, name, source, description, sort_order) VALUES (?, ?, ?, ?, ?)');
        const item = db.prepare('INSERT INTO rss_items (channel_id, title, summary, content, link, published_at) VALUES (?, ?, ?, ?, ?, ?)');
        SEED_CHANNELS.forEach((seed, index) => {
          const id = channel.run(seed.code, seed.name, seed.source, seed.description, index + 1).lastInsertRowid;
          for (const entry of seed.items) item.run(id, entry.title, entry.summary, entry.content ?? null, entry.link ?? null, entry.publishedAt);
        });
        const student = db.prepare<[], { id: number }>("SELECT id FROM users WHERE username = 'student'").get();
        if (!student) return;
        const subscribe = db.prepare(
          'INSERT INTO rss_subscriptions (user_id, channel_id, created_at) SELECT ?, id, 1767225600 FROM rss_channels WHERE code = ?',
        );
        for (const code of SEED_STUDENT_SUBSCRIPTIONS) subscribe.run(student.id, code);
      },
    },
  ],
  mount(api, services) {
    api.route('/', createRssRoutes(services));
  },
};

export default backend;

/** The topic-board widget's backend: topics (`topics`), their messages (`topic_posts`) and replies (`topic_replies`), `/api/topic/*`. */
import { createTopicRoutes } from './routes.ts';
import { SEED_TOPICS } from './seed.ts';
import type { SandboxDatabase, SandboxModule } from '../../../sandbox/kit.ts';

/** A seed author: a demo account (its id and display name) or a member known only by name. */
function authorOf(db: SandboxDatabase, author: string): { id: number | null; name: string } {
  const user = db.prepare<[string], { id: number; name: string }>('SELECT id, name FROM users WHERE username = ?').get(author);
  return user ? { id: user.id, name: user.name } : { id: null, name: author };
}

const backend: SandboxModule = {
  name: 'topic-board',
  migrations: [
    {
      version: 1,
      description: "topics, topic_posts, topic_replies: the message board, seeded with offices' topics and members' messages",
      up(db) {
        db.exec(`
          CREATE TABLE topics (
            id         INTEGER PRIMARY KEY,
            title      TEXT    NOT NULL,
            summary    TEXT    NOT NULL,
            intro      TEXT    NOT NULL,
            author     TEXT    NOT NULL,
            pinned     INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL
          );
          CREATE TABLE topic_posts (
            id          INTEGER PRIMARY KEY,
            topic_id    INTEGER NOT NULL REFERENCES topics (id),
            user_id     INTEGER,
            author_name TEXT    NOT NULL,
            content     TEXT    NOT NULL,
            images      TEXT    NOT NULL DEFAULT '[]',
            created_at  INTEGER NOT NULL
          );
          CREATE INDEX topic_posts_by_topic ON topic_posts (topic_id, created_at DESC);
          CREATE TABLE topic_replies (
            id          INTEGER PRIMARY KEY,
            post_id     INTEGER NOT NULL REFERENCES topic_posts (id),
            user_id     INTEGER,
            author_name TEXT    NOT NULL,
            content     TEXT    NOT NULL,
            created_at  INTEGER NOT NULL
          );
          CREATE INDEX topic_replies_by_post ON topic_replies (post_id, created_at);
        `);
        const topic = db.prepare('INSERT INTO topics (title, summary, intro, author, pinned, created_at) VALUES (?, ?, ?, ?, ?, ?)');
        const post = db.prepare('INSERT INTO topic_posts (topic_id, user_id, author_name, content, created_at) VALUES (?, ?, ?, ?, ?)');
        const reply = db.prepare('INSERT INTO topic_replies (post_id, user_id, author_name, content, created_at) VALUES (?, ?, ?, ?, ?)');
        for (const seed of SEED_TOPICS) {
          const topicId = topic.run(seed.title, seed.summary, seed.intro, seed.author, seed.pinned ? 1 : 0, seed.createdAt).lastInsertRowid;
          for (const message of seed.posts) {
            const author = authorOf(db, message.author);
            const postId = post.run(topicId, author.id, author.name, message.content, message.createdAt).lastInsertRowid;
            for (const answer of message.replies) {
              const replier = authorOf(db, answer.author);
              reply.run(postId, replier.id, replier.name, answer.content, answer.createdAt);
            }
          }
        }
      },
    },
  ],
  mount(api, services) {
    api.route('/', createTopicRoutes(services));
  },
};

export default backend;

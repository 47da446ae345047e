/** The official account's follow guide and FAQ (public-account-help widget): table `faq_questions` and `/api/publicsso/*`. */
import { createPublicAccountRoutes } from './routes.ts';
import { FAQ_QUESTIONS } from './seed.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

/** Seeded answers were last edited on this day (2026-04-20, Unix seconds), a day apart each. */
const SEED_UPDATED_AT = 1_776_643_200;

const backend: SandboxModule = {
  name: 'public-account-help',
  migrations: [
    {
      version: 1,
      description: "faq_questions: the official account's FAQ, seeded",
      up(db) {
        db.exec(`
          CREATE TABLE faq_questions (
            id         INTEGER PRIMARY KEY,
            category   TEXT    NOT NULL,
            sort_order INTEGER NOT NULL,
            title      TEXT    NOT NULL,
            summary    TEXT    NOT NULL,
            content    TEXT    NOT NULL,
            views      INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
          );
          CREATE INDEX faq_questions_by_category ON faq_questions (category, sort_order, id);
        `);
        const insert = db.prepare('INSERT INTO faq_questions (category, sort_order, title, summary, content, views, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
        FAQ_QUESTIONS.forEach((q, index) => insert.run(q.category, index + 1, q.title, q.summary, q.content, q.views, SEED_UPDATED_AT - index * 86_400));
      },
    },
  ],
  mount(api, services) {
    api.route('/', createPublicAccountRoutes(services.db));
  },
};

export default backend;

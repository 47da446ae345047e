/** The hot-issue widget's backend: the 热点问题 questions (`hot_issues`), readers' feedback (`hot_issue_votes`), `/api/hotissue/*`. */
import { createHotIssueRoutes } from './routes.ts';
import { SEED_HOT_ISSUES } from './seed.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'hot-issue',
  migrations: [
    {
      version: 1,
      description: "hot_issues and hot_issue_votes: the offices' answers to frequent questions, seeded, and readers' helpful/unhelpful feedback",
      up(db) {
        // base_helpful / base_unhelpful: the counts the seed brings; votes cast in the sandbox add to them.
        db.exec(`
          CREATE TABLE hot_issues (
            id             INTEGER PRIMARY KEY,
            category       TEXT    NOT NULL,
            title          TEXT    NOT NULL,
            summary        TEXT    NOT NULL,
            department     TEXT    NOT NULL,
            views          INTEGER NOT NULL DEFAULT 0,
            base_helpful   INTEGER NOT NULL DEFAULT 0,
            base_unhelpful INTEGER NOT NULL DEFAULT 0,
            updated_at     INTEGER NOT NULL,
            answer         TEXT    NOT NULL
          );
          CREATE INDEX hot_issues_by_views ON hot_issues (category, views DESC);
          CREATE TABLE hot_issue_votes (
            issue_id INTEGER NOT NULL REFERENCES hot_issues (id),
            user_id  INTEGER NOT NULL,
            helpful  INTEGER NOT NULL CHECK (helpful IN (0, 1)),
            voted_at INTEGER NOT NULL,
            PRIMARY KEY (issue_id, user_id)
          );
        `);
        const insert = db.prepare(`
          INSERT INTO hot_issues (category, title, summary, department, views, base_helpful, base_unhelpful, updated_at, answer)
          VALUES (@category, @title, @summary, @department, @views, @helpful, @unhelpful, @updatedAt, @answer)
        `);
        for (const issue of SEED_HOT_ISSUES) insert.run(issue);
      },
    },
  ],
  mount(api, services) {
    api.route('/', createHotIssueRoutes(services));
  },
};

export default backend;

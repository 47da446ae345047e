/** The guide widget's backend: the 办事指南 articles (table `guides`) and `/api/guide/*`. */
import { createGuideRoutes } from './routes.ts';
import { SEED_GUIDES } from './seed.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'guide',
  migrations: [
    {
      version: 1,
      description: "guides: the campus guide (办事指南) articles, seeded with the offices' demo guides",
      up(db) {
        // IF NOT EXISTS and seeding only an empty table: databases from before modules existed already
        // hold the table (it was the core's version 4); their rows are kept, never doubled.
        db.exec(`
          CREATE TABLE IF NOT EXISTS guides (
            id         INTEGER PRIMARY KEY,
            category   TEXT    NOT NULL,
            sort_order INTEGER NOT NULL,
            title      TEXT    NOT NULL,
            summary    TEXT    NOT NULL,
            department TEXT    NOT NULL,
            phone      TEXT,
            updated_at INTEGER NOT NULL,
            content    TEXT    NOT NULL
          );
          CREATE INDEX IF NOT EXISTS guides_by_category ON guides (category, sort_order, id);
        `);
        const { n } = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM guides').get()!;
        if (n > 0) return;
        const insert = db.prepare(`
          INSERT INTO guides (category, sort_order, title, summary, department, phone, updated_at, content)
          VALUES (@category, @sortOrder, @title, @summary, @department, @phone, @updatedAt, @content)
        `);
        SEED_GUIDES.forEach((guide, index) => insert.run({ ...guide, sortOrder: index + 1, phone: guide.phone ?? null }));
      },
    },
  ],
  mount(api, services) {
    api.route('/', createGuideRoutes(services.db));
  },
};

export default backend;

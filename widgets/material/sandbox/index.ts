/**
 * The material widget's backend: study materials (table `materials`), their attachments (table
 * `material_attachments`, each pointing at a seeded document in `files`) and `/api/material/*`.
 */
import { createMaterialRoutes } from './routes.ts';
import { SEED_MATERIALS } from './seed.ts';
import { storeSeedDocument, type SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'material',
  migrations: [
    {
      version: 1,
      description: 'materials and material_attachments: the study materials (学习资料) with real PDF, Word and Excel attachments',
      up(db) {
        db.exec(`
          CREATE TABLE IF NOT EXISTS materials (
            id           INTEGER PRIMARY KEY,
            category     TEXT    NOT NULL,
            title        TEXT    NOT NULL,
            summary      TEXT    NOT NULL,
            publisher    TEXT    NOT NULL,
            published_at INTEGER NOT NULL,
            views        INTEGER NOT NULL DEFAULT 0,
            content      TEXT    NOT NULL
          );
          CREATE INDEX IF NOT EXISTS materials_by_date ON materials (published_at DESC, id DESC);
          CREATE TABLE IF NOT EXISTS material_attachments (
            id          INTEGER PRIMARY KEY,
            material_id INTEGER NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
            sort_order  INTEGER NOT NULL,
            file_key    TEXT    NOT NULL REFERENCES files (key)
          );
          CREATE INDEX IF NOT EXISTS material_attachments_by_material ON material_attachments (material_id, sort_order);
        `);
        // IF NOT EXISTS and seeding only an empty table: a database whose module records were lost keeps its rows.
        if (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM materials').get()!.n > 0) return;
        const insert = db.prepare(`
          INSERT INTO materials (category, title, summary, publisher, published_at, views, content)
          VALUES (@category, @title, @summary, @publisher, @publishedAt, @views, @content)
        `);
        const attach = db.prepare('INSERT INTO material_attachments (material_id, sort_order, file_key) VALUES (?, ?, ?)');
        for (const material of SEED_MATERIALS) {
          const { attachments, ...row } = material;
          const id = Number(insert.run(row).lastInsertRowid);
          attachments.forEach((file, index) => {
            const key = storeSeedDocument(db, { name: file.name, title: file.name.replace(/\.\w+$/, ''), lines: file.lines, createdAt: material.publishedAt });
            attach.run(id, index + 1, key);
          });
        }
      },
    },
  ],
  mount(api, services) {
    api.route('/', createMaterialRoutes(services.db));
  },
};

export default backend;

/**
 * The file-library widget's backend (常用文件 / 文件下载): table `library_files`, each row pointing at a
 * seeded document in `files`, and `/api/file/list`.
 */
import { createFileLibraryRoutes } from './routes.ts';
import { SEED_LIBRARY_FILES } from './seed.ts';
import { storeSeedDocument, type SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'file-library',
  migrations: [
    {
      version: 1,
      description: 'library_files: the document libraries (常用文件 common, 文件下载 download) with real PDF, Word and Excel files',
      up(db) {
        db.exec(`
          CREATE TABLE IF NOT EXISTS library_files (
            id           INTEGER PRIMARY KEY,
            library      TEXT    NOT NULL,
            category     TEXT    NOT NULL,
            title        TEXT    NOT NULL,
            department   TEXT    NOT NULL,
            published_at INTEGER NOT NULL,
            file_key     TEXT    NOT NULL REFERENCES files (key)
          );
          CREATE INDEX IF NOT EXISTS library_files_by_library ON library_files (library, published_at DESC, id DESC);
        `);
        // IF NOT EXISTS and seeding only an empty table: a database whose module records were lost keeps its rows.
        if (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM library_files').get()!.n > 0) return;
        const insert = db.prepare(`
          INSERT INTO library_files (library, category, title, department, published_at, file_key)
          VALUES (@library, @category, @title, @department, @publishedAt, @fileKey)
        `);
        for (const file of SEED_LIBRARY_FILES) {
          const fileKey = storeSeedDocument(db, {
            name: file.fileName,
            title: file.title,
            lines: [file.english, 'Demo University', 'Issued by the university offices'],
            createdAt: file.publishedAt,
          });
          insert.run({
            library: file.library,
            category: file.category,
            title: file.title,
            department: file.department,
            publishedAt: file.publishedAt,
            fileKey,
          });
        }
      },
    },
  ],
  mount(api, services) {
    api.route('/', createFileLibraryRoutes(services));
  },
};

export default backend;

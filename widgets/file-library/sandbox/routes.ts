/**
 * Document libraries (常用文件 / 文件下载): `file-library.list` of the file-library widget, for logged-in
 * users only (internal documents). Its `d` must validate against
 * widgets/file-library/contracts/file-library.list.schema.json (backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  attachmentUrl,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  parseEnumParam,
  type SandboxServices,
  likePattern,
  pageOf,
  keyedRoutes,
} from '../../../sandbox/kit.ts';
import { FILE_CATEGORIES, FILE_CATEGORY_IDS, FILE_LIBRARIES } from './seed.ts';

interface LibraryFileRow {
  id: number;
  category: string;
  title: string;
  department: string;
  published_at: number;
  key: string;
  name: string;
  size: number;
  type: string;
}

export function createFileLibraryRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  const matching = services.db.prepare<[string, string, string], LibraryFileRow>(`
    SELECT l.id, l.category, l.title, l.department, l.published_at, f.key, f.name, f.size, f.type
    FROM library_files l JOIN files f ON f.key = l.file_key
    WHERE l.library = ? AND (l.title LIKE ? ESCAPE '\\' OR f.name LIKE ? ESCAPE '\\')
    ORDER BY l.published_at DESC, l.id DESC
  `);

  routes.get('file-library.list', (c, { input, ok }) => {
    // The contract takes any library and category id; which exist is the seed's, and another is refused by name.
    const library = parseEnumParam(input.library, 'library', FILE_LIBRARIES);
    if (!library.ok) return replyFail(c, SandboxErrorCode.badRequest, library.message);
    const category = parseEnumParam(input.category, 'category', FILE_CATEGORY_IDS);
    if (!category.ok) return replyFail(c, SandboxErrorCode.badRequest, category.message);
    const paging = { page: input.page ?? 1, size: input.size ?? 10 };
    const pattern = likePattern((input.q ?? '').trim());
    const matches = matching.all(input.library, pattern, pattern);
    const filtered = matches.filter((row) => category.value === undefined || row.category === category.value);
    return ok({
      categories: FILE_CATEGORIES.map(({ id, name }) => ({ id, name, count: matches.filter((row) => row.category === id).length })),
      list: pageOf(filtered, paging).map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        department: row.department,
        publishedAt: row.published_at,
        file: { name: row.name, url: attachmentUrl(row.key), size: row.size, type: row.type },
      })),
      ...paging,
      total: filtered.length,
    });
  });
  return routes.app;
}

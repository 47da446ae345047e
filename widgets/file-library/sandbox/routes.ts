/**
 * Document libraries (常用文件 / 文件下载): `file-library.list` of the file-library widget, for logged-in
 * users only (internal documents). Its `d` must validate against
 * widgets/file-library/contracts/file-library.list.schema.json (backend.test.ts).
 */
import type { Hono } from 'hono';
import type { FileLibraryListData } from '../generated/types.ts';
import {
  attachmentUrl,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  parseEnumParam,
  type SandboxServices,
  likePattern,
  pageOf,
  parseListQuery,
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

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const FILE_LIBRARY_MESSAGES = {
  noLibrary: { zh: '缺少参数 library', en: 'Parameter library is missing', tw: '缺少參數 library' },
} as const satisfies Record<string, InThreeLanguages>;

export function createFileLibraryRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  const matching = services.db.prepare<[string, string, string], LibraryFileRow>(`
    SELECT l.id, l.category, l.title, l.department, l.published_at, f.key, f.name, f.size, f.type
    FROM library_files l JOIN files f ON f.key = l.file_key
    WHERE l.library = ? AND (l.title LIKE ? ESCAPE '\\' OR f.name LIKE ? ESCAPE '\\')
    ORDER BY l.published_at DESC, l.id DESC
  `);

  routes.get('file-library.list', (c) => {
    const library = parseEnumParam(c.req.query('library'), 'library', FILE_LIBRARIES);
    if (!library.ok) return replyFail(c, SandboxErrorCode.badRequest, library.message);
    if (library.value === undefined) return replyFail(c, SandboxErrorCode.badRequest, FILE_LIBRARY_MESSAGES.noLibrary);
    const query = parseListQuery((name) => c.req.query(name));
    if (!query.ok) return replyFail(c, SandboxErrorCode.badRequest, query.message);
    const category = parseEnumParam(c.req.query('category'), 'category', FILE_CATEGORY_IDS);
    if (!category.ok) return replyFail(c, SandboxErrorCode.badRequest, category.message);

    const pattern = likePattern(query.value.q);
    const matches = matching.all(library.value, pattern, pattern);
    const filtered = matches.filter((row) => category.value === undefined || row.category === category.value);
    const data: FileLibraryListData = {
      categories: FILE_CATEGORIES.map(({ id, name }) => ({ id, name, count: matches.filter((row) => row.category === id).length })),
      list: pageOf(filtered, query.value).map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        department: row.department,
        publishedAt: row.published_at,
        file: { name: row.name, url: attachmentUrl(row.key), size: row.size, type: row.type },
      })),
      page: query.value.page,
      size: query.value.size,
      total: filtered.length,
    };
    return replyOk(c, data);
  });
  return routes.app;
}

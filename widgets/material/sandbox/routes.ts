/**
 * Study materials (学习资料): `material.list` and `material.detail` of the material widget. Their `d`
 * must validate against widgets/material/contracts/*.schema.json (backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  attachmentUrl,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  parseEnumParam,
  type SandboxDatabase,
  likePattern,
  pageOf,
  keyedRoutes,
} from '../../../sandbox/kit.ts';
import { MATERIAL_CATEGORIES, MATERIAL_CATEGORY_IDS } from './seed.ts';

interface MaterialRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  publisher: string;
  published_at: number;
  views: number;
  content: string;
  attachment_count: number;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const MATERIAL_MESSAGES = {
  notFound: { zh: '该资料不存在或已下架', en: 'This material does not exist or has been taken down', tw: '該資料不存在或已下架' },
} as const satisfies Record<string, InThreeLanguages>;

export function createMaterialRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  const matching = db.prepare<[string, string], Omit<MaterialRow, 'content' | 'views'>>(`
    SELECT m.id, m.category, m.title, m.summary, m.publisher, m.published_at,
           (SELECT COUNT(*) FROM material_attachments a WHERE a.material_id = m.id) AS attachment_count
    FROM materials m
    WHERE m.title LIKE ? ESCAPE '\\' OR m.summary LIKE ? ESCAPE '\\'
    ORDER BY m.published_at DESC, m.id DESC
  `);
  const selectOne = db.prepare<[number], MaterialRow>('SELECT *, 0 AS attachment_count FROM materials WHERE id = ?');
  const countView = db.prepare<[number]>('UPDATE materials SET views = views + 1 WHERE id = ?');
  const selectAttachments = db.prepare<[number], { key: string; name: string; size: number; type: string }>(`
    SELECT f.key, f.name, f.size, f.type FROM material_attachments a JOIN files f ON f.key = a.file_key
    WHERE a.material_id = ? ORDER BY a.sort_order
  `);

  routes.get('material.list', (c, { input, ok }) => {
    // The contract takes any category id; which exist is the seed's, and another is refused by name.
    const category = parseEnumParam(input.category, 'category', MATERIAL_CATEGORY_IDS);
    if (!category.ok) return replyFail(c, SandboxErrorCode.badRequest, category.message);
    const paging = { page: input.page ?? 1, size: input.size ?? 10 };
    const pattern = likePattern((input.q ?? '').trim());
    const matches = matching.all(pattern, pattern);
    const filtered = matches.filter((row) => category.value === undefined || row.category === category.value);
    return ok({
      categories: MATERIAL_CATEGORIES.map(({ id, name }) => ({ id, name, count: matches.filter((row) => row.category === id).length })),
      list: pageOf(filtered, paging).map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        summary: row.summary,
        publisher: row.publisher,
        publishedAt: row.published_at,
        attachmentCount: row.attachment_count,
      })),
      ...paging,
      total: filtered.length,
    });
  });

  routes.get('material.detail', (c, { input, ok }) => {
    const row = selectOne.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, MATERIAL_MESSAGES.notFound);
    countView.run(row.id);
    const categoryName = MATERIAL_CATEGORIES.find((category) => category.id === row.category)?.name;
    return ok({
      id: row.id,
      title: row.title,
      category: row.category,
      ...(categoryName ? { categoryName } : {}),
      publisher: row.publisher,
      publishedAt: row.published_at,
      views: row.views + 1,
      content: row.content,
      attachments: selectAttachments.all(row.id).map((file) => ({ name: file.name, url: attachmentUrl(file.key), size: file.size, type: file.type })),
    });
  });

  return routes.app;
}

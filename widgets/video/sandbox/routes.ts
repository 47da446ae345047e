/**
 * Campus video endpoints: `video.list` and `video.detail` of the video widget, answering
 * widgets/video/contracts/*.schema.json (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import { replyFail, SandboxErrorCode, type InThreeLanguages, keyedRoutes, parseEnumParam, type SandboxDatabase, pageWindow } from '../../../sandbox/kit.ts';
import { VIDEO_CATEGORIES, VIDEO_CATEGORY_IDS } from './seed.ts';

const VIDEO_RELATED_MAX = 4;

interface VideoRow {
  id: number;
  category: string;
  title: string;
  department: string;
  description: string;
  poster: string;
  src: string;
  type: string;
  duration: number;
  views: number;
  published_at: number;
}

const NEWEST = 'ORDER BY published_at DESC, id DESC';

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const VIDEO_MESSAGES = {
  notFound: { zh: '该视频不存在或已下架', en: 'This video does not exist or has been taken down', tw: '該影片不存在或已下架' },
} as const satisfies Record<string, InThreeLanguages>;

export function createVideoRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  const counts = db.prepare<[], { category: string; n: number }>('SELECT category, COUNT(*) AS n FROM videos GROUP BY category');
  const page = db.prepare<[string | null, string | null, number, number], VideoRow>(
    `SELECT * FROM videos WHERE (? IS NULL OR category = ?) ${NEWEST} LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[number], VideoRow>('SELECT * FROM videos WHERE id = ?');
  const view = db.prepare<[number]>('UPDATE videos SET views = views + 1 WHERE id = ?');
  const related = db.prepare<[string, number, number], VideoRow>(`SELECT * FROM videos WHERE category = ? AND id <> ? ${NEWEST} LIMIT ?`);

  routes.get('video.list', (c, { input, ok }) => {
    // The contract takes any category id; which exist is the seed's, and another is refused by name.
    const category = parseEnumParam(input.category, 'category', VIDEO_CATEGORY_IDS);
    if (!category.ok) return replyFail(c, SandboxErrorCode.badRequest, category.message);
    const byCategory = new Map(counts.all().map((row) => [row.category, row.n]));
    const filter = category.value ?? null;
    const { size, offset } = pageWindow(input, 12);
    return ok({
      categories: VIDEO_CATEGORIES.map(({ id, name }) => ({ id, name, count: byCategory.get(id) ?? 0 })),
      total: filter ? (byCategory.get(filter) ?? 0) : [...byCategory.values()].reduce((sum, n) => sum + n, 0),
      list: page.all(filter, filter, size, offset).map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        cover: row.poster,
        duration: row.duration,
        views: row.views,
        publishedAt: row.published_at,
      })),
    });
  });

  routes.get('video.detail', (c, { input, ok }) => {
    view.run(input.id);
    const row = one.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, VIDEO_MESSAGES.notFound);
    return ok({
      id: row.id,
      title: row.title,
      category: row.category,
      categoryName: VIDEO_CATEGORIES.find((category) => category.id === row.category)?.name ?? row.category,
      description: row.description,
      department: row.department,
      src: row.src,
      type: row.type,
      poster: row.poster,
      duration: row.duration,
      views: row.views,
      publishedAt: row.published_at,
      related: related
        .all(row.category, row.id, VIDEO_RELATED_MAX)
        .map((r) => ({ id: r.id, title: r.title, cover: r.poster, duration: r.duration, views: r.views })),
    });
  });

  return routes.app;
}

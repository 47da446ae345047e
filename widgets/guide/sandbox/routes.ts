/**
 * Campus guide (办事指南) endpoints: `guide.list` and `guide.detail` of the guide widget. Their `d` must
 * validate against widgets/guide/contracts/*.schema.json (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type SandboxDatabase,
  keyedRoutes,
  likePattern,
  QUERY_PARAM_MESSAGES,
} from '../../../sandbox/kit.ts';
import { GUIDE_CATEGORIES } from './categories.ts';

/** Related guides shown under an article. */
export const GUIDE_RELATED_MAX = 4;

interface GuideRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  department: string;
  phone: string | null;
  updated_at: number;
  content: string;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const GUIDE_MESSAGES = {
  notFound: { zh: '该办事指南不存在或已下线', en: 'This service guide does not exist or has been taken down', tw: '該辦事指南不存在或已下架' },
} as const satisfies Record<string, InThreeLanguages>;

export function createGuideRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  const order = 'ORDER BY sort_order, id';
  const listAll = db.prepare<[string], Omit<GuideRow, 'content' | 'department' | 'phone'>>(
    `SELECT id, category, title, summary, updated_at FROM guides WHERE title LIKE ? ESCAPE '\\' ${order}`,
  );
  const selectOne = db.prepare<[number], GuideRow>('SELECT * FROM guides WHERE id = ?');
  const selectRelated = db.prepare<[string, number, number], { id: number; title: string }>(
    `SELECT id, title FROM guides WHERE category = ? AND id <> ? ${order} LIMIT ?`,
  );

  routes.get('guide.list', (c, { input, ok }) => {
    const { category } = input;
    if (category !== undefined && !GUIDE_CATEGORIES.some(({ id }) => id === category)) {
      const ids = GUIDE_CATEGORIES.map(({ id }) => id);
      return replyFail(c, SandboxErrorCode.badRequest, QUERY_PARAM_MESSAGES.notAllowed('category', ids, category));
    }
    const matches = listAll.all(likePattern(input.q?.trim() ?? ''));
    return ok({
      categories: GUIDE_CATEGORIES.map(({ id, name }) => ({ id, name, count: matches.filter((row) => row.category === id).length })),
      list: matches
        .filter((row) => category === undefined || row.category === category)
        .map((row) => ({ id: row.id, title: row.title, category: row.category, summary: row.summary, updatedAt: row.updated_at })),
    });
  });

  routes.get('guide.detail', (c, { input, ok }) => {
    const row = selectOne.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, GUIDE_MESSAGES.notFound);
    const categoryName = GUIDE_CATEGORIES.find((category) => category.id === row.category)?.name;
    return ok({
      id: row.id,
      title: row.title,
      category: row.category,
      ...(categoryName ? { categoryName } : {}),
      department: row.department,
      ...(row.phone ? { phone: row.phone } : {}),
      updatedAt: row.updated_at,
      content: row.content,
      related: selectRelated.all(row.category, row.id, GUIDE_RELATED_MAX),
    });
  });

  return routes.app;
}

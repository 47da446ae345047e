/**
 * Campus guide (办事指南) endpoints: `guide.list` and `guide.detail` of the guide widget. Their `d` must
 * validate against widgets/guide/contracts/*.schema.json (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import type { GuideDetailData, GuideListData } from '../generated/types.ts';
import {
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  parseEnumParam,
  parseIdParam,
  type SandboxDatabase,
  keyedRoutes,
  likePattern,
  LIST_PARAM_MESSAGES,
  SEARCH_MAX_LENGTH,
} from '../../../sandbox/kit.ts';
import { GUIDE_CATEGORIES, GUIDE_CATEGORY_IDS } from './seed.ts';

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

  routes.get('guide.list', (c) => {
    const q = (c.req.query('q') ?? '').trim();
    if (q.length > SEARCH_MAX_LENGTH) return replyFail(c, SandboxErrorCode.badRequest, LIST_PARAM_MESSAGES.searchTooLong);
    const category = parseEnumParam(c.req.query('category'), 'category', GUIDE_CATEGORY_IDS);
    if (!category.ok) return replyFail(c, SandboxErrorCode.badRequest, category.message);

    const matches = listAll.all(likePattern(q));
    const data: GuideListData = {
      categories: GUIDE_CATEGORIES.map(({ id, name }) => ({ id, name, count: matches.filter((row) => row.category === id).length })),
      list: matches
        .filter((row) => category.value === undefined || row.category === category.value)
        .map((row) => ({ id: row.id, title: row.title, category: row.category, summary: row.summary, updatedAt: row.updated_at })),
    };
    return replyOk(c, data);
  });

  routes.get('guide.detail', (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const row = selectOne.get(id.value);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, GUIDE_MESSAGES.notFound);
    const categoryName = GUIDE_CATEGORIES.find((category) => category.id === row.category)?.name;
    const data: GuideDetailData = {
      id: row.id,
      title: row.title,
      category: row.category,
      ...(categoryName ? { categoryName } : {}),
      department: row.department,
      ...(row.phone ? { phone: row.phone } : {}),
      updatedAt: row.updated_at,
      content: row.content,
      related: selectRelated.all(row.category, row.id, GUIDE_RELATED_MAX),
    };
    return replyOk(c, data);
  });

  return routes.app;
}

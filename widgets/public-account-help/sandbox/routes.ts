/**
 * The official account's follow guide and FAQ (public-account-help widget, publicsso pages):
 * `public-account-help.account`, `public-account-help.categories`, `public-account-help.questions` (paged, category and search),
 * `public-account-help.question`. Public: no login needed.
 */
import type { Hono } from 'hono';
import { replyFail, SandboxErrorCode, type InThreeLanguages, keyedRoutes, type SandboxDatabase, likePattern, pageWindow } from '../../../sandbox/kit.ts';
import { FAQ_CATEGORIES, PUBLIC_ACCOUNT } from './seed.ts';

export const FAQ_HOT_COUNT = 5;
const RELATED_MAX = 4;

interface QuestionRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  content: string;
  views: number;
  updated_at: number;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const PUBLIC_ACCOUNT_HELP_MESSAGES = {
  categoryNotFound: { zh: '该问题分类不存在', en: 'This question category does not exist', tw: '該問題分類不存在' },
  questionNotFound: { zh: '该问题不存在或已下线', en: 'This question does not exist or has been taken down', tw: '該問題不存在或已下架' },
} as const satisfies Record<string, InThreeLanguages>;

export function createPublicAccountRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  const counts = db.prepare<[], { category: string; n: number }>('SELECT category, COUNT(*) AS n FROM faq_questions GROUP BY category');
  const hot = db.prepare<[number], { id: number; title: string }>('SELECT id, title FROM faq_questions ORDER BY views DESC, id LIMIT ?');
  const where = "WHERE (? = '' OR category = ?) AND (title LIKE ? ESCAPE '\\' OR summary LIKE ? ESCAPE '\\')";
  const count = db.prepare<[string, string, string, string], { n: number }>(`SELECT COUNT(*) AS n FROM faq_questions ${where}`);
  const page = db.prepare<[string, string, string, string, number, number], QuestionRow>(
    `SELECT * FROM faq_questions ${where} ORDER BY sort_order, id LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[number], QuestionRow>('SELECT * FROM faq_questions WHERE id = ?');
  const related = db.prepare<[string, number, number], { id: number; title: string }>(
    'SELECT id, title FROM faq_questions WHERE category = ? AND id <> ? ORDER BY sort_order, id LIMIT ?',
  );
  const categoryOf = (id: string) => FAQ_CATEGORIES.find((category) => category.id === id);

  routes.get('public-account-help.account', (_c, { ok }) => ok(PUBLIC_ACCOUNT));

  routes.get('public-account-help.categories', (_c, { ok }) => {
    const byCategory = new Map(counts.all().map((row) => [row.category, row.n]));
    return ok({
      categories: FAQ_CATEGORIES.map((category) => ({ ...category, count: byCategory.get(category.id) ?? 0 })),
      hot: hot.all(FAQ_HOT_COUNT),
    });
  });

  routes.get('public-account-help.questions', (c, { input, ok }) => {
    const categoryId = (input.category ?? '').trim();
    const category = categoryId ? categoryOf(categoryId) : undefined;
    if (categoryId && !category) return replyFail(c, SandboxErrorCode.notFound, PUBLIC_ACCOUNT_HELP_MESSAGES.categoryNotFound);
    const q = (input.q ?? '').trim();
    const { page: pageNo, size, offset } = pageWindow(input);
    const args = [categoryId, categoryId, likePattern(q), likePattern(q)] as const;
    return ok({
      ...(category ? { category: { id: category.id, name: category.name } } : {}),
      list: page.all(...args, size, offset).map((row) => ({ id: row.id, title: row.title, summary: row.summary, category: row.category })),
      total: count.get(...args)!.n,
      page: pageNo,
      size,
    });
  });

  routes.get('public-account-help.question', (c, { input, ok }) => {
    const row = one.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, PUBLIC_ACCOUNT_HELP_MESSAGES.questionNotFound);
    return ok({
      id: row.id,
      title: row.title,
      category: row.category,
      categoryName: categoryOf(row.category)?.name ?? row.category,
      content: row.content,
      updatedAt: row.updated_at,
      related: related.all(row.category, row.id, RELATED_MAX),
    });
  });

  return routes.app;
}

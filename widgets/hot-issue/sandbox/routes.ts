/**
 * Hot questions (热点问题) endpoints of the hot-issue widget: `hot-issue.home`, `.list`, `.detail` (counts a
 * view) and `.feedback` (login). Their `d` must validate against widgets/hot-issue/contracts/*.schema.json
 * (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import type { HotIssueDetailData, HotIssueFeedbackData, HotIssueHomeData, HotIssueListData } from '../generated/types.ts';
import {
  optionalUser,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  parsePageParams,
  parseEnumParam,
  parseIdParam,
  parseIntegerParam,
  readBody,
  textField,
  type SandboxServices,
  keyedRoutes,
} from '../../../sandbox/kit.ts';
import { HOT_ISSUE_CATEGORIES, HOT_ISSUE_CATEGORY_IDS } from './seed.ts';

const RELATED_MAX = 5;

interface IssueRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  department: string;
  views: number;
  updated_at: number;
  answer: string;
}

const toItem = (row: Omit<IssueRow, 'answer' | 'department'>) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  summary: row.summary,
  views: row.views,
  updatedAt: row.updated_at,
});

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const HOT_ISSUE_MESSAGES = {
  notFound: { zh: '该问题不存在或已下线', en: 'This question does not exist or has been taken down', tw: '該問題不存在或已下架' },
  badHelpful: { zh: '参数 helpful 无效：应为 1 或 0', en: 'Parameter helpful is invalid: it should be 1 or 0', tw: '參數 helpful 無效：應為 1 或 0' },
} as const satisfies Record<string, InThreeLanguages>;

export function createHotIssueRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  // `user` is set only behind requireLogin (hot-issue.feedback); the public routes never read it.
  const routes = keyedRoutes<LoggedInEnv>();
  const order = 'ORDER BY views DESC, id';
  const counts = db.prepare<[], { category: string; n: number }>('SELECT category, COUNT(*) AS n FROM hot_issues GROUP BY category');
  const top = db.prepare<[number], IssueRow>(`SELECT * FROM hot_issues ${order} LIMIT ?`);
  const page = db.prepare<[string | null, string | null, number, number], IssueRow>(
    `SELECT * FROM hot_issues WHERE (? IS NULL OR category = ?) ${order} LIMIT ? OFFSET ?`,
  );
  const total = db.prepare<[string | null, string | null], { n: number }>('SELECT COUNT(*) AS n FROM hot_issues WHERE (? IS NULL OR category = ?)');
  const one = db.prepare<[number], IssueRow>('SELECT * FROM hot_issues WHERE id = ?');
  const countView = db.prepare<[number]>('UPDATE hot_issues SET views = views + 1 WHERE id = ?');
  const related = db.prepare<[string, number, number], { id: number; title: string }>(
    `SELECT id, title FROM hot_issues WHERE category = ? AND id <> ? ${order} LIMIT ?`,
  );
  const votes = db.prepare<[number], { helpful: number; unhelpful: number }>(
    'SELECT base_helpful + (SELECT COUNT(*) FROM hot_issue_votes v WHERE v.issue_id = i.id AND v.helpful = 1) AS helpful, base_unhelpful + (SELECT COUNT(*) FROM hot_issue_votes v WHERE v.issue_id = i.id AND v.helpful = 0) AS unhelpful FROM hot_issues i WHERE i.id = ?',
  );
  const myVote = db.prepare<[number, number], { helpful: number }>('SELECT helpful FROM hot_issue_votes WHERE issue_id = ? AND user_id = ?');
  const vote = db.prepare<[number, number, number, number]>(
    'INSERT INTO hot_issue_votes (issue_id, user_id, helpful, voted_at) VALUES (?, ?, ?, ?) ON CONFLICT (issue_id, user_id) DO UPDATE SET helpful = excluded.helpful, voted_at = excluded.voted_at',
  );
  const voteName = (helpful: number) => (helpful === 1 ? 'helpful' : 'unhelpful') as 'helpful' | 'unhelpful';

  routes.get('hot-issue.home', (c) => {
    const n = parseIntegerParam(c.req.query('top'), 'top', { min: 3, max: 20, fallback: 6 });
    if (!n.ok) return replyFail(c, SandboxErrorCode.badRequest, n.message);
    const byCategory = new Map(counts.all().map((row) => [row.category, row.n]));
    const data: HotIssueHomeData = {
      categories: HOT_ISSUE_CATEGORIES.map(({ id, name }) => ({ id, name, count: byCategory.get(id) ?? 0 })),
      top: top.all(n.value).map(toItem),
    };
    return replyOk(c, data);
  });

  routes.get('hot-issue.list', (c) => {
    const category = parseEnumParam(c.req.query('category'), 'category', HOT_ISSUE_CATEGORY_IDS);
    if (!category.ok) return replyFail(c, SandboxErrorCode.badRequest, category.message);
    const paging = parsePageParams(c);
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const { size, offset } = paging.value;
    const filter = category.value ?? null;
    const named = HOT_ISSUE_CATEGORIES.find((entry) => entry.id === filter);
    const data: HotIssueListData = {
      ...(named ? { category: { id: named.id, name: named.name } } : {}),
      list: page.all(filter, filter, size, offset).map(toItem),
      page: paging.value.page,
      size,
      total: total.get(filter, filter)!.n,
    };
    return replyOk(c, data);
  });

  routes.get('hot-issue.detail', (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    if (!one.get(id.value)) return replyFail(c, SandboxErrorCode.notFound, HOT_ISSUE_MESSAGES.notFound);
    countView.run(id.value);
    const row = one.get(id.value)!;
    const user = optionalUser(c, services.sessions);
    const mine = user ? myVote.get(row.id, user.id) : undefined;
    const data: HotIssueDetailData = {
      id: row.id,
      title: row.title,
      category: row.category,
      categoryName: HOT_ISSUE_CATEGORIES.find((entry) => entry.id === row.category)?.name ?? row.category,
      department: row.department,
      views: row.views,
      updatedAt: row.updated_at,
      answer: row.answer,
      ...votes.get(row.id)!,
      ...(mine ? { myVote: voteName(mine.helpful) } : {}),
      related: related.all(row.category, row.id, RELATED_MAX),
    };
    return replyOk(c, data);
  });

  routes.post('hot-issue.feedback', requireLogin(services.sessions), async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const id = parseIdParam(textField(read.body, 'id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const helpful = textField(read.body, 'helpful');
    if (helpful !== '1' && helpful !== '0') return replyFail(c, SandboxErrorCode.badRequest, HOT_ISSUE_MESSAGES.badHelpful);
    if (!one.get(id.value)) return replyFail(c, SandboxErrorCode.notFound, HOT_ISSUE_MESSAGES.notFound);
    vote.run(id.value, c.get('user').id, Number(helpful), Math.floor(services.now() / 1000));
    const data: HotIssueFeedbackData = { id: id.value, ...votes.get(id.value)!, myVote: voteName(Number(helpful)) };
    return replyOk(c, data);
  });

  return routes.app;
}

/**
 * Hot questions (热点问题) endpoints of the hot-issue widget: `hot-issue.home`, `.list`, `.detail` (counts a
 * view) and `.feedback` (login). Their `d` must validate against widgets/hot-issue/contracts/*.schema.json
 * (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  optionalUser,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type SandboxServices,
  keyedRoutes,
  QUERY_PARAM_MESSAGES,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { HOT_ISSUE_CATEGORIES } from './seed.ts';

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
} as const satisfies Record<string, InThreeLanguages>;

export function createHotIssueRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  // `user` is set only behind requireLogin (hot-issue.feedback, below); the public routes never read it.
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

  routes.get('hot-issue.home', (_c, { input, ok }) => {
    const byCategory = new Map(counts.all().map((row) => [row.category, row.n]));
    return ok({
      categories: HOT_ISSUE_CATEGORIES.map(({ id, name }) => ({ id, name, count: byCategory.get(id) ?? 0 })),
      top: top.all(input.top ?? 6).map(toItem),
    });
  });

  routes.get('hot-issue.list', (c, { input, ok }) => {
    const filter = input.category ?? null;
    const named = HOT_ISSUE_CATEGORIES.find((entry) => entry.id === filter);
    if (filter !== null && !named) {
      const ids = HOT_ISSUE_CATEGORIES.map(({ id }) => id);
      return replyFail(c, SandboxErrorCode.badRequest, QUERY_PARAM_MESSAGES.notAllowed('category', ids, filter));
    }
    const { page: at, size, offset } = pageWindow(input);
    return ok({
      ...(named ? { category: { id: named.id, name: named.name } } : {}),
      list: page.all(filter, filter, size, offset).map(toItem),
      page: at,
      size,
      total: total.get(filter, filter)!.n,
    });
  });

  routes.get('hot-issue.detail', (c, { input, ok }) => {
    if (!one.get(input.id)) return replyFail(c, SandboxErrorCode.notFound, HOT_ISSUE_MESSAGES.notFound);
    countView.run(input.id);
    const row = one.get(input.id)!;
    const user = optionalUser(c, services.sessions);
    const mine = user ? myVote.get(row.id, user.id) : undefined;
    return ok({
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
    });
  });

  // A vote needs a login, asked before its body is checked: who may not vote learns nothing of its fields.
  const voting = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions));
  voting.post('hot-issue.feedback', (c, { input, ok }) => {
    if (!one.get(input.id)) return replyFail(c, SandboxErrorCode.notFound, HOT_ISSUE_MESSAGES.notFound);
    vote.run(input.id, c.get('user').id, input.helpful, Math.floor(services.now() / 1000));
    return ok({ id: input.id, ...votes.get(input.id)!, myVote: voteName(input.helpful) });
  });

  routes.app.route('/', voting.app);
  return routes.app;
}

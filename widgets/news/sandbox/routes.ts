/**
 * News office endpoints: `news.list` (page, size, channel, and q: a title search) and `news.detail` of
 * the news widget. Their `d` must validate
 * against widgets/news/contracts/*.schema.json (checked by contracts.test.ts).
 */
import type { Hono } from 'hono';
import type { NewsDetailData, NewsListData } from '../generated/types.ts';
import { replyFail, replyOk, SandboxErrorCode } from '../../../sandbox/envelope.ts';
import { NEWS_CHANNELS } from './channels.ts';
import { parseEnumParam, parseIdParam, parseIntegerParam } from '../../../sandbox/queryParams.ts';
import type { SandboxDatabase } from '../../../sandbox/sandboxDatabase.ts';
import { keyedRoutes } from '../../../sandbox/modules/keyedRoutes.ts';

export const NEWS_PAGE_SIZE = { default: 10, max: 50 } as const;
/** Longest title search (q) looked at. */
export const NEWS_QUERY_MAX_CHARS = 40;

interface NewsRow {
  id: number;
  channel: string;
  title: string;
  summary: string;
  source: string;
  author: string | null;
  cover: string | null;
  published_at: number;
  views: number;
  content: string;
}

type NewsListItem = NewsListData['list'][number];

/** The list item of a row. Optional fields are left out, not null: the contract does not allow null. */
function toListItem(row: Omit<NewsRow, 'content' | 'author'>): NewsListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    channel: row.channel,
    source: row.source,
    ...(row.cover ? { cover: row.cover } : {}),
    publishedAt: row.published_at,
    views: row.views,
  };
}

function toDetail(row: NewsRow): NewsDetailData {
  return {
    id: row.id,
    title: row.title,
    channel: row.channel,
    source: row.source,
    ...(row.author ? { author: row.author } : {}),
    ...(row.cover ? { cover: row.cover } : {}),
    publishedAt: row.published_at,
    views: row.views,
    content: row.content,
  };
}

export function createNewsRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();

  const listColumns = 'id, channel, title, summary, source, cover, published_at, views';
  // Ties on the timestamp are broken by id so paging never shows an article twice or skips one.
  const listAll = db.prepare<[number, number], Omit<NewsRow, 'content' | 'author'>>(
    `SELECT ${listColumns} FROM news ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const listByChannel = db.prepare<[string, number, number], Omit<NewsRow, 'content' | 'author'>>(
    `SELECT ${listColumns} FROM news WHERE channel = ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const countAll = db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM news');
  const countByChannel = db.prepare<[string], { total: number }>('SELECT COUNT(*) AS total FROM news WHERE channel = ?');
  // Title search (q): used by polymerization/search; `%` and `_` typed by the user match themselves.
  type Search = { channel: string | null; pattern: string };
  const searchWhere = "WHERE (@channel IS NULL OR channel = @channel) AND title LIKE @pattern ESCAPE '\\'";
  const listSearch = db.prepare<[Search & { limit: number; offset: number }], Omit<NewsRow, 'content' | 'author'>>(
    `SELECT ${listColumns} FROM news ${searchWhere} ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const countSearch = db.prepare<[Search], { total: number }>(`SELECT COUNT(*) AS total FROM news ${searchWhere}`);
  const addView = db.prepare<[number]>('UPDATE news SET views = views + 1 WHERE id = ?');
  const selectOne = db.prepare<[number], NewsRow>('SELECT * FROM news WHERE id = ?');
  const readAndCount = db.transaction((id: number): NewsRow | undefined => {
    addView.run(id);
    return selectOne.get(id);
  });

  routes.get('news.list', (c) => {
    const page = parseIntegerParam(c.req.query('page'), 'page', { min: 1, max: 1_000_000, fallback: 1 });
    if (!page.ok) return replyFail(c, SandboxErrorCode.badRequest, page.message);
    const size = parseIntegerParam(c.req.query('size'), 'size', {
      min: 1,
      max: NEWS_PAGE_SIZE.max,
      fallback: NEWS_PAGE_SIZE.default,
    });
    if (!size.ok) return replyFail(c, SandboxErrorCode.badRequest, size.message);
    const channel = parseEnumParam(c.req.query('channel'), 'channel', NEWS_CHANNELS);
    if (!channel.ok) return replyFail(c, SandboxErrorCode.badRequest, channel.message);

    const offset = (page.value - 1) * size.value;
    const q = (c.req.query('q') ?? '').trim();
    if (q.length > NEWS_QUERY_MAX_CHARS) return replyFail(c, SandboxErrorCode.badRequest, `参数 q 无效：不能超过 ${NEWS_QUERY_MAX_CHARS} 个字`);
    if (q !== '') {
      const search = { channel: channel.value ?? null, pattern: `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` };
      const found = listSearch.all({ ...search, limit: size.value, offset });
      const total = countSearch.get(search)?.total ?? 0;
      return replyOk(c, { list: found.map(toListItem), page: page.value, size: size.value, total } satisfies NewsListData);
    }
    const rows = channel.value === undefined ? listAll.all(size.value, offset) : listByChannel.all(channel.value, size.value, offset);
    const total = (channel.value === undefined ? countAll.get() : countByChannel.get(channel.value))?.total ?? 0;
    const data: NewsListData = { list: rows.map(toListItem), page: page.value, size: size.value, total };
    return replyOk(c, data);
  });

  routes.get('news.detail', (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const row = readAndCount(id.value);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, '文章不存在或已被删除');
    return replyOk(c, toDetail(row));
  });

  return routes.app;
}

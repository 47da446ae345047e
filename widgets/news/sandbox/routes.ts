/**
 * News office endpoints: `news.list` (page, size, channel, and q: a title search) and `news.detail` of
 * the news widget. Their query is checked against the keys' query contracts before they answer, and their
 * `d` must validate against widgets/news/contracts/*.schema.json (checked by contracts.test.ts).
 *
 * A user reads only the channels the site's news apps open to them (channelGrants.ts): a channel they may
 * not read is refused (e = 10013 without a session, 403 with one), a list without a channel holds only
 * the channels they may read, and an article of a guarded channel is refused before its view is counted.
 */
import type { Context, Hono } from 'hono';
import type { NewsDetailData, NewsListData } from '../generated/types.ts';
import {
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  requireGrant,
  replyRefused,
  parseEnumParam,
  type SandboxServices,
  keyedRoutes,
  likePattern,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { NEWS_CHANNELS } from './channels.ts';
import { channelVerdict, readableChannels } from './channelGrants.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const NEWS_MESSAGES = {
  channelForbidden: { zh: '你没有查看该栏目的权限', en: 'You do not have permission to read this channel', tw: '你沒有檢視該欄目的權限' },
  articleNotFound: { zh: '文章不存在或已被删除', en: 'This article does not exist or has been deleted', tw: '文章不存在或已被刪除' },
} as const satisfies Record<string, InThreeLanguages>;

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

export function createNewsRoutes(services: SandboxServices): Hono {
  const { db } = services;
  const routes = keyedRoutes();
  // Only users whom some page calling news.list / news.detail is open to (the news apps, the account search).
  routes.use(requireGrant(services));

  const listColumns = 'id, channel, title, summary, source, cover, published_at, views';
  // The channels looked in (a JSON array: the one asked for, or every channel the user may read) and
  // the title search (q, used by polymerization/search; `%` and `_` typed by the user match themselves).
  type Where = { channels: string; pattern: string };
  const where = "WHERE channel IN (SELECT value FROM json_each(@channels)) AND title LIKE @pattern ESCAPE '\\'";
  // Ties on the timestamp are broken by id so paging never shows an article twice or skips one.
  const listPage = db.prepare<[Where & { limit: number; offset: number }], Omit<NewsRow, 'content' | 'author'>>(
    `SELECT ${listColumns} FROM news ${where} ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const countAll = db.prepare<[Where], { total: number }>(`SELECT COUNT(*) AS total FROM news ${where}`);
  const addView = db.prepare<[number]>('UPDATE news SET views = views + 1 WHERE id = ?');
  const selectOne = db.prepare<[number], NewsRow>('SELECT * FROM news WHERE id = ?');
  const readAndCount = db.transaction((id: number): NewsRow | undefined => {
    addView.run(id);
    return selectOne.get(id);
  });
  const refuseChannel = (c: Context, channel: string): Response | undefined => {
    const verdict = channelVerdict(c, services, channel);
    return verdict === 'open' ? undefined : replyRefused(c, verdict, NEWS_MESSAGES.channelForbidden);
  };

  routes.get('news.list', (c, { input, ok }) => {
    // The contract holds the channel's form; whether the news office publishes it is the sandbox's to say.
    const channel = parseEnumParam(input.channel, 'channel', NEWS_CHANNELS);
    if (!channel.ok) return replyFail(c, SandboxErrorCode.badRequest, channel.message);
    if (channel.value !== undefined) {
      const refused = refuseChannel(c, channel.value);
      if (refused) return refused;
    }
    const channels = channel.value === undefined ? readableChannels(c, services) : [channel.value];
    const search: Where = { channels: JSON.stringify(channels), pattern: likePattern((input.q ?? '').trim()) };
    const { page, size, offset } = pageWindow(input);
    const rows = listPage.all({ ...search, limit: size, offset });
    return ok({ list: rows.map(toListItem), page, size, total: countAll.get(search)?.total ?? 0 });
  });

  routes.get('news.detail', (c, { input, ok }) => {
    const found = selectOne.get(input.id);
    if (!found) return replyFail(c, SandboxErrorCode.notFound, NEWS_MESSAGES.articleNotFound);
    // Checked before the view is counted: a refused reader has not read it.
    const refused = refuseChannel(c, found.channel);
    if (refused) return refused;
    const row = readAndCount(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, NEWS_MESSAGES.articleNotFound);
    return ok(toDetail(row));
  });

  return routes.app;
}

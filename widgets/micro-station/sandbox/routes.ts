/**
 * Micro stations (微站): `micro-station.stations`, `micro-station.articles` and `micro-station.article` of
 * the micro-station widget. Their `d` must validate against widgets/micro-station/contracts/*.schema.json
 * (backend.test.ts).
 */
import type { Hono } from 'hono';
import { replyFail, SandboxErrorCode, type InThreeLanguages, type SandboxDatabase, keyedRoutes, pageWindow } from '../../../sandbox/kit.ts';
import { STATION_KINDS } from './seed.ts';

interface StationRow {
  id: number;
  name: string;
  kind: string;
  intro: string;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const MICRO_STATION_MESSAGES = {
  stationNotFound: { zh: '该微站不存在或已关闭', en: 'This micro-site does not exist or has been closed', tw: '該微站不存在或已關閉' },
  articleNotFound: { zh: '该文章不存在或已删除', en: 'This article does not exist or has been deleted', tw: '該文章不存在或已刪除' },
} as const satisfies Record<string, InThreeLanguages>;

export function createMicroStationRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  const selectStations = db.prepare<[], StationRow & { article_count: number }>(`
    SELECT s.id, s.name, s.kind, s.intro, (SELECT COUNT(*) FROM station_articles a WHERE a.station_id = s.id) AS article_count
    FROM stations s ORDER BY s.sort_order, s.id
  `);
  const selectStation = db.prepare<[number], StationRow>('SELECT id, name, kind, intro FROM stations WHERE id = ?');
  const countArticles = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM station_articles WHERE station_id = ?');
  const pageArticles = db.prepare<[number, number, number], { id: number; title: string; summary: string; published_at: number }>(`
    SELECT id, title, summary, published_at FROM station_articles WHERE station_id = ?
    ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?
  `);
  const selectArticle = db.prepare<
    [number],
    { id: number; title: string; author: string; published_at: number; views: number; content: string; station_id: number; station_name: string }
  >(`
    SELECT a.id, a.title, a.author, a.published_at, a.views, a.content, s.id AS station_id, s.name AS station_name
    FROM station_articles a JOIN stations s ON s.id = a.station_id WHERE a.id = ?
  `);
  const countView = db.prepare<[number]>('UPDATE station_articles SET views = views + 1 WHERE id = ?');
  const kindName = (kind: string) => STATION_KINDS.find((k) => k.id === kind)?.name;

  routes.get('micro-station.stations', (_c, { ok }) =>
    ok({
      kinds: STATION_KINDS.map(({ id, name }) => ({ id, name })),
      list: selectStations.all().map((row) => ({ id: row.id, name: row.name, kind: row.kind, intro: row.intro, articleCount: row.article_count })),
    }),
  );

  routes.get('micro-station.articles', (c, { input, ok }) => {
    const station = selectStation.get(input.station);
    if (!station) return replyFail(c, SandboxErrorCode.notFound, MICRO_STATION_MESSAGES.stationNotFound);
    const { page, size, offset } = pageWindow(input);
    const name = kindName(station.kind);
    return ok({
      station: { ...station, ...(name ? { kindName: name } : {}) },
      list: pageArticles.all(station.id, size, offset).map((row) => ({ id: row.id, title: row.title, summary: row.summary, publishedAt: row.published_at })),
      page,
      size,
      total: countArticles.get(station.id)!.n,
    });
  });

  routes.get('micro-station.article', (c, { input, ok }) => {
    const row = selectArticle.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, MICRO_STATION_MESSAGES.articleNotFound);
    countView.run(row.id);
    return ok({
      id: row.id,
      title: row.title,
      station: { id: row.station_id, name: row.station_name },
      author: row.author,
      publishedAt: row.published_at,
      views: row.views + 1,
      content: row.content,
    });
  });

  return routes.app;
}

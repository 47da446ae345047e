/** Micro stations: the directory, a station's articles page by page, an article, 404 and 400, and the contracts. */
import { describe, expect, it } from 'vitest';
import type { MicroStationArticleQuery, MicroStationArticlesQuery } from '../generated/types.ts';
import { expectContract, sandboxForFile, visitorCaller } from '../../../sandbox/testing.ts';
import { SEED_STATIONS } from './seed.ts';
import { MICRO_STATION_MESSAGES } from './routes.ts';

const env = sandboxForFile();

const caller = (language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language);
const articles = (query: MicroStationArticlesQuery, language?: 'en' | 'tw') => caller(language).get('micro-station.articles', query);
const article = (query: MicroStationArticleQuery, language?: 'en' | 'tw') => caller(language).get('micro-station.article', query);

describe('micro-station.stations', () => {
  it('answers every station in order with its article count', async () => {
    const body = await caller().get('micro-station.stations');
    expect(body.e).toBe(0);
    expectContract('micro-station.stations', body.d);
    expect(body.d.list.map((s) => s.name)).toEqual(SEED_STATIONS.map((s) => s.name));
    expect(body.d.list.map((s) => s.articleCount)).toEqual(SEED_STATIONS.map((s) => s.articles.length));
    expect(body.d.kinds.map((k) => k.id)).toEqual(['college', 'department']);
  });
});

describe('micro-station.articles', () => {
  it('pages through a station with more than two pages, newest first', async () => {
    const total = SEED_STATIONS[0]!.articles.length;
    expect(total).toBeGreaterThan(20);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const body = await articles({ station: 1, page });
      expectContract('micro-station.articles', body.d);
      expect(body.d).toMatchObject({ page, size: 10, total, station: { id: 1, name: '计算机学院', kindName: '学院' } });
      seen.push(...body.d.list.map((a) => a.publishedAt));
    }
    expect(seen).toHaveLength(total);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('answers an empty list for a station without articles', async () => {
    const id = SEED_STATIONS.findIndex((s) => s.articles.length === 0) + 1;
    const body = await articles({ station: id });
    expectContract('micro-station.articles', body.d);
    expect(body.d).toMatchObject({ list: [], total: 0 });
  });

  it('an unknown station answers e = 404; a missing or malformed one e = 400', async () => {
    expect(await articles({ station: 999 })).toEqual({ e: 404, m: '该微站不存在或已关闭', d: null });
    // Off the contract on purpose: a query without its station.
    expect((await articles({} as MicroStationArticlesQuery)).e).toBe(400);
    expect((await articles({ station: 1, size: 0 })).e).toBe(400);
  });
});

describe('micro-station.article', () => {
  it('answers an article with its station; the seed carries hostile HTML for the browser to sanitize', async () => {
    const list = await articles({ station: 1 });
    const target = list.d.list.find((a) => a.title === '关于 2026 届本科毕业设计中期检查的通知')!;
    const body = await article({ id: target.id });
    expectContract('micro-station.article', body.d);
    expect(body.d).toMatchObject({ title: target.title, station: { id: 1, name: '计算机学院' }, author: '计算机学院办公室' });
    expect(body.d.content).toContain('onerror');
  });

  it('every article validates against the contract', async () => {
    const total = SEED_STATIONS.reduce((sum, s) => sum + s.articles.length, 0);
    for (let id = 1; id <= total; id++) expectContract('micro-station.article', (await article({ id })).d);
  });

  it('an unknown id answers e = 404; a malformed one e = 400', async () => {
    expect(await article({ id: 4242 })).toEqual({ e: 404, m: '该文章不存在或已删除', d: null });
    expect((await article({ id: 1.5 })).e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await articles({ station: 999 }, language)).toEqual({ e: 404, m: MICRO_STATION_MESSAGES.stationNotFound[language], d: null });
      expect((await article({ id: 4242 }, language)).m).toBe(MICRO_STATION_MESSAGES.articleNotFound[language]);
    }
    expect((await articles({ station: 999 }, 'en')).m).toBe('This micro-site does not exist or has been closed');
    expect((await article({ id: 4242 }, 'tw')).m).toBe('該文章不存在或已刪除');
  });
});

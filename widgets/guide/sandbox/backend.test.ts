/**
 * The campus guide endpoints: list (grouped data, search, category), detail, 404, and the contract:
 * every `d` validates against widgets/guide/contracts/*.schema.json inside the `{ e, m, d }` envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideDetailData, GuideListData } from '../generated/types.ts';
import { createSandbox, type Sandbox, getAs, getJson, contractOf, expectContract } from '../../../sandbox/testing.ts';
import { GUIDE_CATEGORIES, SEED_GUIDES } from './seed.ts';
import { GUIDE_MESSAGES } from './routes.ts';
import { LIST_PARAM_MESSAGES } from '../../../sandbox/kit.ts';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
});
afterAll(() => sandbox.close());

const list = async (query = '') => {
  const { status, body } = await getJson<GuideListData>(sandbox.app, `/api/guide/list${query}`);
  return { status, body };
};

describe('seed', () => {
  it('the guide module seeds at least 18 guides in every category, once', () => {
    expect(sandbox.db.prepare("SELECT version FROM module_migrations WHERE module = 'guide'").all()).toEqual([{ version: 1 }]);
    expect(sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM guides').get()?.n).toBe(SEED_GUIDES.length);
    expect(SEED_GUIDES.length).toBeGreaterThanOrEqual(18);
    for (const category of GUIDE_CATEGORIES)
      expect(
        SEED_GUIDES.some((g) => g.category === category.id),
        category.id,
      ).toBe(true);
    expect(new Set(SEED_GUIDES.map((g) => g.title)).size).toBe(SEED_GUIDES.length);
  });
});

describe('guide.list', () => {
  it('answers every guide and every category with its count', async () => {
    const { body } = await list();
    expect(body.e).toBe(0);
    expectContract('guide.list', body.d);
    expect(body.d.list).toHaveLength(SEED_GUIDES.length);
    expect(body.d.categories.map((c) => c.name)).toEqual(GUIDE_CATEGORIES.map((c) => c.name));
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_GUIDES.length);
  });

  it('searches titles', async () => {
    const { body } = await list(`?q=${encodeURIComponent('校园卡')}`);
    expectContract('guide.list', body.d);
    expect(body.d.list.length).toBeGreaterThanOrEqual(3);
    for (const item of body.d.list) expect(item.title).toContain('校园卡');
    expect(body.d.categories.find((c) => c.id === 'card')?.count).toBe(3);
  });

  it('treats LIKE wildcards as text', async () => {
    const { body } = await list('?q=%25');
    expect(body.d.list).toEqual([]);
  });

  it('filters by category, keeping the counts of all categories', async () => {
    const { body } = await list('?category=library');
    expectContract('guide.list', body.d);
    expect(body.d.list.length).toBe(SEED_GUIDES.filter((g) => g.category === 'library').length);
    expect(body.d.list.every((item) => item.category === 'library')).toBe(true);
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_GUIDES.length);
  });

  it('refuses an unknown category and an overlong search', async () => {
    expect((await list('?category=nope')).body.e).toBe(400);
    expect((await list(`?q=${'x'.repeat(41)}`)).body.e).toBe(400);
  });
});

describe('guide.detail', () => {
  it.each(SEED_GUIDES.map((_, index) => index + 1))('id %i validates against the contract', async (id) => {
    const { body } = await getJson<GuideDetailData>(sandbox.app, `/api/guide/detail?id=${id}`);
    expect(body.e).toBe(0);
    expectContract('guide.detail', body.d);
  });

  it('answers the article, its office and related guides of its category', async () => {
    const id = SEED_GUIDES.findIndex((g) => g.title === '校园卡补办') + 1;
    const { body } = await getJson<GuideDetailData>(sandbox.app, `/api/guide/detail?id=${id}`);
    expect(body.d).toMatchObject({ id, title: '校园卡补办', category: 'card', categoryName: '校园卡', department: '校园卡服务中心', phone: '010-6278-3001' });
    expect(body.d.content).toContain('<ol>');
    expect(body.d.content).toContain('<table>');
    expect(body.d.related.length).toBeGreaterThan(0);
    expect(body.d.related.some((r) => r.id === id)).toBe(false);
  });

  it('an unknown id answers e = 404 with a zh message and d = null', async () => {
    const { body } = await getJson(sandbox.app, '/api/guide/detail?id=4242');
    expect(Object.keys(body).sort()).toEqual(['d', 'e', 'm']);
    expect(body.e).toBe(404);
    expect(body.m).toBe('该办事指南不存在或已下线');
    expect(body.d).toBeNull();
  });

  it('a malformed id answers e = 400', async () => {
    expect((await getJson(sandbox.app, '/api/guide/detail?id=abc')).body.e).toBe(400);
  });

  it('the schemas reject what they should', () => {
    expect(contractOf('guide.list')({ categories: [], list: [{ id: 1, title: 't' }] })).toBe(false);
    expect(contractOf('guide.detail')({ id: 1, title: 't', category: 'card', department: 'd', updatedAt: 1, content: '' })).toBe(false);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const said = async (path: string, language: string) => (await getAs(sandbox.app, `/api/guide${path}`, `portal-lang=${language}`)).body;
    for (const language of ['en', 'tw'] as const) {
      expect(await said('/detail?id=4242', language)).toEqual({ e: 404, m: GUIDE_MESSAGES.notFound[language], d: null });
      expect((await said(`/list?q=${'x'.repeat(41)}`, language)).m).toBe(LIST_PARAM_MESSAGES.searchTooLong[language]);
    }
    expect((await said('/detail?id=4242', 'en')).m).toBe('This service guide does not exist or has been taken down');
    expect((await said('/detail?id=4242', 'tw')).m).toBe('該辦事指南不存在或已下架');
  });
});

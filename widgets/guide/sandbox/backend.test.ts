/**
 * The campus guide endpoints: list (grouped data, search, category), detail, 404, and the contract:
 * every `d` validates against widgets/guide/contracts/*.schema.json inside the `{ e, m, d }` envelope.
 */
import { describe, expect, it } from 'vitest';
import type { GuideDetailQuery, GuideListQuery } from '../generated/types.ts';
import { contractOf, expectContract, sandboxForFile, visitorCaller, expectEveryCategorySeeded } from '../../../sandbox/testing.ts';
import { LIST_PARAM_MESSAGES } from '../../../sandbox/kit.ts';
import { GUIDE_CATEGORIES } from './categories.ts';
import { SEED_GUIDES } from './seed.ts';
import { GUIDE_MESSAGES } from './routes.ts';

const env = sandboxForFile();

/** An anonymous reader (the guide needs no login), in zh unless told. */
const reader = (language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language);
const list = (query?: GuideListQuery) => reader().get('guide.list', query);
const detail = (id: number) => reader().get('guide.detail', { id });

describe('seed', () => {
  it('the guide module seeds at least 18 guides in every category, once', () => {
    expect(env.sandbox.db.prepare("SELECT version FROM module_migrations WHERE module = 'guide'").all()).toEqual([{ version: 1 }]);
    expect(env.sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM guides').get()?.n).toBe(SEED_GUIDES.length);
    expect(SEED_GUIDES.length).toBeGreaterThanOrEqual(18);
    expectEveryCategorySeeded(SEED_GUIDES, GUIDE_CATEGORIES);
    expect(new Set(SEED_GUIDES.map((g) => g.title)).size).toBe(SEED_GUIDES.length);
  });
});

describe('guide.list', () => {
  it('answers every guide and every category with its count', async () => {
    const body = await list();
    expect(body.e).toBe(0);
    expectContract('guide.list', body.d);
    expect(body.d.list).toHaveLength(SEED_GUIDES.length);
    expect(body.d.categories.map((c) => c.name)).toEqual(GUIDE_CATEGORIES.map((c) => c.name));
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_GUIDES.length);
  });

  it('searches titles', async () => {
    const body = await list({ q: '校园卡' });
    expectContract('guide.list', body.d);
    expect(body.d.list.length).toBeGreaterThanOrEqual(3);
    for (const item of body.d.list) expect(item.title).toContain('校园卡');
    expect(body.d.categories.find((c) => c.id === 'card')?.count).toBe(3);
  });

  it('treats LIKE wildcards as text', async () => {
    const body = await list({ q: '%' });
    expect(body.d.list).toEqual([]);
  });

  it('filters by category, keeping the counts of all categories', async () => {
    const body = await list({ category: 'library' });
    expectContract('guide.list', body.d);
    expect(body.d.list.length).toBe(SEED_GUIDES.filter((g) => g.category === 'library').length);
    expect(body.d.list.every((item) => item.category === 'library')).toBe(true);
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_GUIDES.length);
  });

  it('refuses an unknown category and an overlong search', async () => {
    const unknown = await list({ category: 'nope' });
    expect([unknown.e, unknown.m]).toEqual([400, '参数 category 无效：可选值为 freshman、academic、card、network、logistics、library，收到「nope」']);
    const long = await list({ q: 'x'.repeat(41) });
    expect([long.e, long.m]).toEqual([400, LIST_PARAM_MESSAGES.searchTooLong.zh]);
  });
});

describe('guide.detail', () => {
  it.each(SEED_GUIDES.map((_, index) => index + 1))('id %i validates against the contract', async (id) => {
    const body = await detail(id);
    expect(body.e).toBe(0);
    expectContract('guide.detail', body.d);
  });

  it('answers the article, its office and related guides of its category', async () => {
    const id = SEED_GUIDES.findIndex((g) => g.title === '校园卡补办') + 1;
    const body = await detail(id);
    expect(body.d).toMatchObject({ id, title: '校园卡补办', category: 'card', categoryName: '校园卡', department: '校园卡服务中心', phone: '010-6278-3001' });
    expect(body.d.content).toContain('<ol>');
    expect(body.d.content).toContain('<table>');
    expect(body.d.related.length).toBeGreaterThan(0);
    expect(body.d.related.some((r) => r.id === id)).toBe(false);
  });

  it('an unknown id answers e = 404 with a zh message and d = null', async () => {
    const body = await detail(4242);
    expect(Object.keys(body).sort()).toEqual(['d', 'e', 'm']);
    expect(body.e).toBe(404);
    expect(body.m).toBe('该办事指南不存在或已下线');
    expect(body.d).toBeNull();
  });

  it('a malformed id answers e = 400 naming the parameter', async () => {
    // Off the contract on purpose: what a hand-made link may carry.
    const malformed = await reader().get('guide.detail', { id: 'abc' } as unknown as GuideDetailQuery);
    expect([malformed.e, malformed.m]).toEqual([400, '参数 id 无效：应为整数，收到「abc」']);
  });

  it('the schemas reject what they should', () => {
    expect(contractOf('guide.list')({ categories: [], list: [{ id: 1, title: 't' }] })).toBe(false);
    expect(contractOf('guide.detail')({ id: 1, title: 't', category: 'card', department: 'd', updatedAt: 1, content: '' })).toBe(false);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await reader(language).get('guide.detail', { id: 4242 })).toEqual({ e: 404, m: GUIDE_MESSAGES.notFound[language], d: null });
      expect((await reader(language).get('guide.list', { q: 'x'.repeat(41) })).m).toBe(LIST_PARAM_MESSAGES.searchTooLong[language]);
    }
    expect((await reader('en').get('guide.detail', { id: 4242 })).m).toBe('This service guide does not exist or has been taken down');
    expect((await reader('tw').get('guide.detail', { id: 4242 })).m).toBe('該辦事指南不存在或已下架');
  });
});

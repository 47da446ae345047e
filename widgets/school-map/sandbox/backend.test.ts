/**
 * The campus map's endpoints: the seeded plan and buildings in the school's order and the reader's language,
 * the search over names and aliases (spaces and case ignored), the category filter, and the guide's routes.
 */
import { describe, expect, it } from 'vitest';
import type { SchoolMapBuildingsQuery } from '../generated/types.ts';
import { expectContract, sandboxForFile, visitorCaller } from '../../../sandbox/testing.ts';
import { SEED_BUILDINGS, SEED_ROUTES } from './seed.ts';

const env = sandboxForFile();

const buildings = async (query?: SchoolMapBuildingsQuery, language?: 'en' | 'tw') => {
  const body = await visitorCaller(env.sandbox.app, language).get('school-map.buildings', query);
  expect(body.e).toBe(0);
  expectContract('school-map.buildings', body.d);
  return body.d;
};

describe('seed', () => {
  it('holds about twenty buildings of every category, each inside the plan and with somewhere to go', () => {
    expect(SEED_BUILDINGS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SEED_BUILDINGS.map((b) => b.category)).size).toBe(9);
    for (const b of SEED_BUILDINGS) {
      expect(b.x - b.w / 2).toBeGreaterThanOrEqual(0);
      expect(b.y + b.h / 2).toBeLessThanOrEqual(700);
      expect(b.inside.length).toBeGreaterThan(0);
    }
  });
});

describe('school-map.buildings', () => {
  it('answers the plan and every building in the school’s order, in zh, with real coordinates', async () => {
    const d = await buildings();
    expect(d.total).toBe(SEED_BUILDINGS.length);
    expect(d.buildings.map((b) => b.name)).toEqual(SEED_BUILDINGS.map((b) => b.name.zh));
    expect(d.plan).toMatchObject({ name: '示范大学校本部', width: 1000, height: 700 });
    expect(d.plan.features.some((f) => f.kind === 'water')).toBe(true);
    const library = d.buildings.find((b) => b.name === '逸夫图书馆')!;
    expect(library).toMatchObject({ category: 'library', hours: '08:00–22:00（自习区 24 小时）', tour: 2 });
    expect(library.inside).toContain('借还书处');
    // North of the crossroads (smaller y) is further north on the earth; east is further east.
    expect(library.lat).toBeGreaterThan(39.999);
    expect(d.buildings.find((b) => b.name === '东门')!.lng).toBeGreaterThan(116.316);
    expect(d.categories.find((c) => c.id === 'dining')).toEqual({ id: 'dining', name: '食堂', count: 3 });
  });

  it('finds a building by its name in any language or an alias, spaces and case ignored', async () => {
    expect((await buildings({ q: '一 教' })).buildings.map((b) => b.name)).toEqual(['第一教学楼']);
    expect((await buildings({ q: 'library' })).buildings.map((b) => b.name)).toEqual(['逸夫图书馆']);
    expect((await buildings({ q: 'T3' })).buildings.map((b) => b.name)).toEqual(['第三教学楼']);
    expect((await buildings({ q: '體育館' })).buildings.map((b) => b.name)).toEqual(['综合体育馆']);
    expect((await buildings({ q: '没有这栋楼' })).total).toBe(0);
  });

  it('narrows to a category and counts the search’s matches per category', async () => {
    const d = await buildings({ q: '食堂', category: 'dining' });
    expect(d.buildings.map((b) => b.name)).toEqual(['桃李园食堂', '清芬园食堂', '教工餐厅']);
    expect(d.categories).toEqual([{ id: 'dining', name: '食堂', count: 3 }]);
  });

  it('answers in the reader’s language', async () => {
    const d = await buildings({ q: '图书馆' }, 'en');
    expect(d.buildings[0]).toMatchObject({ name: 'Yifu Library', summary: expect.stringContaining('campus card') });
    expect((await buildings({ q: '图书馆' }, 'tw')).buildings[0]!.name).toBe('逸夫圖書館');
  });

  it('refuses an unknown category and an overlong search in words a student understands', async () => {
    const bad = await visitorCaller(env.sandbox.app, 'zh').fetch('school-map.buildings', { query: { category: 'pool' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).m).toBe('参数 category 无效：没有这个建筑类别');
    const long = await visitorCaller(env.sandbox.app, 'en').fetch('school-map.buildings', { query: { q: 'a'.repeat(41) } });
    expect((await long.json()).m).toBe('Parameter q is invalid: the search can be at most 40 characters');
  });
});

describe('school-map.guide', () => {
  it('answers the routes from the gates with their walking time, steps and path', async () => {
    const body = await visitorCaller(env.sandbox.app).get('school-map.guide');
    expect(body.e).toBe(0);
    expectContract('school-map.guide', body.d);
    const d = body.d;
    expect(d.routes).toHaveLength(SEED_ROUTES.length);
    const byName = new Map(d.places.map((p) => [p.id, p.name]));
    const first = d.routes[0]!;
    expect([byName.get(first.from), byName.get(first.to)]).toEqual(['南门（正门）', '综合体育馆']);
    expect(first).toMatchObject({ purpose: '学院报到注册', meters: 665, minutes: 9 });
    expect(first.steps[0]).toContain('南大道');
    expect(d.intro).toContain('录取通知书');
  });
});

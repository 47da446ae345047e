/**
 * The phone book's endpoint: the seeded departments in their order, in the reader's language, the search
 * over names and numbers (spaces and hyphens ignored), the contract on every answer.
 */
import { describe, expect, it } from 'vitest';
import type { OfficeTelListQuery } from '../generated/types.ts';
import { expectContract, sandboxForFile, visitorCaller } from '../../../sandbox/testing.ts';
import { SEED_DEPARTMENTS } from './seed.ts';

const env = sandboxForFile();

const list = async (query?: OfficeTelListQuery, language?: 'en' | 'tw') => {
  const body = await visitorCaller(env.sandbox.app, language).get('office-tel.list', query);
  expect(body.e).toBe(0);
  expectContract('office-tel.list', body.d);
  return body.d;
};

const seededEntries = SEED_DEPARTMENTS.reduce((sum, d) => sum + d.entries.length, 0);

describe('seed', () => {
  it('holds about twelve departments, each with a desk and every desk with a number', () => {
    expect(SEED_DEPARTMENTS.length).toBeGreaterThanOrEqual(12);
    for (const d of SEED_DEPARTMENTS) {
      expect(d.entries.length).toBeGreaterThan(0);
      for (const e of d.entries) expect(e.numbers.length).toBeGreaterThan(0);
    }
    expect(env.sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM office_tel_entries').get()?.n).toBe(seededEntries);
  });
});

describe('office-tel.list', () => {
  it('answers every department in the school’s order, in zh by default', async () => {
    const d = await list();
    expect(d.departments.map((department) => department.name)).toEqual(SEED_DEPARTMENTS.map((department) => department.name.zh));
    expect(d.total).toBe(seededEntries);
    const security = d.departments.find((department) => department.name === '保卫处')!;
    expect(security.entries[0]).toMatchObject({ name: '24 小时值班室', numbers: ['010-6278-1110'], allDay: true });
    expect(d.departments[0]).toMatchObject({ location: '行政楼 201' });
  });

  it('answers in English and Traditional Chinese', async () => {
    expect((await list(undefined, 'en')).departments[0]!.name).toBe("President's Office");
    expect((await list(undefined, 'tw')).departments[3]!.name).toBe('保衛處');
  });

  it('a department’s name keeps all its desks', async () => {
    const d = await list({ q: '保卫处' });
    expect(d.departments.map((department) => department.name)).toEqual(['保卫处']);
    expect(d.total).toBe(3);
  });

  it('finds a desk by name, in any language, spaces ignored', async () => {
    const d = await list({ q: '急 诊' });
    expect(d.departments.map((department) => department.name)).toEqual(['校医院']);
    expect(d.departments[0]!.entries.map((entry) => entry.name)).toEqual(['急诊']);
    expect((await list({ q: 'repairs hotline' })).departments[0]!.entries.map((entry) => entry.name)).toEqual(['报修热线']);
  });

  it('finds a number by its digits, whatever spaces or hyphens are typed', async () => {
    for (const q of ['6278 1110', '62781110', '010-6278-1110']) {
      const d = await list({ q });
      expect(d.departments.flatMap((department) => department.entries.flatMap((entry) => entry.numbers))).toEqual(['010-6278-1110']);
    }
  });

  it('answers nothing for a search nothing matches', async () => {
    expect(await list({ q: '无此部门' })).toEqual({ departments: [], total: 0 });
  });

  it('refuses a search over 40 characters with a 400', async () => {
    const body = await visitorCaller(env.sandbox.app, 'en').get('office-tel.list', { q: 'x'.repeat(41) });
    expect(body.e).not.toBe(0);
    expect(body.m).toBe('Parameter q is invalid: the search can be at most 40 characters');
  });
});

/**
 * The asset register's backend (widgets/asset): the totals and the counts by department agree with the
 * rows; the fixed-asset line (799.99 元 is not, 800.00 元 is); the list's filters by department and
 * location; search by number, name and keeper; students refused; a teacher reads but may not transfer;
 * the keeper's transfer checked, recorded (who, when, from, to) and shown in the asset's history.
 */
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AssetHistoryData, AssetListData, AssetSummaryData, AssetTransferData } from '../generated/types.ts';
import { SandboxErrorCode, type Envelope } from '../../../sandbox/kit.ts';
import { clockedSandbox, getAs, logIn, expectContract } from '../../../sandbox/testing.ts';
import { ASSET_MESSAGES } from './routes.ts';
import { PINNED_ASSETS } from './assetSeed.ts';

const env = clockedSandbox();

async function as(app: Hono, username: string) {
  const { cookie } = await logIn(app, username);
  return {
    get: async <T>(path: string) => (await getAs<T>(app, path, cookie)).body,
    transfer: async (body: unknown) => {
      const response = await app.fetch(
        new Request('http://sandbox/api/asset/transfer', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify(body),
        }),
      );
      return (await response.json()) as Envelope<AssetTransferData>;
    },
  };
}

/** Every asset of the register, paged through as the export does. */
async function everyAsset(reader: Awaited<ReturnType<typeof as>>, query = '') {
  const all: AssetListData['list'] = [];
  for (let page = 1; ; page++) {
    const answer = await reader.get<AssetListData>(`/api/asset/list?size=50&page=${page}${query}`);
    all.push(...answer.d.list);
    if (answer.d.list.length < 50) return all;
  }
}

const find = async (reader: Awaited<ReturnType<typeof as>>, q: string) =>
  (await reader.get<AssetListData>(`/api/asset/list?q=${encodeURIComponent(q)}`)).d.list;

describe('asset.summary', () => {
  it('counts by department what the rows say, the values in fen, fixed assets from 800 元', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const summary = await staff.get<AssetSummaryData>('/api/asset/summary');
    expect(summary.e).toBe(0);
    expectContract('asset.summary', summary.d);
    const rows = await everyAsset(staff);
    expect(summary.d.total.count).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(350);
    expect(summary.d.total.valueFen).toBe(rows.reduce((sum, row) => sum + row.valueFen, 0));
    expect(summary.d.total.fixedCount).toBe(rows.filter((row) => row.valueFen >= 80_000).length);
    expect(summary.d.departments.length).toBeGreaterThanOrEqual(10);
    for (const department of summary.d.departments) {
      const own = rows.filter((row) => row.department === department.name);
      expect([department.name, department.count, department.valueFen, department.fixedCount]).toEqual([
        department.name,
        own.length,
        own.reduce((sum, row) => sum + row.valueFen, 0),
        own.filter((row) => row.fixed).length,
      ]);
    }
    expect(summary.d.categories.reduce((sum, one) => sum + one.count, 0)).toBe(rows.length);
    expect(summary.d.categories.map((one) => one.category)).toEqual(['electronic', 'furniture', 'general', 'special', 'books', 'vehicle']);
    const values = rows.map((row) => row.valueFen);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(6000);
    expect(Math.max(...values)).toBeLessThanOrEqual(38_000_000);
  });

  it('answers the campus staff roles and the keeper, refuses a student (403) and anyone without a login', async () => {
    for (const username of ['teacher', 'admin', 'instructor', 'manager', 'assetkeeper']) {
      expect((await (await as(env.sandbox.app, username)).get('/api/asset/summary')).e, username).toBe(0);
    }
    const student = await as(env.sandbox.app, 'student');
    for (const path of ['/api/asset/summary', '/api/asset/list', '/api/asset/history?id=1']) {
      expect(await student.get(path)).toEqual({ e: SandboxErrorCode.forbidden, m: ASSET_MESSAGES.forbidden.zh, d: null });
    }
    expect((await student.transfer({ id: 1, location: '信息楼 305', keeper: '王老师' })).e).toBe(SandboxErrorCode.forbidden);
    expect((await getAs(env.sandbox.app, '/api/asset/summary')).body.e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('asset.list', () => {
  it('marks 799.99 元 as no fixed asset and 800.00 元 as one', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const [below] = await find(teacher, PINNED_ASSETS.belowLine.number);
    const [at] = await find(teacher, PINNED_ASSETS.atLine.number);
    expect([below?.valueFen, below?.fixed]).toEqual([79_999, false]);
    expect([at?.valueFen, at?.fixed]).toEqual([80_000, true]);
  });

  it('filters by department and by building or room, ordered by number, paged', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const dept = '计算机科学与技术学院';
    const answer = await teacher.get<AssetListData>(`/api/asset/list?dept=${encodeURIComponent(dept)}&size=10`);
    expectContract('asset.list', answer.d);
    expect(answer.d.list).toHaveLength(10);
    expect(answer.d.list.every((row) => row.department === dept)).toBe(true);
    expect(answer.d.departments).toContain('后勤保障处');
    expect(answer.d.buildings).toContain('信息楼');
    const all = await everyAsset(teacher, `&dept=${encodeURIComponent(dept)}`);
    expect(all).toHaveLength(answer.d.total);
    expect(all.map((row) => row.number)).toEqual(all.map((row) => row.number).toSorted());

    const building = await everyAsset(teacher, `&location=${encodeURIComponent('信息楼')}`);
    expect(building.length).toBeGreaterThan(0);
    expect(building.every((row) => row.location.startsWith('信息楼 '))).toBe(true);
    // 信息楼 is shared: the college and the IT centre both keep things there.
    expect(new Set(building.map((row) => row.department))).toEqual(new Set([dept, '信息化建设与管理中心']));
    const room = await everyAsset(teacher, `&location=${encodeURIComponent(PINNED_ASSETS.projector.location)}`);
    expect(room.map((row) => row.location)).toContain(PINNED_ASSETS.projector.location);
    expect(room.every((row) => row.location === PINNED_ASSETS.projector.location)).toBe(true);
    expect((await teacher.get('/api/asset/list?size=500')).e).toBe(SandboxErrorCode.badRequest);
  });

  it('searches the number (any case), the name and the keeper', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    expect((await find(staff, 'zc2021-004317')).map((row) => row.name)).toEqual([PINNED_ASSETS.projector.name]);
    const byName = await find(staff, '碎纸机');
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.every((row) => row.name.includes('碎纸机'))).toBe(true);
    const byKeeper = await everyAsset(staff, `&q=${encodeURIComponent('陈静')}`);
    expect(byKeeper.length).toBeGreaterThan(1);
    expect(byKeeper.every((row) => row.keeper === '陈静')).toBe(true);
    expect(await find(staff, '不存在的东西')).toEqual([]);
  });
});

describe('asset.transfer and asset.history', () => {
  it('lets the keeper move an asset, records who, when, from and to, and shows it in the history', async () => {
    env.clock = Date.UTC(2026, 10, 20, 2, 30);
    const keeper = await as(env.sandbox.app, 'assetkeeper');
    const [projector] = await find(keeper, PINNED_ASSETS.projector.number);
    expect(projector).toMatchObject({ location: '信息楼 210', keeper: '陈静', transfers: 1 });
    const moved = await keeper.transfer({ id: projector!.id, location: '  信息楼   305 ', keeper: '王老师' });
    expect(moved.e).toBe(0);
    expectContract('asset.transfer', moved.d);
    expect(moved.d.transfer).toMatchObject({
      at: env.clock / 1000,
      by: '孙建国',
      fromLocation: '信息楼 210',
      toLocation: '信息楼 305',
      fromKeeper: '陈静',
      toKeeper: '王老师',
    });

    const teacher = await as(env.sandbox.app, 'teacher');
    const [after] = await find(teacher, PINNED_ASSETS.projector.number);
    expect(after).toMatchObject({ location: '信息楼 305', keeper: '王老师', transfers: 2 });
    expect((await find(teacher, '王老师')).map((row) => row.number)).toContain(PINNED_ASSETS.projector.number);
    const history = await teacher.get<AssetHistoryData>(`/api/asset/history?id=${projector!.id}`);
    expectContract('asset.history', history.d);
    expect(history.d.list.map((one) => [one.by, one.fromLocation, one.toLocation, one.fromKeeper, one.toKeeper])).toEqual([
      ['孙建国', '信息楼 210', '信息楼 305', '陈静', '王老师'],
      ['孙建国', '信息楼 118', '信息楼 210', '赵磊', '陈静'],
    ]);
    expect((await keeper.transfer({ id: projector!.id, location: '信息楼 305', keeper: '王老师' })).m).toBe(ASSET_MESSAGES.unchanged.zh);
  });

  it('refuses a teacher (readers may not transfer), an empty location, a keeper that is no name, a missing asset', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    expect(await teacher.transfer({ id: 1, location: '信息楼 305', keeper: '王老师' })).toEqual({
      e: SandboxErrorCode.forbidden,
      m: ASSET_MESSAGES.manageOnly.zh,
      d: null,
    });
    const keeper = await as(env.sandbox.app, 'assetkeeper');
    expect((await keeper.transfer({ id: 1, location: '   ', keeper: '王老师' })).m).toBe(ASSET_MESSAGES.noLocation.zh);
    for (const name of ['', '王', '12345', '王老师2', '<b>王</b>']) {
      expect((await keeper.transfer({ id: 1, location: '信息楼 305', keeper: name })).m, name).toBe(ASSET_MESSAGES.badKeeper.zh);
    }
    expect((await keeper.transfer({ id: 99_999, location: '信息楼 305', keeper: '王老师' })).e).toBe(SandboxErrorCode.notFound);
    const history = await keeper.get<AssetHistoryData>('/api/asset/history?id=1');
    expect(history.d.list.every((one) => one.toKeeper !== '王老师' || one.toLocation !== '信息楼 305')).toBe(true);
  });
});

/**
 * The asset register's backend (widgets/asset): the totals and the counts by department agree with the
 * rows; the fixed-asset line (799.99 元 is not, 800.00 元 is); the list's filters by department and
 * location; search by number, name and keeper; students refused; a teacher reads but may not transfer;
 * the keeper's transfer checked, recorded (who, when, from, to) and shown in the asset's history.
 */
import { describe, expect, it } from 'vitest';
import type { AssetListData, AssetListQuery, AssetTransferBody } from '../generated/types.ts';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { ASSET_MESSAGES } from './routes.ts';
import { PINNED_ASSETS } from './assetSeed.ts';

const env = clockedSandbox();
const as = (username: string) => callAs(env.sandbox.app, username);

/** Every asset of the register, paged through as the export does. */
async function everyAsset(reader: KeyedCaller, query: AssetListQuery = {}) {
  const all: AssetListData['list'] = [];
  for (let page = 1; ; page++) {
    const answer = await reader.get('asset.list', { ...query, size: 50, page });
    all.push(...answer.d.list);
    if (answer.d.list.length < 50) return all;
  }
}

const find = async (reader: KeyedCaller, q: string) => (await reader.get('asset.list', { q })).d.list;

describe('asset.summary', () => {
  it('counts by department what the rows say, the values in fen, fixed assets from 800 元', async () => {
    const staff = await as('staff');
    const summary = await staff.get('asset.summary');
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
      expect((await (await as(username)).get('asset.summary')).e, username).toBe(0);
    }
    const student = await as('student');
    const refused = { e: SandboxErrorCode.forbidden, m: ASSET_MESSAGES.forbidden.zh, d: null };
    expect(await student.get('asset.summary')).toEqual(refused);
    expect(await student.get('asset.list')).toEqual(refused);
    expect(await student.get('asset.history', { id: 1 })).toEqual(refused);
    // Refused before its query is looked at: who may not read the register learns nothing of its parameters.
    expect(await student.get('asset.list', { size: 500 })).toEqual(refused);
    expect((await student.post('asset.transfer', { id: 1, location: '信息楼 305', keeper: '王老师' })).e).toBe(SandboxErrorCode.forbidden);
    expect((await keyedCaller(env.sandbox.app).get('asset.summary')).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('asset.list', () => {
  it('marks 799.99 元 as no fixed asset and 800.00 元 as one', async () => {
    const teacher = await as('teacher');
    const [below] = await find(teacher, PINNED_ASSETS.belowLine.number);
    const [at] = await find(teacher, PINNED_ASSETS.atLine.number);
    expect([below?.valueFen, below?.fixed]).toEqual([79_999, false]);
    expect([at?.valueFen, at?.fixed]).toEqual([80_000, true]);
  });

  it('filters by department and by building or room, ordered by number, paged', async () => {
    const teacher = await as('teacher');
    const dept = '计算机科学与技术学院';
    const answer = await teacher.get('asset.list', { dept, size: 10 });
    expectContract('asset.list', answer.d);
    expect(answer.d.list).toHaveLength(10);
    expect(answer.d.list.every((row) => row.department === dept)).toBe(true);
    expect(answer.d.departments).toContain('后勤保障处');
    expect(answer.d.buildings).toContain('信息楼');
    const all = await everyAsset(teacher, { dept });
    expect(all).toHaveLength(answer.d.total);
    expect(all.map((row) => row.number)).toEqual(all.map((row) => row.number).toSorted());

    const building = await everyAsset(teacher, { location: '信息楼' });
    expect(building.length).toBeGreaterThan(0);
    expect(building.every((row) => row.location.startsWith('信息楼 '))).toBe(true);
    // 信息楼 is shared: the college and the IT centre both keep things there.
    expect(new Set(building.map((row) => row.department))).toEqual(new Set([dept, '信息化建设与管理中心']));
    const room = await everyAsset(teacher, { location: PINNED_ASSETS.projector.location });
    expect(room.map((row) => row.location)).toContain(PINNED_ASSETS.projector.location);
    expect(room.every((row) => row.location === PINNED_ASSETS.projector.location)).toBe(true);
    const tooMany = await teacher.get('asset.list', { size: 500 });
    expect([tooMany.e, tooMany.m]).toEqual([SandboxErrorCode.badRequest, '参数 size 无效：应不大于 50，收到「500」']);
  });

  it('searches the number (any case), the name and the keeper', async () => {
    const staff = await as('staff');
    expect((await find(staff, 'zc2021-004317')).map((row) => row.name)).toEqual([PINNED_ASSETS.projector.name]);
    const byName = await find(staff, '碎纸机');
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.every((row) => row.name.includes('碎纸机'))).toBe(true);
    const byKeeper = await everyAsset(staff, { q: '陈静' });
    expect(byKeeper.length).toBeGreaterThan(1);
    expect(byKeeper.every((row) => row.keeper === '陈静')).toBe(true);
    expect(await find(staff, '不存在的东西')).toEqual([]);
  });
});

describe('asset.transfer and asset.history', () => {
  it('lets the keeper move an asset, records who, when, from and to, and shows it in the history', async () => {
    env.clock = Date.UTC(2026, 10, 20, 2, 30);
    const keeper = await as('assetkeeper');
    const [projector] = await find(keeper, PINNED_ASSETS.projector.number);
    expect(projector).toMatchObject({ location: '信息楼 210', keeper: '陈静', transfers: 1 });
    const moved = await keeper.post('asset.transfer', { id: projector!.id, location: '  信息楼   305 ', keeper: '王老师' });
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

    const teacher = await as('teacher');
    const [after] = await find(teacher, PINNED_ASSETS.projector.number);
    expect(after).toMatchObject({ location: '信息楼 305', keeper: '王老师', transfers: 2 });
    expect((await find(teacher, '王老师')).map((row) => row.number)).toContain(PINNED_ASSETS.projector.number);
    const history = await teacher.get('asset.history', { id: projector!.id });
    expectContract('asset.history', history.d);
    expect(history.d.list.map((one) => [one.by, one.fromLocation, one.toLocation, one.fromKeeper, one.toKeeper])).toEqual([
      ['孙建国', '信息楼 210', '信息楼 305', '陈静', '王老师'],
      ['孙建国', '信息楼 118', '信息楼 210', '赵磊', '陈静'],
    ]);
    expect((await keeper.post('asset.transfer', { id: projector!.id, location: '信息楼 305', keeper: '王老师' })).m).toBe(ASSET_MESSAGES.unchanged.zh);
  });

  it('refuses a teacher (readers may not transfer), an empty location, a keeper that is no name, a missing asset', async () => {
    const teacher = await as('teacher');
    expect(await teacher.post('asset.transfer', { id: 1, location: '信息楼 305', keeper: '王老师' })).toEqual({
      e: SandboxErrorCode.forbidden,
      m: ASSET_MESSAGES.manageOnly.zh,
      d: null,
    });
    const keeper = await as('assetkeeper');
    const transfer = (body: Partial<AssetTransferBody>) => keeper.post('asset.transfer', { id: 1, location: '信息楼 305', keeper: '王老师', ...body });
    expect((await transfer({ location: '   ' })).m).toBe('请填写新存放地点');
    expect((await transfer({ location: '楼'.repeat(41) })).m).toBe('存放地点最多 40 个字');
    for (const name of ['', '王', '12345', '王老师2', '<b>王</b>']) {
      expect((await transfer({ keeper: name })).m, name).toBe('保管人须填写姓名（2 到 20 个汉字或字母）');
    }
    // Off the contract on purpose: what a hand-made request may send.
    expect((await transfer({ id: 'x' } as unknown as AssetTransferBody)).m).toBe('缺少资产编号');
    expect((await transfer({ id: 99_999 })).e).toBe(SandboxErrorCode.notFound);
    const history = await keeper.get('asset.history', { id: 1 });
    expect(history.d.list.every((one) => one.toKeeper !== '王老师' || one.toLocation !== '信息楼 305')).toBe(true);
  });
});
